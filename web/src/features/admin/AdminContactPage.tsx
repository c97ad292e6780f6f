import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type {
  AdminContactPageQuery,
  ContactMessageStatus,
} from "../../__generated__/AdminContactPageQuery.graphql";
import type { AdminContactPageUpdateMutation } from "../../__generated__/AdminContactPageUpdateMutation.graphql";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { PageButtons, useCursorPages } from "./CursorPages";
import { useAdminAction } from "./use-admin-action";

// The contact form's inbox: messages newest first, by status, a page at a time
// by the connection's cursors. Opening one shows it whole; an admin the server lets update
// messages (CONTACT_MESSAGE_UPDATE) moves it to read, replied or closed with
// notes, each change audited on the server.

const INBOX_PAGE = 25;
const STATUSES: readonly ContactMessageStatus[] = ["NEW", "READ", "REPLIED", "CLOSED"];

const inboxQuery = graphql`
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
          name
          phoneNumber
          email
          topic
          message
          status
          adminNotes
          language
          createdAt
        }
      }
    }
  }
`;
const updateMutation = graphql`
  mutation AdminContactPageUpdateMutation($id: ID!, $status: ContactMessageStatus!, $notes: String) {
    updateContactMessage(id: $id, status: $status, notes: $notes) {
      __typename
      ... on UpdateContactMessagePayload {
        contactMessage {
          id
          status
          adminNotes
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation(["admin", "contact"]);
  const [status, setStatus] = useState<ContactMessageStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages();
  const mayAct = useAdminMay()("CONTACT_MESSAGE_UPDATE");
  const { notice, run } = useAdminAction();
  const [update, updating] = useMutationPromise<AdminContactPageUpdateMutation>(updateMutation);
  const { adminContactMessages: inbox } = useLazyLoadQuery<AdminContactPageQuery>(
    inboxQuery,
    { first: INBOX_PAGE, after: pages.after, status: status || null },
    { fetchPolicy: "store-and-network" },
  );
  const open = inbox.edges.find(({ node }) => node.id === openId)?.node ?? null;

  async function save(event: FormEvent<HTMLFormElement>, id: string) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = String(form.get("status")) as ContactMessageStatus;
    const notes = String(form.get("notes") ?? "");
    await run(
      () => update({ id, status: next, notes }).then((result) => result.updateContactMessage),
      t("admin:inbox.saved"),
    );
  }

  return (
    <section className="admin-page">
      <h1>{t("admin:inbox.title")}</h1>
      <div className="admin-page__filters">
        <label htmlFor="admin-inbox-status">{t("admin:inbox.status")}</label>
        <select
          id="admin-inbox-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ContactMessageStatus | "");
            setOpenId(null);
            pages.reset();
          }}
        >
          <option value="">{t("admin:inbox.all")}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin:inbox.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <p>{t("admin:inbox.count", { total: inbox.totalCount })}</p>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
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
          {inbox.edges.map(({ node: message }) => (
            <tr key={message.id}>
              <td>{formatDateTime(message.createdAt as string)}</td>
              <td>{message.name}</td>
              <td>{t(`contact:topics.${message.topic}`)}</td>
              <td>{t(`admin:inbox.statuses.${message.status}`)}</td>
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-expanded={openId === message.id}
                  onClick={() => setOpenId(openId === message.id ? null : message.id)}
                >
                  {t("admin:inbox.open")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageButtons pages={pages} pageInfo={inbox.pageInfo} />
      {open ? (
        <article
          className="admin-inbox__message"
          aria-label={t("admin:inbox.messageFrom", { name: open.name })}
        >
          <h2>{t("admin:inbox.messageFrom", { name: open.name })}</h2>
          <dl>
            <dt>{t("admin:inbox.columns.topic")}</dt>
            <dd>{t(`contact:topics.${open.topic}`)}</dd>
            {open.phoneNumber ? (
              <>
                <dt>{t("contact:phone")}</dt>
                <dd>
                  <a href={`tel:+91${open.phoneNumber}`}>{open.phoneNumber}</a>
                </dd>
              </>
            ) : null}
            {open.email ? (
              <>
                <dt>{t("contact:email")}</dt>
                <dd>
                  <a href={`mailto:${open.email}`}>{open.email}</a>
                </dd>
              </>
            ) : null}
            <dt>{t("admin:inbox.language")}</dt>
            <dd>{open.language}</dd>
          </dl>
          <p className="admin-inbox__text">{open.message}</p>
          {mayAct ? (
            <form key={open.id} onSubmit={(event) => void save(event, open.id)}>
              <label htmlFor="admin-inbox-new-status">{t("admin:inbox.status")}</label>
              <select id="admin-inbox-new-status" name="status" defaultValue={open.status}>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin:inbox.statuses.${value}`)}
                  </option>
                ))}
              </select>
              <label htmlFor="admin-inbox-notes">{t("admin:inbox.notes")}</label>
              <textarea
                id="admin-inbox-notes"
                name="notes"
                rows={3}
                defaultValue={open.adminNotes ?? ""}
              />
              <button type="submit" className="button button--primary" aria-disabled={updating}>
                {t("admin:inbox.save")}
              </button>
            </form>
          ) : open.adminNotes ? (
            <p>
              {t("admin:inbox.notes")}: {open.adminNotes}
            </p>
          ) : null}
        </article>
      ) : null}
    </section>
  );
}
