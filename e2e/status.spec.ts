import { expect, test } from "@playwright/test";
import { appReady } from "./support/app";
import { t } from "./support/texts";

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  // The app takes over the server's drawing without complaint (a hydration mismatch is logged).
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs the 404 of the page itself as a failed resource.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status(), "the server itself says not found").toBe(404);
  // The server drew the page: it is there before the app runs.
  expect(await response?.text()).toContain(t("status.404.title"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("status.404.title"));
  await expect(page.getByText(t("status.404.body"))).toBeVisible();
  await appReady(page);
  await expect(page).toHaveTitle(`${t("status.404.title")} · ${t("appName")}`);
  expect(errors).toEqual([]);

  await page
    .getByRole("main")
    .getByRole("link", { name: t("status.findJobs") })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("a path below a page that no route has answers 404 too", async ({ page }) => {
  const response = await page.goto("/jobs/Sm9iOjE/whatever");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("status.404.title"));
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
  // A dashboard's screens to come: its "coming soon" page.
  "/labour/dashboard/recommended-jobs",
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

test("every route of the app answers 200 and shows a page with a heading", async ({ page }) => {
  // Every route in one walk: a few seconds each when the machine is busy.
  test.setTimeout(120_000);
  for (const path of ROUTES) {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(response?.status(), path).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText(t("status.404.title"));
    await expect(heading, path).not.toHaveText(t("errors.unexpectedApplication"));
  }
});
