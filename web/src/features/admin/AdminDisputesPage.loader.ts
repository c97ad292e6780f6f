import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminDisputesPageQuery,
} from "../../__generated__/AdminDisputesPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

export const DISPUTES_PAGE = 20;

/** The open disputes, oldest first, from the address's page (?after=). */
export function loader({ request }: LoaderFunctionArgs, environment?: Environment) {
  const after = new URL(request.url).searchParams.get("after") || null;
  return preloadAdminQuery<AdminDisputesPageQuery>(
    "admin-disputes",
    query,
    { first: DISPUTES_PAGE, after },
    environment,
  );
}
