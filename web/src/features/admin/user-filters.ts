import type { AccountState, UserType } from "../../__generated__/AdminUsersPageQuery.graphql";
import { oneOfParam } from "./address-pages";

// The users list's filters (?search=…&userType=…&status=…) and page (?after=…), from the address.

export const USERS_PAGE = 50;
export const USER_TYPES: readonly UserType[] = ["LABOUR", "EMPLOYER"];
export const ACCOUNT_STATES: readonly AccountState[] = ["ACTIVE", "PENDING", "VERIFIED", "BLOCKED"];

export function userVariables(params: URLSearchParams) {
  return {
    first: USERS_PAGE,
    after: params.get("after"),
    search: params.get("search")?.trim() || null,
    userType: oneOfParam(params, "userType", USER_TYPES),
    status: oneOfParam(params, "status", ACCOUNT_STATES),
  };
}
