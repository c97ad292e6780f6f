import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { tIn } from "./texts";

/** The job cards of the result list on /jobs (its label in `language`, English by default). */
export function jobCards(page: Page, language = "en"): Locator {
  return page
    .getByRole("region", { name: tIn(language, "jobs:results.label") })
    .getByRole("article");
}

/** How many jobs the server has for a search, asked directly (the page shows rounded buckets). */
export async function totalJobs(
  request: APIRequestContext,
  filter: { q?: string; location?: string } = {},
): Promise<number> {
  // REST: GraphQL in production runs only the web app's persisted operations for visitors.
  const query = new URLSearchParams({ limit: "1", ...filter });
  const response = await request.get(`/api/v1/jobs/?${query}`);
  const body = (await response.json()) as { total?: number };
  if (typeof body.total !== "number") throw new Error(`jobs query failed: ${JSON.stringify(body)}`);
  return body.total;
}
