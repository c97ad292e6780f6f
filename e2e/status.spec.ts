import { expect, test } from "@playwright/test";
import { t } from "./support/texts";

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.ok(), "the app shell is served for client routes").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("status.404.title"));
  await expect(page.getByText(t("status.404.body"))).toBeVisible();
  await expect(page).toHaveTitle(`${t("status.404.title")} · ${t("appName")}`);

  await page
    .getByRole("main")
    .getByRole("link", { name: t("status.findJobs") })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
});

// Every route of SPEC section 2 shows a page of its own (screens later issues build say
// "coming soon" for now): never a blank page, the not-found page or an error.
const ROUTES = [
  "/",
  "/jobs",
  "/search",
  "/signin",
  "/role-selection",
  "/register",
  "/employer/dashboard",
  "/labour/dashboard/profile",
  "/admin/login",
  "/admin/dashboard",
  "/pricing",
  "/terms",
  "/privacy",
  "/faq",
  "/about",
  "/blog",
  "/contact",
  "/timeline",
];

test("every route of the app shows a page with a heading", async ({ page }) => {
  for (const path of ROUTES) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText(t("status.404.title"));
    await expect(heading, path).not.toHaveText(t("errors.unexpectedApplication"));
  }
});
