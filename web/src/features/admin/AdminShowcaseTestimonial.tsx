import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminShowcaseTestimonial_testimonial$key } from "../../__generated__/AdminShowcaseTestimonial_testimonial.graphql";
import type {
  AdminShowcaseTestimonialSaveMutation,
  ContentStatus,
} from "../../__generated__/AdminShowcaseTestimonialSaveMutation.graphql";
import { LANGUAGES } from "../../config";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import {
  type FormText,
  type ShowcasePart,
  ShowcaseRowEnd,
  ShowcaseStatusFields,
} from "./AdminShowcase";
import { ContentPictureField } from "./ContentPictureField";
import { addToRootList } from "./root-list";

// Testimonials as a part of the showcase editor: a person's words in one language, with their
// trade, place, rating and photo.

const testimonialFragment = graphql`
  fragment AdminShowcaseTestimonial_testimonial on Testimonial {
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
`;

const saveMutation = graphql`
  mutation AdminShowcaseTestimonialSaveMutation($id: ID, $input: TestimonialInput!) {
    saveTestimonial(id: $id, input: $input) {
      __typename
      ... on SaveTestimonialPayload {
        testimonial {
          id
          ...AdminShowcaseTestimonial_testimonial
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Item = { readonly id: string } & AdminShowcaseTestimonial_testimonial$key;

function Row({ item, onEdit }: { item: Item; onEdit?: () => void }) {
  const row = useFragment(testimonialFragment, item);
  return (
    <tr>
      <td>{row.name}</td>
      <td>{[row.role, row.place].filter(Boolean).join(", ")}</td>
      <td>{row.language}</td>
      <ShowcaseRowEnd status={row.status} position={row.position} name={row.name} onEdit={onEdit} />
    </tr>
  );
}

function Fields({ item, language }: { item: Item | null; language: string }) {
  const { t } = useTranslation("admin");
  const current = useFragment(testimonialFragment, item);
  return (
    <>
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
      <ShowcaseStatusFields
        prefix="testimonial"
        status={current?.status}
        position={current?.position}
      />
    </>
  );
}

function useSave(language: string) {
  const [commit, saving] = useMutationPromise<AdminShowcaseTestimonialSaveMutation>(saveMutation);
  const save = (id: string | null, text: FormText) => {
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
    return commit(
      { id, input },
      {
        // A new testimonial joins the list on screen when it is in the language it shows.
        updater: (store) => {
          const saved = store.getRootField("saveTestimonial")?.getLinkedRecord("testimonial");
          if (id || (language && saved?.getValue("language") !== language)) return;
          addToRootList(store, saved, "adminTestimonials", { language: language || null });
        },
      },
    ).then((answer) => answer.saveTestimonial);
  };
  return [save, saving] as const;
}

export const TESTIMONIALS: ShowcasePart<Item> = {
  newLabel: "content.showcase.newTestimonial",
  headers: ["content.showcase.fields.name", "content.showcase.fields.role", "content.language"],
  Row,
  Fields,
  useSave,
};
