import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminContentRow_entry$key } from "../../__generated__/AdminContentRow_entry.graphql";
import type { AdminContentRowStatusMutation } from "../../__generated__/AdminContentRowStatusMutation.graphql";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import type { useAdminAction } from "./use-admin-action";

/** The one-tap status changes each entry offers, unless it already has that status. */
const STATUS_ACTIONS = [
  { status: "PUBLISHED", label: "content.publish", done: "content.done.published" },
  { status: "ARCHIVED", label: "content.archive", done: "content.done.archived" },
] as const;

const statusMutation = graphql`
  mutation AdminContentRowStatusMutation($id: ID!, $status: ContentStatus!, $publishAt: DateTime) {
    setContentStatus(id: $id, status: $status, publishAt: $publishAt) {
      __typename
      ... on SaveContentEntryPayload {
        entry {
          ...AdminContentRow_entry
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/**
 * One information page, question or post: its address, language, title, status and when it is
 * published; for an admin who may edit content, Edit and the one-tap status changes (their
 * answer, the entry as it now is, changes the row).
 */
export function AdminContentRow({
  entry: key,
  run,
  onEdit,
}: {
  entry: AdminContentRow_entry$key;
  run: ReturnType<typeof useAdminAction>["run"];
  /** Absent for an admin who may not edit content. */
  onEdit?: () => void;
}) {
  const { t } = useTranslation("admin");
  const entry = useFragment(
    graphql`
      fragment AdminContentRow_entry on ContentEntry {
        id
        slug
        language
        title
        status
        publishAt
      }
    `,
    key,
  );
  const [setStatus, moving] = useMutationPromise<AdminContentRowStatusMutation>(statusMutation);
  return (
    <tr>
      <td>{entry.slug}</td>
      <td>{entry.language}</td>
      <td>{entry.title}</td>
      <td>{t(`content.statuses.${entry.status}`)}</td>
      <td>{entry.publishAt ? formatDateTime(String(entry.publishAt)) : ""}</td>
      {onEdit ? (
        <td>
          <button type="button" className="button button--ghost" onClick={onEdit}>
            {t("content.edit", { title: entry.title })}
          </button>
          {STATUS_ACTIONS.filter((action) => entry.status !== action.status).map((action) => (
            <button
              key={action.status}
              type="button"
              className="button button--ghost"
              disabled={moving}
              onClick={() =>
                run(
                  () =>
                    setStatus({ id: entry.id, status: action.status, publishAt: null }).then(
                      (answer) => answer.setContentStatus,
                    ),
                  t(action.done),
                )
              }
            >
              {t(action.label)}
            </button>
          ))}
        </td>
      ) : null}
    </tr>
  );
}
