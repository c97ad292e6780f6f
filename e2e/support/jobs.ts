import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { t } from "./texts";

/** The job cards of the result list on /jobs. */
export function jobCards(page: Page): Locator {
  return page.getByRole("region", { name: t("jobs:results.label") }).getByRole("article");
}

/** How many jobs the server has for a search, asked directly (the page shows rounded buckets). */
export async function totalJobs(
  request: APIRequestContext,
  filter: { q?: string; location?: string } = {},
): Promise<number> {
  const response = await request.post("/graphql", {
    data: {
      query: "query ($filter: JobSearchInput) { jobs(first: 1, filter: $filter) { totalCount } }",
      variables: { filter },
    },
  });
  const body = (await response.json()) as { data?: { jobs: { totalCount: number } } };
  if (!body.data) throw new Error(`jobs query failed: ${JSON.stringify(body)}`);
  return body.data.jobs.totalCount;
}
