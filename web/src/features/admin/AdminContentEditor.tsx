import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type {
  AdminContentEditor_entry$key,
  ContentStatus,
} from "../../__generated__/AdminContentEditor_entry.graphql";
import type { AdminContentEditorPreviewQuery } from "../../__generated__/AdminContentEditorPreviewQuery.graphql";
import type { AdminContentEditorSaveMutation } from "../../__generated__/AdminContentEditorSaveMutation.graphql";
import type { ContentKind } from "../../__generated__/AdminContentPageQuery.graphql";
import { LANGUAGES } from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { ContentPictureField } from "./ContentPictureField";
import { addToRootList } from "./root-list";
import type { useAdminAction } from "./use-admin-action";

// An information page, question or post in a Markdown editor whose preview the server renders
// (the same code visitors' pages go through). The answer to Save is the entry as saved: an edited
// one changes in place, a new one joins the list on screen (when it is in the language shown).

const STATUSES: readonly ContentStatus[] = ["DRAFT", "PUBLISHED", "SCHEDULED", "ARCHIVED"];

const entryFragment = graphql`
  fragment AdminContentEditor_entry on ContentEntry {
    id
    slug
    language
    title
    summary
    body
    audience
    position
    status
    publishAt
    author
    coverImageUrl
  }
`;
const previewQuery = graphql`
  query AdminContentEditorPreviewQuery($body: String!) {
    previewMarkdown(body: $body)
  }
`;
const saveMutation = graphql`
  mutation AdminContentEditorSaveMutation($id: ID, $input: ContentEntryInput!) {
    saveContentEntry(id: $id, input: $input) {
      __typename
      ... on SaveContentEntryPayload {
        entry {
          id
          ...AdminContentEditor_entry
          ...AdminContentRow_entry
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** A date as the datetime-local control shows it (the admin's own clock). */
function localInput(iso: unknown): string {
  if (!iso) return "";
  const date = new Date(String(iso));
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function AdminContentEditor({
  entry: key,
  kind,
  language,
  run,
  onClose,
}: {
  /** null: a new entry. */
  entry: AdminContentEditor_entry$key | null;
  kind: ContentKind;
  /** The list's language filter ("" for all). */
  language: string;
  run: ReturnType<typeof useAdminAction>["run"];
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const environment = useRelayEnvironment();
  const current = useFragment(entryFragment, key);
  const [save, saving] = useMutationPromise<AdminContentEditorSaveMutation>(saveMutation);
  const [preview, setPreview] = useState<string | null>(null);

  function formInput(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const publishAt = text("publishAt");
    return {
      kind,
      slug: text("slug").trim(),
      language: text("language"),
      title: text("title"),
      summary: text("summary"),
      body: text("body"),
      audience: kind === "FAQ" ? (text("audience") as "WORKER" | "EMPLOYER") : null,
      position: Number(text("position") || 0),
      status: text("status") as ContentStatus,
      publishAt: publishAt ? new Date(publishAt).toISOString() : null,
      author: text("author"),
      coverImageUrl: text("coverImageUrl").trim() || null,
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = formInput(event.currentTarget);
    const id = current?.id ?? null;
    const saved = await run(
      () =>
        save(
          { id, input },
          {
            updater: (store) => {
              if (id || (language && input.language !== language)) return;
              const entry = store.getRootField("saveContentEntry")?.getLinkedRecord("entry");
              addToRootList(store, entry, "adminContentEntries", {
                kind,
                language: language || null,
              });
            },
          },
        ).then((answer) => answer.saveContentEntry),
      t("content.done.saved"),
    );
    if (saved) onClose();
  }

  async function showPreview(form: HTMLFormElement | null) {
    if (!form) return;
    const body = String(new FormData(form).get("body") ?? "");
    const answer = await fetchQuery<AdminContentEditorPreviewQuery>(environment, previewQuery, {
      body,
    }).toPromise();
    setPreview(answer?.previewMarkdown ?? "");
  }

  return (
    <form className="admin-auth__form admin-content__form" onSubmit={submit} noValidate>
      <h2>{current ? t("content.editing", { title: current.title }) : t("content.new")}</h2>
      <label htmlFor="content-slug">{t("content.fields.slug")}</label>
      <input id="content-slug" name="slug" defaultValue={current?.slug ?? ""} required />
      <label htmlFor="content-language">{t("content.language")}</label>
      <select id="content-language" name="language" defaultValue={current?.language ?? "en"}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <label htmlFor="content-title">{t("content.fields.title")}</label>
      <input id="content-title" name="title" defaultValue={current?.title ?? ""} required />
      <label htmlFor="content-summary">{t("content.fields.summary")}</label>
      <input id="content-summary" name="summary" defaultValue={current?.summary ?? ""} />
      {kind === "FAQ" ? (
        <>
          <label htmlFor="content-audience">{t("content.fields.audience")}</label>
          <select
            id="content-audience"
            name="audience"
            defaultValue={current?.audience ?? "WORKER"}
          >
            <option value="WORKER">{t("content.audiences.WORKER")}</option>
            <option value="EMPLOYER">{t("content.audiences.EMPLOYER")}</option>
          </select>
          <label htmlFor="content-position">{t("content.fields.position")}</label>
          <input
            id="content-position"
            name="position"
            type="number"
            min={0}
            defaultValue={current?.position ?? 0}
          />
        </>
      ) : null}
      {kind === "POST" ? (
        <>
          <label htmlFor="content-author">{t("content.fields.author")}</label>
          <input id="content-author" name="author" defaultValue={current?.author ?? ""} />
          <ContentPictureField
            id="content-cover"
            name="coverImageUrl"
            label={t("content.fields.coverImageUrl")}
            purpose="content_cover"
            defaultValue={current?.coverImageUrl}
          />
        </>
      ) : null}
      <label htmlFor="content-body">{t("content.fields.body")}</label>
      <textarea
        id="content-body"
        name="body"
        rows={16}
        defaultValue={current?.body ?? ""}
        required
      />
      <label htmlFor="content-status">{t("content.fields.status")}</label>
      <select id="content-status" name="status" defaultValue={current?.status ?? "DRAFT"}>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`content.statuses.${status}`)}
          </option>
        ))}
      </select>
      <label htmlFor="content-publish-at">{t("content.fields.publishAt")}</label>
      <input
        id="content-publish-at"
        name="publishAt"
        type="datetime-local"
        defaultValue={localInput(current?.publishAt)}
      />
      <div className="admin-content__buttons">
        <button
          type="button"
          className="button button--ghost"
          onClick={(event) => showPreview(event.currentTarget.form)}
        >
          {t("content.preview")}
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {t("content.save")}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("actions.cancel")}
        </button>
      </div>
      {preview !== null ? (
        <section className="admin-content__preview" aria-label={t("content.preview")}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML off */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </form>
  );
}
