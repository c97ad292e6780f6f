import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminDatabasePageQuery,
} from "../../__generated__/AdminDatabasePageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** The tables, or one table's page of rows when the address names one (?table=&offset=). */
export function databaseVariables(params: URLSearchParams) {
  const table = params.get("table") ?? "";
  const offset = Number(params.get("offset") ?? 0);
  return {
    table,
    showTable: table !== "",
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function loader({ request }: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminDatabasePageQuery>(
    "admin-database",
    query,
    databaseVariables(new URL(request.url).searchParams),
    environment,
  );
}
