import type { LoaderFunctionArgs } from "react-router";
import query, { type FaqPageQuery$data } from "../../__generated__/FaqPageQuery.graphql";
import { FAQ_QUERY_MAX_LENGTH } from "../../config";
import { currentLanguage } from "../../i18n/current";
import { loadPageData } from "../../relay/page-data";

/** The questions matching `?q=` (all without it), filtered by the server. */
export function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "")
    .trim()
    .slice(0, FAQ_QUERY_MAX_LENGTH);
  return loadPageData<FaqPageQuery$data>(query.params, {
    query: q || null,
    language: currentLanguage(),
  });
}
