import type { LoaderFunctionArgs } from "react-router";
import query, { type BlogPostPageQuery$data } from "../../__generated__/BlogPostPageQuery.graphql";
import { currentLanguage } from "../../i18n/current";
import { loadPageData } from "../../relay/page-data";

export function loader({ params }: LoaderFunctionArgs) {
  return loadPageData<BlogPostPageQuery$data>(query.params, {
    slug: params.slug ?? "",
    language: currentLanguage(),
  });
}
