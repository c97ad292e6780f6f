import "./content.css";
import { useTranslation } from "react-i18next";
import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { FaqPageQuery$data } from "../../__generated__/FaqPageQuery.graphql";
import { FAQ_QUERY_MAX_LENGTH } from "../../config";
import { usePageHead } from "../../lib/page-head";
import { type PageData, PageDataElement } from "../../relay/page-data";
import { ContentBody } from "./ContentBody";
import { useLanguageReload } from "./use-language-reload";

// The help centre: questions for workers, then employers, each with its own link (#slug). The
// search is a plain GET form (?q=) the server answers too, so it works before the JavaScript
// has arrived on a slow phone; the server does the filtering.

export const handle = { title: "content:faq.title" };

const AUDIENCES = ["WORKER", "EMPLOYER"] as const;

export function Component() {
  useLanguageReload();
  const { t } = useTranslation("content");
  const [params] = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  const loaded = useLoaderData() as PageData<FaqPageQuery$data>;
  const { faq } = loaded.data;
  usePageHead({ title: `${t("faq.title")} · ${t("common:appName")}`, description: t("faq.intro") });
  return (
    <section className="content-page container" aria-labelledby="faq-title">
      <h1 id="faq-title">{t("faq.title")}</h1>
      <p>{t("faq.intro")}</p>
      <Form method="get" action="/faq" className="faq-search" role="search">
        <label htmlFor="faq-q">{t("faq.searchLabel")}</label>
        <div className="faq-search__row">
          <input
            id="faq-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={FAQ_QUERY_MAX_LENGTH}
            key={query}
          />
          <button type="submit" className="button button--primary">
            {t("faq.search")}
          </button>
        </div>
      </Form>
      {query && (
        <p className="faq-results">
          {t("faq.resultsFor", { count: faq.length, query })}{" "}
          <Link to="/faq">{t("faq.showAll")}</Link>
        </p>
      )}
      {AUDIENCES.map((audience) => {
        const questions = faq.filter((entry) => entry.audience === audience);
        if (questions.length === 0) return null;
        return (
          <section key={audience} className="faq-group" aria-labelledby={`faq-${audience}`}>
            <h2 id={`faq-${audience}`}>{t(`faq.audience.${audience}`)}</h2>
            {questions.map((entry) => (
              <article key={entry.id} id={entry.slug} className="faq-entry">
                <h3 lang={entry.language}>
                  <a href={`#${entry.slug}`} className="faq-entry__link">
                    {entry.title}
                  </a>
                </h3>
                <ContentBody html={entry.html} language={entry.language} />
              </article>
            ))}
          </section>
        );
      })}
      <PageDataElement page={loaded} />
    </section>
  );
}
