import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useSearchParams } from "react-router";
import type { AdminContentPageQuery } from "../../__generated__/AdminContentPageQuery.graphql";
import { LANGUAGES } from "../../config";
import { useRouteQuery } from "../../relay/route-query";
import { AdminContentEntries } from "./AdminContentEntries";
import { AdminShowcase } from "./AdminShowcase";
import { LOGOS } from "./AdminShowcaseLogo";
import { TESTIMONIALS } from "./AdminShowcaseTestimonial";
import { ContentLanguages } from "./ContentLanguages";
import { contentChoice, KINDS, SHOWCASE } from "./content-filters";

// The content section: information pages, help-centre questions and blog posts per language
// (AdminContentEntries) with the languages each lacks or has older than the English
// (ContentLanguages), and the landing page's testimonials and logos (AdminShowcase). What is
// shown lives in the address; the route's loader asks for it (AdminContentPage.loader.ts).

export const contentQuery = graphql`
  query AdminContentPageQuery(
    $kind: ContentKind!
    $language: String
    $entries: Boolean!
    $testimonials: Boolean!
    $logos: Boolean!
  ) {
    adminContentEntries(kind: $kind, language: $language) @include(if: $entries) {
      ...AdminContentEntries_entries
    }
    ...ContentLanguages_query @include(if: $entries) @arguments(kind: $kind) @alias(as: "languages")
    adminTestimonials(language: $language) @include(if: $testimonials) {
      id
      ...AdminShowcaseTestimonial_testimonial
    }
    adminPartnerLogos @include(if: $logos) {
      id
      ...AdminShowcaseLogo_logo
    }
  }
`;

export function Component() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const { kind, showcase, language } = contentChoice(params);
  const data = useRouteQuery<AdminContentPageQuery>(contentQuery);
  const choose = (name: "kind" | "language", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  return (
    <section className="admin-page">
      <h1>{t("content.title")}</h1>
      <div className="admin-filters">
        <label>
          {t("content.kind")}{" "}
          <select value={showcase ?? kind} onChange={(event) => choose("kind", event.target.value)}>
            {[...KINDS, ...SHOWCASE].map((value) => (
              <option key={value} value={value}>
                {t(`content.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          {t("content.language")}{" "}
          <select value={language} onChange={(event) => choose("language", event.target.value)}>
            <option value="">{t("content.allLanguages")}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.adminContentEntries ? (
        <AdminContentEntries
          key={`${kind}-${language}`}
          entries={data.adminContentEntries}
          kind={kind}
          language={language}
        />
      ) : null}
      {data.languages ? <ContentLanguages query={data.languages} /> : null}
      {data.adminTestimonials ? (
        <AdminShowcase part={TESTIMONIALS} items={data.adminTestimonials} language={language} />
      ) : null}
      {data.adminPartnerLogos ? (
        <AdminShowcase part={LOGOS} items={data.adminPartnerLogos} language={language} />
      ) : null}
    </section>
  );
}
