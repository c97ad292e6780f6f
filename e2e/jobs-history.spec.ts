import { expect, type Page, test } from "@playwright/test";
import { appReady } from "./support/app";
import { jobCards } from "./support/jobs";
import { PAGE_SIZE } from "./support/sizes";
import { t } from "./support/texts";

// A later page's address (`/jobs?cursor=`, the "Load more" link's) with the app running: every
// address shows the jobs it names, whichever way history reaches it, and "Load more" still loads
// in place. The no-JavaScript side of the same links is in no-js.spec.ts.

/** The jobs a page lists, by their addresses (titles repeat: many jobs are a "Shop Helper"). */
const jobsOf = (page: Page) =>
  jobCards(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test("back and forward to a later page's address show that page's jobs", async ({ page }) => {
  await page.goto("/jobs");
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
  const firstPage = await jobsOf(page);
  const next = await page
    .getByRole("link", { name: t("jobs:results.loadMore") })
    .getAttribute("href");
  expect(next).toMatch(/^\/jobs\?cursor=[\w-]+$/);

  // The later page drawn by the server (its link followed before the app took over, or shared).
  await page.goto(next ?? "");
  await expect(jobCards(page).first()).toBeVisible();
  await appReady(page);
  const laterPage = await jobsOf(page);
  expect(laterPage.length).toBeGreaterThan(0);
  expect(laterPage.filter((job) => firstPage.includes(job))).toEqual([]);

  // To the first page in the app, then back and forward through history.
  await page.getByRole("link", { name: t("jobs:results.firstPage") }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => jobsOf(page)).toEqual(firstPage);

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?cursor=[\w-]+$/);
  await expect.poll(() => jobsOf(page)).toEqual(laterPage);
  await expect(page.getByRole("link", { name: t("jobs:results.firstPage") })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(() => jobsOf(page)).toEqual(firstPage);
  await expect(page.getByRole("link", { name: t("jobs:results.firstPage") })).toHaveCount(0);

  // "Load more" on the first page loads in place, at the same address...
  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect(jobCards(page)).toHaveCount(2 * PAGE_SIZE);
  await expect(page).toHaveURL(/\/jobs$/);

  // ...and the later page's address still shows only its own jobs; its "Load more" goes on
  // in place from there.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?cursor=[\w-]+$/);
  await expect.poll(() => jobsOf(page)).toEqual(laterPage);
  // (The demo data has many pages of jobs: the later page has a next one.)
  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect.poll(async () => (await jobsOf(page)).length).toBeGreaterThan(PAGE_SIZE);
  const grown = await jobsOf(page);
  expect(grown.slice(0, PAGE_SIZE)).toEqual(laterPage);
  await expect(page).toHaveURL(/\/jobs\?cursor=[\w-]+$/);

  // Forward to the first page keeps its two pages; back keeps the later page's grown list.
  await page.goForward();
  await expect(page).toHaveURL(/\/jobs$/);
  // (Polled: the address changes before the list drawn for it replaces the one shown.)
  await expect.poll(async () => (await jobsOf(page)).slice(0, PAGE_SIZE)).toEqual(firstPage);
  await expect(jobCards(page)).toHaveCount(2 * PAGE_SIZE);
  await page.goBack();
  await expect.poll(() => jobsOf(page)).toEqual(grown);
});

test("a later page opened from a job and back shows its own jobs", async ({ page }) => {
  await page.goto("/jobs");
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
  const next = await page
    .getByRole("link", { name: t("jobs:results.loadMore") })
    .getAttribute("href");
  await page.goto(next ?? "");
  await appReady(page);
  const laterPage = await jobsOf(page);

  // Elsewhere (the first page, then a job from it), then all the way back.
  await page.getByRole("link", { name: t("jobs:results.firstPage") }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
  await jobCards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?cursor=[\w-]+$/);
  await expect.poll(() => jobsOf(page)).toEqual(laterPage);
});
