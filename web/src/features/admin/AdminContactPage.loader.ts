import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminContactPageQuery,
  type ContactMessageStatus,
} from "../../__generated__/AdminContactPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";
import { CONTACT_STATUSES } from "./contact-statuses";

const INBOX_PAGE = 25;

/** The inbox's page for the address's status and cursor (?status=&after=). */
export function loader({ request }: LoaderFunctionArgs, environment?: Environment) {
  const params = new URL(request.url).searchParams;
  const status = params.get("status") as ContactMessageStatus | null;
  return preloadAdminQuery<AdminContactPageQuery>(
    "admin-contact",
    query,
    {
      first: INBOX_PAGE,
      after: params.get("after") || null,
      status: status && CONTACT_STATUSES.includes(status) ? status : null,
    },
    environment,
  );
}
