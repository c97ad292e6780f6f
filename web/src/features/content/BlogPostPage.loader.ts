import type { LoaderFunctionArgs } from "react-router";
import query, { type BlogPostPageQuery } from "../../__generated__/BlogPostPageQuery.graphql";
import { currentLanguage } from "../../i18n/current";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<BlogPostPageQuery>("blog-post", query, {
    slug: params.slug ?? "",
    language: currentLanguage(),
  });
}
