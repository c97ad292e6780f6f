import { expect, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { appReady } from "./support/app";
import { t } from "./support/texts";

// The worker's recommended jobs: reached from the dashboard's menu, each card with
// "Why this job" and its reasons in words. Read-only: the demo worker.

const DEMO_WORKER = "9876543210";

test("the demo worker's jobs for them, each with why", async ({ page }) => {
  await page.goto("/signin");
  await signIn(page, DEMO_WORKER);
  await page.waitForURL(/\/labour\/dashboard$/);
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.recommended") })
    .click();
  await page.waitForURL(/\/labour\/dashboard\/recommended$/);
  await expect(
    page.getByRole("heading", { level: 1, name: t("dashboard:recommended.heading") }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await appReady(page);
  const why = page.getByRole("region", { name: t("dashboard:recommended.why") }).first();
  await expect(why).toBeVisible();
  await expect(why.getByRole("listitem").first()).not.toBeEmpty();
});
