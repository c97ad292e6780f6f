import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContentStatus } from "../../__generated__/AdminShowcaseTestimonial_testimonial.graphql";
import type { appErrorOf } from "../../relay/app-error";
import { AdminNotice } from "./AdminNotice";
import { useAdminMay } from "./admin-access";
import { useAdminAction } from "./use-admin-action";

// The content section's landing-page parts, testimonials (AdminShowcaseTestimonial) and the logo
// grids (AdminShowcaseLogo), in one editor: listed with their status for every role that reads
// content; an admin the server lets edit content (CONTENT_EDIT) adds and edits them. A part says
// what is its own (its columns, its fields, its mutation); the list, the form around the fields,
// Save and Cancel, and what came of a save are this editor's. The server checks every field and
// answers with the item as saved, which the list shows without asking again.

/** Testimonials and logos are drafts, published or archived: nothing is scheduled. */
const STATUSES: readonly ContentStatus[] = ["DRAFT", "PUBLISHED", "ARCHIVED"];

/** A form's fields as text. */
export type FormText = (name: string) => string;

/** What an answer to a save is: the part's payload or an AppError (useAdminAction reads it). */
type SaveAnswer = Parameters<typeof appErrorOf>[0];

export interface ShowcasePart<Item extends { readonly id: string }> {
  /** The i18n key of "New …". */
  newLabel: string;
  /** The i18n keys of the part's own columns, before status and position. */
  headers: readonly string[];
  /** One row: the part's cells, then <ShowcaseRowEnd> (status, position, Edit). */
  Row: (props: { item: Item; onEdit?: () => void }) => ReactNode;
  /** The form's heading and fields for `item` (null: a new one), <ShowcaseStatusFields> last. */
  Fields: (props: { item: Item | null; language: string }) => ReactNode;
  /** The part's save: the id (null: new) and the form's text, answered by the server. */
  useSave: (
    language: string,
  ) => readonly [save: (id: string | null, text: FormText) => Promise<SaveAnswer>, saving: boolean];
}

/** The status, position and Edit cells every part's row ends with. */
export function ShowcaseRowEnd({
  status,
  position,
  name,
  onEdit,
}: {
  status: string;
  position: number;
  name: string;
  onEdit?: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <td>{t(`content.statuses.${status}`)}</td>
      <td>{position}</td>
      {onEdit ? (
        <td>
          <button type="button" className="button button--ghost" onClick={onEdit}>
            {t("content.showcase.edit", { name })}
          </button>
        </td>
      ) : null}
    </>
  );
}

/** The status and position fields every part's form ends with (`prefix`: the fields' ids). */
export function ShowcaseStatusFields({
  prefix,
  status,
  position,
}: {
  prefix: string;
  status: ContentStatus | undefined;
  position: number | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <label htmlFor={`${prefix}-status`}>{t("content.fields.status")}</label>
      <select id={`${prefix}-status`} name="status" defaultValue={status ?? "DRAFT"}>
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`content.statuses.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${prefix}-position`}>{t("content.fields.position")}</label>
      <input
        id={`${prefix}-position`}
        name="position"
        type="number"
        min={0}
        defaultValue={position ?? 0}
      />
    </>
  );
}

export function AdminShowcase<Item extends { readonly id: string }>({
  part,
  items,
  language,
}: {
  part: ShowcasePart<Item>;
  items: readonly Item[];
  /** The content section's language filter ("" for all): a new item's default. */
  language: string;
}) {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const [save, saving] = part.useSave(language);
  const { notice, run } = useAdminAction();
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const current = editing === "new" ? null : editing;
  const { Row, Fields } = part;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text: FormText = (name) => String(data.get(name) ?? "");
    if (await run(() => save(current?.id ?? null, text), t("content.done.saved"))) {
      setEditing(null);
    }
  }

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
            {t(part.newLabel)}
          </button>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            {part.headers.map((header) => (
              <th scope="col" key={header}>
                {t(header)}
              </th>
            ))}
            <th scope="col">{t("content.fields.status")}</th>
            <th scope="col">{t("content.fields.position")}</th>
            {mayEdit ? <th scope="col">{t("content.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <Row key={item.id} item={item} onEdit={mayEdit ? () => setEditing(item) : undefined} />
          ))}
        </tbody>
      </table>
      {mayEdit && editing ? (
        <form
          key={current?.id ?? "new"}
          className="admin-auth__form admin-content__form"
          onSubmit={submit}
          noValidate
        >
          <Fields item={current} language={language} />
          <div className="admin-content__buttons">
            <button type="submit" className="button button--primary" disabled={saving}>
              {t("content.save")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>
              {t("actions.cancel")}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
