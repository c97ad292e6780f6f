import "./content.css";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { BlogPostPageQuery$data } from "../../__generated__/BlogPostPageQuery.graphql";
import { NotFoundPage } from "../../components/StatusPage";
import { useDataSaver } from "../../lib/data-saver";
import { formatDate } from "../../lib/format";
import { usePageHead } from "../../lib/page-head";
import { contentPicture } from "../../lib/picture";
import { type PageData, PageDataElement } from "../../relay/page-data";
import { ContentBody } from "./ContentBody";
import { useLanguageReload } from "./use-language-reload";

// One blog post; an unknown or unpublished slug draws "not found" with status 404.

export function Component() {
  useLanguageReload();
  const { t } = useTranslation("content");
  const saveData = useDataSaver();
  const loaded = useLoaderData() as PageData<BlogPostPageQuery$data>;
  const { blogPost: post } = loaded.data;
  usePageHead({
    title: `${post?.title ?? t("common:status.404.title")} · ${t("common:appName")}`,
    description: post?.description,
  });
  // The data goes along with "not found" too: the browser's first render reads it back.
  if (!post) {
    return (
      <>
        <NotFoundPage />
        <PageDataElement page={loaded} />
      </>
    );
  }
  return (
    <article className="content-page container" aria-labelledby="post-title">
      <p>
        <Link to="/blog">{t("blog.all")}</Link>
      </p>
      <h1 id="post-title" lang={post.language}>
        {post.title}
      </h1>
      <p className="blog-meta">
        {post.publishAt && <time dateTime={post.publishAt}>{formatDate(post.publishAt)}</time>}
        {post.author && <> · {post.author}</>}
      </p>
      {post.coverImageUrl && !saveData && (
        // Above the fold: not lazy. Its frame's width and height keep the text from moving.
        <img
          {...contentPicture(post.coverImageUrl, "content_cover")}
          alt=""
          className="blog-cover"
        />
      )}
      <ContentBody html={post.html} language={post.language} />
      <PageDataElement page={loaded} />
    </article>
  );
}
