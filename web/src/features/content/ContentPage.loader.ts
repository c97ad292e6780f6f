import type { LoaderFunctionArgs } from "react-router";
import query, { type ContentPageQuery } from "../../__generated__/ContentPageQuery.graphql";
import { currentLanguage } from "../../i18n/current";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader(slug: string, _args: LoaderFunctionArgs) {
  return preloadRouteQuery<ContentPageQuery>("content-page", query, {
    slug,
    language: currentLanguage(),
  });
}
