import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminContentEntries_entries$key } from "../../__generated__/AdminContentEntries_entries.graphql";
import type { ContentKind } from "../../__generated__/AdminContentPageQuery.graphql";
import { AdminContentEditor } from "./AdminContentEditor";
import { AdminContentRow } from "./AdminContentRow";
import { AdminNotice } from "./AdminNotice";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// The content section's pages of one kind (information pages, help-centre questions or blog
// posts) in the language chosen: each with its status; an admin the server lets edit content
// (CONTENT_EDIT) creates and edits them (AdminContentEditor), and publishes or archives them.

export function AdminContentEntries({
  entries: key,
  kind,
  language,
}: {
  entries: AdminContentEntries_entries$key;
  kind: ContentKind;
  /** The language filter ("" for all). */
  language: string;
}) {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const { notice, run } = useAdminAction();
  const entries = useFragment(
    graphql`
      fragment AdminContentEntries_entries on ContentEntry @relay(plural: true) {
        id
        ...AdminContentRow_entry
        ...AdminContentEditor_entry
      }
    `,
    key,
  );
  /** The entry in the editor: an id of the list, or "new". */
  const [editing, setEditing] = useState<string | null>(null);
  const current = entries.find((entry) => entry.id === editing) ?? null;

  return (
    <>
      <AdminNotice notice={notice} />
      {mayEdit ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing("new")}
          >
            {t("content.new")}
          </button>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t("content.fields.slug")}</th>
            <th scope="col">{t("content.language")}</th>
            <th scope="col">{t("content.fields.title")}</th>
            <th scope="col">{t("content.fields.status")}</th>
            <th scope="col">{t("content.fields.publishAt")}</th>
            {mayEdit ? <th scope="col">{t("content.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AdminContentRow
              key={entry.id}
              entry={entry}
              run={run}
              onEdit={mayEdit ? () => setEditing(entry.id) : undefined}
            />
          ))}
        </tbody>
      </table>
      {mayEdit && editing ? (
        <AdminContentEditor
          key={editing}
          entry={current}
          kind={kind}
          language={language}
          run={run}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
