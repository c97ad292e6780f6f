import "./content.css";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { ContentPageQuery } from "../../__generated__/ContentPageQuery.graphql";
import { NotFoundPage } from "../../components/StatusPage";
import { usePageHead } from "../../lib/page-head";
import { useRouteQuery } from "../../relay/route-query";
import { ContentBody } from "./ContentBody";
import { useLanguageReload } from "./use-language-reload";

// /privacy, /terms, /pricing, /about and /timeline: the `page` entry of that slug.

export function Component() {
  useLanguageReload();
  const { contentPage: page } = useRouteQuery<ContentPageQuery>(graphql`
    query ContentPageQuery($slug: String!, $language: String) {
      contentPage(slug: $slug, language: $language) {
        title
        description
        html
        language
        updatedAt
      }
    }
  `);
  const { t } = useTranslation();
  usePageHead({
    title: `${page?.title ?? t("status.404.title")} · ${t("appName")}`,
    description: page?.description,
  });
  if (!page) return <NotFoundPage />;
  return (
    <article className="content-page container" aria-labelledby="content-title">
      <h1 id="content-title" lang={page.language}>
        {page.title}
      </h1>
      <ContentBody html={page.html} language={page.language} />
    </article>
  );
}
