import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminContentPageQuery,
} from "../../__generated__/AdminContentPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";
import { contentVariables } from "./content-filters";

/** The list the address chooses (entries of a kind, testimonials or logos), in its language. */
export function loader({ request }: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminContentPageQuery>(
    "admin-content",
    query,
    contentVariables(new URL(request.url).searchParams),
    environment,
  );
}
