import { expect, test } from "@playwright/test";
import { appReady } from "./support/app";
import { jobCards } from "./support/jobs";
import { searchBar } from "./support/search";
import { DESKTOP, MOBILE } from "./support/sizes";
import { t } from "./support/texts";

// On a phone the suggestion list sits in the flow above the Search button, so the button can
// still be tapped while suggestions are open.
for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("searching plumber in Delhi from the landing page lands on matching jobs", async ({
      page,
    }) => {
      await page.goto("/");
      const bar = searchBar(page);
      await bar.query.fill("plumber");
      await bar.location.fill("Delhi");
      await bar.submit.click();

      await expect(page).toHaveURL(/\/jobs\?q=plumber&location=Delhi$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("jobs:heading.queryLocation", { q: "plumber", location: "Delhi" }),
      );
      const plumberInDelhi = jobCards(page)
        .filter({ has: page.getByRole("heading", { name: /plumber/i }) })
        .filter({ hasText: "Delhi" });
      await expect(plumberInDelhi.first()).toBeVisible();
      // The bar on /jobs carries the words searched for.
      await expect(bar.query).toHaveValue("plumber");
      await expect(bar.location).toHaveValue("Delhi");
    });
  });
}

test("an empty search does nothing but ask for words", async ({ page }) => {
  await page.goto("/");
  await appReady(page);
  const bar = searchBar(page);
  const message = page.getByRole("alert").filter({ hasText: t("search:search_validation_error") });

  await bar.submit.click();
  await expect(message).toBeVisible();
  await expect(bar.query).toHaveAttribute("aria-invalid", "true");

  // Spaces alone are empty too.
  await bar.query.fill("   ");
  await bar.location.fill(" ");
  await bar.submit.click();
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("without its JavaScript the landing page still searches, and the list is drawn", async ({
  page,
}) => {
  // A phone still fetching the app (or never getting it): the browser submits the bar itself,
  // and the server sends the untidy address on to the one the app makes.
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/");
  const bar = searchBar(page);
  await bar.query.fill("  plumber ");
  await bar.query.press("Enter");
  await expect(page).toHaveURL(/\/jobs\?q=plumber$/);
  await expect(jobCards(page).first()).toBeVisible();
});

test("one filled field is enough, and only it goes into the URL", async ({ page }) => {
  await page.goto("/");
  const bar = searchBar(page);
  await bar.query.fill("  electrician ");
  await bar.query.press("Enter");
  await expect(page).toHaveURL(/\/jobs\?q=electrician$/);
  await expect(jobCards(page).first()).toBeVisible();
});

test("a misspelt job is suggested, and a search is remembered as a recent one", async ({
  page,
}) => {
  await page.goto("/");
  // Suggestions are the app's: typed before it has taken over, they come with the next key.
  await appReady(page);
  const bar = searchBar(page);
  await bar.query.fill("plumbr");
  // The role itself, not a title that contains it ("Urgent: Plumber"): their order can vary.
  const suggestion = page.getByRole("option", { name: /^plumber/i }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(bar.query).toHaveValue(/plumber/i);

  await bar.location.fill("Delhi");
  await bar.location.press("Escape");
  await bar.submit.click();
  await expect(page).toHaveURL(/\/jobs\?q=plumber&location=Delhi$/i);

  await page.goto("/");
  await searchBar(page).query.click();
  const recent = page.getByRole("listbox", { name: t("search:recent.title") });
  await expect(recent.getByRole("option").first()).toContainText(/plumber/i);
  await expect(recent.getByRole("option").first()).toContainText("Delhi");
});
