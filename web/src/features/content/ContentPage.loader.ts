import type { LoaderFunctionArgs } from "react-router";
import query, { type ContentPageQuery$data } from "../../__generated__/ContentPageQuery.graphql";
import { currentLanguage } from "../../i18n/current";
import { loadPageData } from "../../relay/page-data";

export function loader(slug: string, _args: LoaderFunctionArgs) {
  return loadPageData<ContentPageQuery$data>(query.params, { slug, language: currentLanguage() });
}
