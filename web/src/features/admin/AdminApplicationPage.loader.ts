import type { LoaderFunctionArgs } from "react-router";
import query, {
  type AdminApplicationPageQuery,
} from "../../__generated__/AdminApplicationPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";

/** One application's query, in the back office's own environment. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<AdminApplicationPageQuery>(
    "admin-application",
    query,
    { id: params.id ?? "" },
    adminEnvironment(),
  );
}
