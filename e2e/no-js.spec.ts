import { expect, type Page, test } from "@playwright/test";
import { jobCards } from "./support/jobs";
import { DESKTOP, MOBILE, PAGE_SIZE } from "./support/sizes";
import { t, tIn } from "./support/texts";

// The public pages without JavaScript: what a phone shows before the app's scripts
// have arrived on a slow link, or when they never do. Every control is plain HTML: the search
// bar and the filters are GET forms to /jobs, "Load more" links to the next page, the menus are
// <details>, a language is a link that sets it on the server, and a visitor's Apply and Save
// lead to sign-in and back.

test.use({ javaScriptEnabled: false });
// Every step is a page the server draws; a loaded test machine draws slowly.
test.setTimeout(90_000);

/** The jobs a page lists, by their addresses (titles repeat: many jobs are a "Shop Helper"). */
const jobsOf = (page: Page) =>
  jobCards(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test("search from the landing page opens the job list for the words", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("search", { name: t("search:bar.label") });
  await bar.getByLabel(t("search:bar.query")).fill("  plumber ");
  await bar.getByRole("button", { name: t("search:bar.submit") }).click();
  // The browser's own submit is tidied by the list's loader into the address the app makes.
  await expect(page).toHaveURL(/\/jobs\?q=plumber$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("jobs:heading.query", { q: "plumber" }),
  );
});

test("the filters apply with their button, keep the search words, and clear", async ({ page }) => {
  await page.goto("/jobs?q=a");
  await page.getByLabel(t("jobs:filters.jobType")).selectOption("CONTRACT");
  await page.getByLabel(t("jobs:filters.salaryMin")).fill("1,000");
  await page.getByRole("button", { name: t("jobs:filters.apply") }).click();
  await expect(page).toHaveURL(/\/jobs\?q=a&job_type=contract&salary_min=1000$/);
  // The page drawn for the new address shows the filters it applied.
  await expect(page.getByLabel(t("jobs:filters.jobType"))).toHaveValue("CONTRACT");
  await expect(page.getByLabel(t("jobs:filters.salaryMin"))).toHaveValue("1000");
  await page
    .getByRole("complementary", { name: t("jobs:filters.title") })
    .getByRole("link", { name: t("jobs:filters.clear") })
    .click();
  await expect(page).toHaveURL(/\/jobs\?q=a$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test("the folded filters unfold from their toggle", async ({ page }) => {
    await page.goto("/jobs");
    const state = page.getByLabel(t("jobs:filters.state"));
    await expect(state).toBeHidden();
    await page.getByRole("button", { name: new RegExp(t("jobs:filters.title")) }).click();
    await expect(state).toBeVisible();
  });

  test("the menu opens and closes, with its links and languages", async ({ page }) => {
    await page.goto("/jobs");
    const menu = page.getByRole("dialog", { name: t("nav.main") });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: t("nav.openMenu") }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: t("nav.signIn") })).toBeVisible();
    await expect(menu.getByRole("link", { name: "हिन्दी" })).toBeVisible();
    await menu.getByRole("link", { name: t("nav.about") }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("Load more opens the next page, which links back to the first", async ({ page }) => {
  await page.goto("/jobs");
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
  const first = await jobsOf(page);

  await page.getByRole("link", { name: t("jobs:results.loadMore") }).click();
  await expect(page).toHaveURL(/\/jobs\?cursor=[\w-]+$/);
  await expect(jobCards(page).first()).toBeVisible();
  const second = await jobsOf(page);
  expect(second.length).toBeGreaterThan(0);
  // The next page goes on from the last job of the first (jobs posted meanwhile come first).
  expect(second.filter((job) => first.includes(job))).toEqual([]);

  await page.getByRole("link", { name: t("jobs:results.firstPage") }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(jobCards(page)).toHaveCount(PAGE_SIZE);
});

test("a job opens from the list; a visitor's Apply leads to sign-in and back", async ({ page }) => {
  await page.goto("/jobs");
  const card = jobCards(page).nth(PAGE_SIZE - 1);
  const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/jobs\/[\w-]+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: t("job:apply.button") }).first()).toHaveAttribute(
    "href",
    `/signin?next=${jobPath}`,
  );
});

test.describe("at desktop width", () => {
  test.use({ viewport: DESKTOP });

  test("a language is chosen from the menu, kept, and the page comes back in it", async ({
    page,
  }) => {
    await page.goto("/jobs?q=a");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=a$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      tIn("hi", "jobs:heading.query", { q: "a" }),
    );
    // Kept: the next page is drawn in Hindi too.
    await page
      .getByRole("link", { name: tIn("hi", "nav.about") })
      .first()
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});
