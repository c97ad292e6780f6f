import "./content.css";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import type { ContentPageQuery$data } from "../../__generated__/ContentPageQuery.graphql";
import { NotFoundPage } from "../../components/StatusPage";
import { usePageHead } from "../../lib/page-head";
import { type PageData, PageDataElement } from "../../relay/page-data";
import { ContentBody } from "./ContentBody";
import { useLanguageReload } from "./use-language-reload";

// /privacy, /terms, /pricing, /about and /timeline: the `page` entry of that slug.

export function Component() {
  useLanguageReload();
  const loaded = useLoaderData() as PageData<ContentPageQuery$data>;
  const { contentPage: page } = loaded.data;
  const { t } = useTranslation();
  usePageHead({
    title: `${page?.title ?? t("status.404.title")} · ${t("appName")}`,
    description: page?.description,
  });
  // The data goes along with "not found" too: the browser's first render reads it back.
  if (!page) {
    return (
      <>
        <NotFoundPage />
        <PageDataElement page={loaded} />
      </>
    );
  }
  return (
    <article className="content-page container" aria-labelledby="content-title">
      <h1 id="content-title" lang={page.language}>
        {page.title}
      </h1>
      <ContentBody html={page.html} language={page.language} />
      <PageDataElement page={loaded} />
    </article>
  );
}
