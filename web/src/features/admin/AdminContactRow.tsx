import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminContactRow_message$key } from "../../__generated__/AdminContactRow_message.graphql";
import { formatDateTime } from "../../lib/format";

/** One message of the inbox: when, from whom, about what, its status, and Open. */
export function AdminContactRow({
  message: messageKey,
  open,
  onToggle,
}: {
  message: AdminContactRow_message$key;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(["admin", "contact"]);
  const message = useFragment(
    graphql`
      fragment AdminContactRow_message on ContactMessage {
        name
        topic
        status
        createdAt
      }
    `,
    messageKey,
  );
  return (
    <tr>
      <td>{formatDateTime(message.createdAt as string)}</td>
      <td>{message.name}</td>
      <td>{t(`contact:topics.${message.topic}`)}</td>
      <td>{t(`admin:inbox.statuses.${message.status}`)}</td>
      <td>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          onClick={onToggle}
        >
          {t("admin:inbox.open")}
        </button>
      </td>
    </tr>
  );
}
