import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminAuditPageQuery,
  type AdminAuditPageQuery$variables,
  type AuditTargetType as AuditTargetEnum,
} from "../../__generated__/AdminAuditPageQuery.graphql";
import { AUDIT_TARGET_TYPES, auditTargetEnumName } from "../../config";
import { preloadAdminQuery } from "./admin-route-query";
import { indiaDayStart } from "./application-filters";

export const AUDIT_PAGE = 25;
/** The filter form's fields, as the address keeps them. */
export const AUDIT_FILTERS = ["action", "target", "from", "to"] as const;

/** The log's query variables from the address: the "to" day is included. */
export function auditVariables(params: URLSearchParams): AdminAuditPageQuery$variables {
  const text = (name: string) => params.get(name)?.trim() || null;
  const target = text("target");
  const known = (AUDIT_TARGET_TYPES as readonly string[]).includes(target ?? "");
  return {
    first: AUDIT_PAGE,
    after: text("after"),
    action: text("action"),
    targetType:
      target && known
        ? (auditTargetEnumName(target as (typeof AUDIT_TARGET_TYPES)[number]) as AuditTargetEnum)
        : null,
    from: indiaDayStart(text("from")),
    to: indiaDayStart(text("to"), 1),
  };
}

export function loader({ request }: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminAuditPageQuery>(
    "admin-audit",
    query,
    auditVariables(new URL(request.url).searchParams),
    environment,
  );
}
