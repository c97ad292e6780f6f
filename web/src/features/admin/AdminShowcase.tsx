import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { AdminShowcaseLogoSaveMutation } from "../../__generated__/AdminShowcaseLogoSaveMutation.graphql";
import type {
  AdminShowcaseLogosQuery,
  LogoKind,
} from "../../__generated__/AdminShowcaseLogosQuery.graphql";
import type { AdminShowcaseTestimonialSaveMutation } from "../../__generated__/AdminShowcaseTestimonialSaveMutation.graphql";
import type {
  AdminShowcaseTestimonialsQuery,
  ContentStatus,
} from "../../__generated__/AdminShowcaseTestimonialsQuery.graphql";
import { LANGUAGES } from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { ContentPictureField } from "./ContentPictureField";
import { useAdminAction } from "./use-admin-action";

// The content section's landing-page parts: testimonials (a person's words in
// one language) and the logo grids. Listed with their status for every role that reads content;
// an admin the server lets edit content (CONTENT_EDIT) adds and edits them. The server checks every
// field (a logo's link https only, pictures of this site) and answers field by field.

/** Testimonials and logos are drafts, published or archived: nothing is scheduled. */
const STATUSES: readonly ContentStatus[] = ["DRAFT", "PUBLISHED", "ARCHIVED"];
const LOGO_KINDS: readonly LogoKind[] = ["CLIENT", "PARTNER"];

const testimonialsQuery = graphql`
  query AdminShowcaseTestimonialsQuery($language: String) {
    adminTestimonials(language: $language) {
      id
      name
      role
      place
      content
      rating
      imageUrl
      language
      status
      position
    }
  }
`;
const saveTestimonialMutation = graphql`
  mutation AdminShowcaseTestimonialSaveMutation($id: ID, $input: TestimonialInput!) {
    saveTestimonial(id: $id, input: $input) {
      __typename
      ... on SaveTestimonialPayload {
        testimonial {
          id
          status
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;
const logosQuery = graphql`
  query AdminShowcaseLogosQuery {
    adminPartnerLogos {
      id
      kind
      name
      logoUrl
      linkUrl
      status
      position
    }
  }
`;
const saveLogoMutation = graphql`
  mutation AdminShowcaseLogoSaveMutation($id: ID, $input: PartnerLogoInput!) {
    savePartnerLogo(id: $id, input: $input) {
      __typename
      ... on SavePartnerLogoPayload {
        logo {
          id
          status
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Testimonial = AdminShowcaseTestimonialsQuery["response"]["adminTestimonials"][number];
type Logo = AdminShowcaseLogosQuery["response"]["adminPartnerLogos"][number];

function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  return notice ? (
    <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
      {notice.text}
    </p>
  ) : null;
}

function StatusSelect({ id, value }: { id: string; value: ContentStatus | undefined }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <label htmlFor={id}>{t("content.fields.status")}</label>
      <select id={id} name="status" defaultValue={value ?? "DRAFT"}>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`content.statuses.${status}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The form's fields as text. */
function formText(form: HTMLFormElement) {
  const data = new FormData(form);
  return (name: string) => String(data.get(name) ?? "");
}

export function TestimonialsEditor({ language }: { language: string }) {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const [fetchKey, setFetchKey] = useState(0);
  const { adminTestimonials: rows } = useLazyLoadQuery<AdminShowcaseTestimonialsQuery>(
    testimonialsQuery,
    { language: language || null },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const [save, saving] =
    useMutationPromise<AdminShowcaseTestimonialSaveMutation>(saveTestimonialMutation);
  const { notice, run } = useAdminAction();
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const current = editing === "new" ? null : editing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(event.currentTarget);
    const input = {
      name: text("name"),
      role: text("role"),
      place: text("place"),
      quote: text("quote"),
      rating: Number(text("rating") || 5),
      photoUrl: text("photoUrl").trim() || null,
      language: text("language"),
      status: text("status") as ContentStatus,
      position: Number(text("position") || 0),
    };
    const ok = await run(
      () => save({ id: current?.id ?? null, input }).then((result) => result.saveTestimonial),
      t("content.done.saved"),
    );
    if (ok) {
      setEditing(null);
      setFetchKey((key) => key + 1);
    }
  }

  return (
    <>
      <Notice notice={notice} />
      {mayEdit ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing("new")}
          >
            {t("content.showcase.newTestimonial")}
          </button>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t("content.showcase.fields.name")}</th>
            <th scope="col">{t("content.showcase.fields.role")}</th>
            <th scope="col">{t("content.language")}</th>
            <th scope="col">{t("content.fields.status")}</th>
            <th scope="col">{t("content.fields.position")}</th>
            {mayEdit ? <th scope="col">{t("content.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{[row.role, row.place].filter(Boolean).join(", ")}</td>
              <td>{row.language}</td>
              <td>{t(`content.statuses.${row.status}`)}</td>
              <td>{row.position}</td>
              {mayEdit ? (
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setEditing(row)}
                  >
                    {t("content.showcase.edit", { name: row.name })}
                  </button>
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
          <h2>
            {current
              ? t("content.showcase.editing", { name: current.name })
              : t("content.showcase.newTestimonial")}
          </h2>
          <label htmlFor="testimonial-name">{t("content.showcase.fields.name")}</label>
          <input id="testimonial-name" name="name" defaultValue={current?.name ?? ""} required />
          <label htmlFor="testimonial-role">{t("content.showcase.fields.role")}</label>
          <input id="testimonial-role" name="role" defaultValue={current?.role ?? ""} required />
          <label htmlFor="testimonial-place">{t("content.showcase.fields.place")}</label>
          <input id="testimonial-place" name="place" defaultValue={current?.place ?? ""} />
          <label htmlFor="testimonial-quote">{t("content.showcase.fields.quote")}</label>
          <textarea
            id="testimonial-quote"
            name="quote"
            rows={5}
            defaultValue={current?.content ?? ""}
            required
          />
          <label htmlFor="testimonial-rating">{t("content.showcase.fields.rating")}</label>
          <input
            id="testimonial-rating"
            name="rating"
            type="number"
            min={1}
            max={5}
            defaultValue={current?.rating ?? 5}
          />
          <ContentPictureField
            id="testimonial-photo"
            name="photoUrl"
            label={t("content.showcase.fields.photoUrl")}
            purpose="testimonial_photo"
            defaultValue={current?.imageUrl}
          />
          <label htmlFor="testimonial-language">{t("content.language")}</label>
          <select
            id="testimonial-language"
            name="language"
            defaultValue={current?.language ?? (language || "en")}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <StatusSelect id="testimonial-status" value={current?.status} />
          <label htmlFor="testimonial-position">{t("content.fields.position")}</label>
          <input
            id="testimonial-position"
            name="position"
            type="number"
            min={0}
            defaultValue={current?.position ?? 0}
          />
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

export function LogosEditor() {
  const { t } = useTranslation("admin");
  const mayEdit = useAdminMay()("CONTENT_EDIT");
  const [fetchKey, setFetchKey] = useState(0);
  const { adminPartnerLogos: rows } = useLazyLoadQuery<AdminShowcaseLogosQuery>(
    logosQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const [save, saving] = useMutationPromise<AdminShowcaseLogoSaveMutation>(saveLogoMutation);
  const { notice, run } = useAdminAction();
  const [editing, setEditing] = useState<Logo | "new" | null>(null);
  const current = editing === "new" ? null : editing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(event.currentTarget);
    const input = {
      kind: text("kind") as LogoKind,
      name: text("name"),
      logoUrl: text("logoUrl").trim(),
      linkUrl: text("linkUrl").trim() || null,
      status: text("status") as ContentStatus,
      position: Number(text("position") || 0),
    };
    const ok = await run(
      () => save({ id: current?.id ?? null, input }).then((result) => result.savePartnerLogo),
      t("content.done.saved"),
    );
    if (ok) {
      setEditing(null);
      setFetchKey((key) => key + 1);
    }
  }

  return (
    <>
      <Notice notice={notice} />
      {mayEdit ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing("new")}
          >
            {t("content.showcase.newLogo")}
          </button>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t("content.showcase.fields.name")}</th>
            <th scope="col">{t("content.showcase.fields.kind")}</th>
            <th scope="col">{t("content.showcase.fields.logoUrl")}</th>
            <th scope="col">{t("content.fields.status")}</th>
            <th scope="col">{t("content.fields.position")}</th>
            {mayEdit ? <th scope="col">{t("content.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{t(`content.showcase.logoKinds.${row.kind}`)}</td>
              <td>
                <img src={row.logoUrl} alt="" width={100} height={36} loading="lazy" />
              </td>
              <td>{t(`content.statuses.${row.status}`)}</td>
              <td>{row.position}</td>
              {mayEdit ? (
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setEditing(row)}
                  >
                    {t("content.showcase.edit", { name: row.name })}
                  </button>
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
          <h2>
            {current
              ? t("content.showcase.editing", { name: current.name })
              : t("content.showcase.newLogo")}
          </h2>
          <label htmlFor="logo-kind">{t("content.showcase.fields.kind")}</label>
          <select id="logo-kind" name="kind" defaultValue={current?.kind ?? "PARTNER"}>
            {LOGO_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.showcase.logoKinds.${kind}`)}
              </option>
            ))}
          </select>
          <label htmlFor="logo-name">{t("content.showcase.fields.name")}</label>
          <input id="logo-name" name="name" defaultValue={current?.name ?? ""} required />
          <ContentPictureField
            id="logo-url"
            name="logoUrl"
            label={t("content.showcase.fields.logoUrl")}
            purpose="partner_logo"
            defaultValue={current?.logoUrl}
            required
          />
          <label htmlFor="logo-link">{t("content.showcase.fields.linkUrl")}</label>
          <input
            id="logo-link"
            name="linkUrl"
            type="url"
            placeholder="https://"
            defaultValue={current?.linkUrl ?? ""}
          />
          <StatusSelect id="logo-status" value={current?.status} />
          <label htmlFor="logo-position">{t("content.fields.position")}</label>
          <input
            id="logo-position"
            name="position"
            type="number"
            min={0}
            defaultValue={current?.position ?? 0}
          />
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
