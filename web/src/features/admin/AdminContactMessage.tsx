import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  AdminContactMessage_message$key,
  ContactMessageStatus,
} from "../../__generated__/AdminContactMessage_message.graphql";
import type { AdminContactMessageUpdateMutation } from "../../__generated__/AdminContactMessageUpdateMutation.graphql";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminNotice } from "./AdminNotice";
import { useAdminMay } from "./admin-access";
import { CONTACT_STATUSES } from "./contact-statuses";
import { useAdminAction } from "./use-admin-action";

// One message of the contact form, whole. An admin the server lets update messages
// (CONTACT_MESSAGE_UPDATE) moves it to read, replied or closed with notes (audited on the
// server); the answer is the message as it now is, so its row changes too.

const messageFragment = graphql`
  fragment AdminContactMessage_message on ContactMessage {
    id
    name
    phoneNumber
    email
    topic
    message
    status
    adminNotes
    language
  }
`;

const updateMutation = graphql`
  mutation AdminContactMessageUpdateMutation(
    $id: ID!
    $status: ContactMessageStatus!
    $notes: String
  ) {
    updateContactMessage(id: $id, status: $status, notes: $notes) {
      __typename
      ... on UpdateContactMessagePayload {
        contactMessage {
          ...AdminContactMessage_message
          ...AdminContactRow_message
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminContactMessage({
  message: key,
}: {
  message: AdminContactMessage_message$key;
}) {
  const { t } = useTranslation(["admin", "contact"]);
  const open = useFragment(messageFragment, key);
  const mayAct = useAdminMay()("CONTACT_MESSAGE_UPDATE");
  const { notice, run } = useAdminAction();
  const [update, updating] = useMutationPromise<AdminContactMessageUpdateMutation>(updateMutation);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get("status")) as ContactMessageStatus;
    const notes = String(form.get("notes") ?? "");
    await run(
      () => update({ id: open.id, status, notes }).then((result) => result.updateContactMessage),
      t("admin:inbox.saved"),
    );
  }

  return (
    <article
      className="admin-inbox__message"
      aria-label={t("admin:inbox.messageFrom", { name: open.name })}
    >
      <h2>{t("admin:inbox.messageFrom", { name: open.name })}</h2>
      <AdminNotice notice={notice} />
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
        <form onSubmit={(event) => void save(event)}>
          <label htmlFor="admin-inbox-new-status">{t("admin:inbox.status")}</label>
          <select id="admin-inbox-new-status" name="status" defaultValue={open.status}>
            {CONTACT_STATUSES.map((value) => (
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
  );
}
