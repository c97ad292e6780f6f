import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { AdminContentPagePreviewQuery } from "../../__generated__/AdminContentPagePreviewQuery.graphql";
import type {
  AdminContentPageQuery,
  ContentKind,
  ContentStatus,
} from "../../__generated__/AdminContentPageQuery.graphql";
import type { AdminContentPageSaveMutation } from "../../__generated__/AdminContentPageSaveMutation.graphql";
import type { AdminContentPageStatusMutation } from "../../__generated__/AdminContentPageStatusMutation.graphql";
import { LANGUAGES } from "../../config";
import { formatDateTime } from "../../lib/format";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { LogosEditor, TestimonialsEditor } from "./AdminShowcase";
import { useAdminMay } from "./admin-access";
import { ContentLanguages } from "./ContentLanguages";
import { ContentPictureField } from "./ContentPictureField";
import { useAdminAction } from "./use-admin-action";

// The content section: information pages, help-centre questions and blog posts per
// language. Each is listed with its status; an admin the server lets edit content (CONTENT_EDIT)
// creates and edits them in a Markdown editor whose preview the server renders
// (the same code visitors' pages go through), and publishes, schedules or archives them. The
// landing page's testimonials and logos are shown here too (AdminShowcase.tsx).

/** The one-tap status changes each entry offers, unless it already has that status. */
const STATUS_ACTIONS = [
  { status: "PUBLISHED", label: "content.publish", done: "content.done.published" },
  { status: "ARCHIVED", label: "content.archive", done: "content.done.archived" },
] as const;
const KINDS: readonly ContentKind[] = ["PAGE", "FAQ", "POST"];
/** The landing page's parts, listed after the entries' kinds. */
const SHOWCASE = ["TESTIMONIAL", "LOGO"] as const;
type Showcase = (typeof SHOWCASE)[number];
const STATUSES: readonly ContentStatus[] = ["DRAFT", "PUBLISHED", "SCHEDULED", "ARCHIVED"];

const listQuery = graphql`
  query AdminContentPageQuery($kind: ContentKind!, $language: String) {
    adminContentEntries(kind: $kind, language: $language) {
      id
      kind
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
  }
`;
const previewQuery = graphql`
  query AdminContentPagePreviewQuery($body: String!) {
    previewMarkdown(body: $body)
  }
`;
const saveMutation = graphql`
  mutation AdminContentPageSaveMutation($id: ID, $input: ContentEntryInput!) {
    saveContentEntry(id: $id, input: $input) {
      __typename
      ... on SaveContentEntryPayload {
        entry {
          id
          status
          title
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const statusMutation = graphql`
  mutation AdminContentPageStatusMutation($id: ID!, $status: ContentStatus!, $publishAt: DateTime) {
    setContentStatus(id: $id, status: $status, publishAt: $publishAt) {
      __typename
      ... on SaveContentEntryPayload {
        entry {
          id
          status
          publishAt
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Entry = AdminContentPageQuery["response"]["adminContentEntries"][number];

/** A date as the datetime-local control shows it (the admin's own clock). */
function localInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function Component() {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const environment = useRelayEnvironment();
  const [kind, setKind] = useState<ContentKind>("PAGE");
  const [showcase, setShowcase] = useState<Showcase | null>(null);
  const [language, setLanguage] = useState("");
  const [fetchKey, setFetchKey] = useState(0);
  const { adminContentEntries: entries } = useLazyLoadQuery<AdminContentPageQuery>(
    listQuery,
    { kind, language: language || null },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const [save, saving] = useMutationPromise<AdminContentPageSaveMutation>(saveMutation);
  const [setStatus, moving] = useMutationPromise<AdminContentPageStatusMutation>(statusMutation);
  const busy = saving || moving;
  const { notice, run } = useAdminAction();
  /** The entry in the editor: one of the list, or "new". */
  const [editing, setEditing] = useState<Entry | "new" | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  async function decide(action: Parameters<typeof run>[0], done: string) {
    const ok = await run(action, done);
    if (ok) setFetchKey((key) => key + 1);
    return ok;
  }

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
    const id = editing && editing !== "new" ? editing.id : null;
    const ok = await decide(
      () => save({ id, input }).then((result) => result.saveContentEntry),
      t("content.done.saved"),
    );
    if (ok) {
      setEditing(null);
      setPreview(null);
    }
  }

  async function showPreview(form: HTMLFormElement | null) {
    if (!form) return;
    const body = String(new FormData(form).get("body") ?? "");
    const answer = await fetchQuery<AdminContentPagePreviewQuery>(environment, previewQuery, {
      body,
    }).toPromise();
    setPreview(answer?.previewMarkdown ?? "");
  }

  const current = editing === "new" ? null : editing;
  return (
    <section className="admin-page">
      <h1>{t("content.title")}</h1>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
          {notice.text}
        </p>
      ) : null}
      <div className="admin-filters">
        <label>
          {t("content.kind")}{" "}
          <select
            value={showcase ?? kind}
            onChange={(event) => {
              const value = event.target.value;
              const part = SHOWCASE.find((name) => name === value) ?? null;
              setShowcase(part);
              if (!part) setKind(value as ContentKind);
              setEditing(null);
            }}
          >
            {[...KINDS, ...SHOWCASE].map((value) => (
              <option key={value} value={value}>
                {t(`content.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          {t("content.language")}{" "}
          <select value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t("content.allLanguages")}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>{" "}
        {mayEdit && !showcase ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing("new")}
          >
            {t("content.new")}
          </button>
        ) : null}
      </div>
      {showcase === "TESTIMONIAL" ? <TestimonialsEditor language={language} /> : null}
      {showcase === "LOGO" ? <LogosEditor /> : null}
      {showcase ? null : (
        <>
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
                <tr key={entry.id}>
                  <td>{entry.slug}</td>
                  <td>{entry.language}</td>
                  <td>{entry.title}</td>
                  <td>{t(`content.statuses.${entry.status}`)}</td>
                  <td>{entry.publishAt ? formatDateTime(String(entry.publishAt)) : ""}</td>
                  {mayEdit ? (
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => {
                          setEditing(entry);
                          setPreview(null);
                        }}
                      >
                        {t("content.edit", { title: entry.title })}
                      </button>
                      {STATUS_ACTIONS.filter((action) => entry.status !== action.status).map(
                        (action) => (
                          <button
                            key={action.status}
                            type="button"
                            className="button button--ghost"
                            disabled={busy}
                            onClick={() =>
                              decide(
                                () =>
                                  setStatus({
                                    id: entry.id,
                                    status: action.status,
                                    publishAt: null,
                                  }).then((result) => result.setContentStatus),
                                t(action.done),
                              )
                            }
                          >
                            {t(action.label)}
                          </button>
                        ),
                      )}
                    </td>
                  ) : null}
                </tr>
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
              <h2>{current ? t("content.editing", { title: current.title }) : t("content.new")}</h2>
              <label htmlFor="content-slug">{t("content.fields.slug")}</label>
              <input id="content-slug" name="slug" defaultValue={current?.slug ?? ""} required />
              <label htmlFor="content-language">{t("content.language")}</label>
              <select
                id="content-language"
                name="language"
                defaultValue={current?.language ?? "en"}
              >
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
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t("content.save")}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setEditing(null);
                    setPreview(null);
                  }}
                >
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
          ) : null}
        </>
      )}
      {showcase ? null : <ContentLanguages kind={kind} fetchKey={fetchKey} />}
    </section>
  );
}
