import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useSearchParams } from "react-router";
import type { AdminContactPageQuery } from "../../__generated__/AdminContactPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminContactMessage } from "./AdminContactMessage";
import { AdminContactRow } from "./AdminContactRow";
import { useAddressPages } from "./address-pages";
import { PageButtons } from "./CursorPages";
import { CONTACT_STATUSES } from "./contact-statuses";

// The contact form's inbox: messages newest first, by status, a page at a time by the
// connection's cursors (the status and page live in the address; the route preloads them).
// Opening one shows it whole (AdminContactMessage).

export const inboxQuery = graphql`
  query AdminContactPageQuery($first: Int!, $after: String, $status: ContactMessageStatus) {
    adminContactMessages(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...AdminContactRow_message
          ...AdminContactMessage_message
        }
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation(["admin", "contact"]);
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useAddressPages();
  const { adminContactMessages: inbox } = useRouteQuery<AdminContactPageQuery>(inboxQuery);
  const open = inbox.edges.find(({ node }) => node.id === openId)?.node ?? null;

  return (
    <section className="admin-page">
      <h1>{t("admin:inbox.title")}</h1>
      <div className="admin-page__filters">
        <label htmlFor="admin-inbox-status">{t("admin:inbox.status")}</label>
        <select
          id="admin-inbox-status"
          value={params.get("status") ?? ""}
          onChange={(event) => {
            setOpenId(null);
            const value = event.target.value;
            setParams(value ? new URLSearchParams({ status: value }) : new URLSearchParams());
          }}
        >
          <option value="">{t("admin:inbox.all")}</option>
          {CONTACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin:inbox.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <p>{t("admin:inbox.count", { total: inbox.totalCount })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("admin:inbox.columns.when")}</th>
            <th scope="col">{t("admin:inbox.columns.from")}</th>
            <th scope="col">{t("admin:inbox.columns.topic")}</th>
            <th scope="col">{t("admin:inbox.status")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("admin:inbox.open")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {inbox.edges.map(({ node }) => (
            <AdminContactRow
              key={node.id}
              message={node}
              open={openId === node.id}
              onToggle={() => setOpenId(openId === node.id ? null : node.id)}
            />
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={inbox.pageInfo} />
      {open ? <AdminContactMessage key={open.id} message={open} /> : null}
    </section>
  );
}
