import "./content.css";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { BlogPageQuery$data } from "../../__generated__/BlogPageQuery.graphql";
import { useDataSaver } from "../../lib/data-saver";
import { formatDate } from "../../lib/format";
import { usePageHead } from "../../lib/page-head";
import { contentPicture } from "../../lib/picture";
import { type PageData, PageDataElement } from "../../relay/page-data";
import { useLanguageReload } from "./use-language-reload";

// The blog: newest first, in pages reached by plain links (?page=N), so a crawler and a phone
// without the JavaScript yet page through it the same way.

export const handle = { title: "content:blog.title" };

/** How wide a card shows its cover at most, px (CONTENT_PICTURES' smaller cover). */
const BLOG_CARD_COVER_WIDTH = 600;

export function Component() {
  useLanguageReload();
  const { t } = useTranslation("content");
  const loaded = useLoaderData() as PageData<BlogPageQuery$data>;
  const { blogPosts } = loaded.data;
  const { page, pageCount, posts } = blogPosts;
  usePageHead({
    title: `${t("blog.title")} · ${t("common:appName")}`,
    description: t("blog.intro"),
  });
  const saveData = useDataSaver();
  const pageHref = (n: number) => (n === 1 ? "/blog" : `/blog?page=${n}`);
  return (
    <section className="content-page container" aria-labelledby="blog-title">
      <h1 id="blog-title">{t("blog.title")}</h1>
      <p>{t("blog.intro")}</p>
      {posts.length === 0 && <p>{t("blog.empty")}</p>}
      <ul className="blog-list">
        {posts.map((post, index) => (
          <li key={post.id} className="blog-card" lang={post.language}>
            {post.coverImageUrl && !saveData && (
              // The card's size of the cover (its frame's width and height: no shift as it
              // loads); the first card's may be in view at once, the others wait to be near.
              <img
                {...contentPicture(post.coverImageUrl, "content_cover", BLOG_CARD_COVER_WIDTH)}
                alt=""
                className="blog-card__cover"
                loading={index === 0 ? undefined : "lazy"}
                decoding="async"
              />
            )}
            <h2>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h2>
            <p className="blog-meta">
              {post.publishAt && (
                <time dateTime={post.publishAt}>{formatDate(post.publishAt)}</time>
              )}
              {post.author && <> · {post.author}</>}
            </p>
            {post.summary && <p>{post.summary}</p>}
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav className="blog-pages" aria-label={t("blog.pages")}>
          {page > 1 && <Link to={pageHref(page - 1)}>{t("blog.newer")}</Link>}
          <span>{t("blog.pageOf", { page, count: pageCount })}</span>
          {page < pageCount && <Link to={pageHref(page + 1)}>{t("blog.older")}</Link>}
        </nav>
      )}
      <PageDataElement page={loaded} />
    </section>
  );
}
