import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useSearchParams } from "react-router";
import type { AdminAuditPageQuery } from "../../__generated__/AdminAuditPageQuery.graphql";
import { AUDIT_TARGET_TYPES } from "../../config";
import { useRouteQuery } from "../../relay/route-query";
import { AUDIT_FILTERS } from "./AdminAuditPage.loader";
import { AdminAuditRow } from "./AdminAuditRow";
import { filterParams, useAddressPages } from "./address-pages";
import { PageButtons } from "./CursorPages";

// The audit log: who did what to which target, newest first, filtered by action, the kind of
// target (every kind the server writes: AUDIT_TARGET_TYPES) and India days, a page at a time by
// the connection's cursors. The filters and the page live in the address, so the route's loader
// asks for them (AdminAuditPage.loader.ts).

export const auditQuery = graphql`
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
          ...AdminAuditRow_entry
        }
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const pages = useAddressPages();
  const { adminAuditLogs } = useRouteQuery<AdminAuditPageQuery>(auditQuery);
  const value = (name: string) => params.get(name) ?? "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filterParams(event.currentTarget, AUDIT_FILTERS));
  }

  return (
    <section className="admin-page">
      <h1>{t("audit.title")}</h1>
      <form className="admin-page__filters" onSubmit={submit} key={params.toString()}>
        <label htmlFor="admin-audit-action">{t("audit.action")}</label>
        <input id="admin-audit-action" name="action" defaultValue={value("action")} />
        <label htmlFor="admin-audit-target">{t("audit.targetType")}</label>
        <select id="admin-audit-target" name="target" defaultValue={value("target")}>
          <option value="">{t("audit.anyTarget")}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.targets.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-audit-from">{t("audit.from")}</label>
        <input id="admin-audit-from" name="from" type="date" defaultValue={value("from")} />
        <label htmlFor="admin-audit-to">{t("audit.to")}</label>
        <input id="admin-audit-to" name="to" type="date" defaultValue={value("to")} />
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
          {adminAuditLogs.edges.map(({ node }) => (
            <AdminAuditRow key={node.id} entry={node} />
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={adminAuditLogs.pageInfo} />
    </section>
  );
}
