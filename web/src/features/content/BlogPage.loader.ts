import { type LoaderFunctionArgs, redirect } from "react-router";
import query, { type BlogPageQuery$data } from "../../__generated__/BlogPageQuery.graphql";
import { currentLanguage } from "../../i18n/current";
import { loadPageData } from "../../relay/page-data";

/** `?page=N` (1 on); anything else is sent on to /blog. */
export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? 1 : Number(raw);
  if (raw !== null && (!/^[1-9][0-9]{0,5}$/.test(raw) || page === 1)) return redirect("/blog");
  return loadPageData<BlogPageQuery$data>(query.params, { page, language: currentLanguage() });
}
