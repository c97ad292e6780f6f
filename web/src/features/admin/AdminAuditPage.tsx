import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type {
  AdminAuditPageQuery,
  AuditTargetType as AuditTargetEnum,
} from "../../__generated__/AdminAuditPageQuery.graphql";
import { AUDIT_TARGET_TYPES, type AuditTargetType, auditTargetEnumName } from "../../config";
import { formatDateTime } from "../../lib/format";
import { PageButtons, useCursorPages } from "./CursorPages";

// The audit log: who did what to which target, newest first, filtered by
// action, the kind of target (every kind the server writes: AUDIT_TARGET_TYPES) and dates, a
// page at a time by the connection's cursors (older pages follow the last entry's cursor; the
// first page is the newest).

const AUDIT_PAGE = 25;

const auditQuery = graphql`
  query AdminAuditPageQuery(
    $first: Int!
    $after: String
    $action: String
    $targetType: AuditTargetType
    $from: DateTime
    $to: DateTime
  ) {
    adminAuditLogs(
      first: $first
      after: $after
      action: $action
      targetType: $targetType
      from: $from
      to: $to
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          action
          createdAt
          targetType
          targetId
          details
          adminUsername
        }
      }
    }
  }
`;

type Filters = { action: string; target: AuditTargetType | ""; from: string; to: string };

const isTarget = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

/** A day typed in the form (India's day) as the instant it starts, or ends. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}+05:30`).toISOString();
}

export function Component() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useState<Filters>({ action: "", target: "", from: "", to: "" });
  const pages = useCursorPages();
  const { adminAuditLogs } = useLazyLoadQuery<AdminAuditPageQuery>(
    auditQuery,
    {
      first: AUDIT_PAGE,
      after: pages.after,
      action: filters.action || null,
      targetType: filters.target ? (auditTargetEnumName(filters.target) as AuditTargetEnum) : null,
      from: dayBound(filters.from, false),
      to: dayBound(filters.to, true),
    },
    { fetchPolicy: "store-and-network" },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const target = text("target");
    setFilters({
      action: text("action"),
      target: isTarget(target) ? target : "",
      from: text("from"),
      to: text("to"),
    });
    pages.reset();
  }

  return (
    <section className="admin-page">
      <h1>{t("audit.title")}</h1>
      <form className="admin-page__filters" onSubmit={submit}>
        <label htmlFor="admin-audit-action">{t("audit.action")}</label>
        <input id="admin-audit-action" name="action" defaultValue={filters.action} />
        <label htmlFor="admin-audit-target">{t("audit.targetType")}</label>
        <select id="admin-audit-target" name="target" defaultValue={filters.target}>
          <option value="">{t("audit.anyTarget")}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.targets.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-audit-from">{t("audit.from")}</label>
        <input id="admin-audit-from" name="from" type="date" defaultValue={filters.from} />
        <label htmlFor="admin-audit-to">{t("audit.to")}</label>
        <input id="admin-audit-to" name="to" type="date" defaultValue={filters.to} />
        <button type="submit" className="button button--primary">
          {t("audit.apply")}
        </button>
      </form>
      <p>{t("audit.count", { count: adminAuditLogs.totalCount })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("audit.columns.when")}</th>
            <th scope="col">{t("audit.columns.admin")}</th>
            <th scope="col">{t("audit.action")}</th>
            <th scope="col">{t("audit.columns.target")}</th>
            <th scope="col">{t("audit.columns.details")}</th>
          </tr>
        </thead>
        <tbody>
          {adminAuditLogs.edges.map(({ node: entry }) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt as string)}</td>
              <td>{entry.adminUsername ?? "—"}</td>
              <td>{entry.action}</td>
              <td>{[entry.targetType, entry.targetId].filter(Boolean).join(" ")}</td>
              <td className="admin-audit__details">{entry.details ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={adminAuditLogs.pageInfo} />
    </section>
  );
}
