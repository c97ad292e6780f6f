import { expect, test } from "@playwright/test";
import { freshPhone, registerWorker, signIn } from "./support/accounts";
import { appReady } from "./support/app";
import { t, tIn } from "./support/texts";

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

test("the not-found page is drawn in the reader's language, with its ways onward", async ({
  page,
}) => {
  for (const language of ["en", "hi"]) {
    const text = (key: string) => tIn(language, key);
    const answer = await page.request.get("/kuch-bhi-nahin", {
      headers: { "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9" },
    });
    expect(answer.status(), language).toBe(404);
    const html = await answer.text();
    expect(html, language).toContain(`<html lang="${language}"`);
    for (const key of [
      "status.404.title",
      "status.404.body",
      "status.helpCentre",
      "status.contact",
    ]) {
      expect(html, `${language} ${key}`).toContain(text(key));
    }
    expect(html).toContain('href="/faq"');
    expect(html).toContain('href="/contact"');
  }
});

test.describe("a browser that reads Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("gets the not-found page in Hindi, with status 404, and the app keeps it Hindi", async ({
    page,
  }) => {
    const response = await page.goto("/kuch-bhi-nahin");
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain(tIn("hi", "status.404.title"));
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tIn("hi", "status.404.title"));
    await expect(
      page.getByRole("navigation", { name: tIn("hi", "status.nextSteps") }).getByRole("link"),
    ).toHaveText([tIn("hi", "status.helpCentre"), tIn("hi", "status.contact")]);
  });
});

test("a worker opening an employer's page gets the 403 page with a way to their own dashboard", async ({
  page,
}) => {
  // Registering, signing in and loading the dashboards' code: slow on a busy machine.
  test.setTimeout(90_000);
  const phone = freshPhone();
  await registerWorker(page.request, phone, { firstName: "Meena", lastName: "Kale" });
  await page.goto("/signin");
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/labour\/dashboard/);
  await page.goto("/employer/dashboard/jobs/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("status.403.title"), {
    timeout: 30_000,
  });
  // Signed in already: sign in again is no way on; their own dashboard is.
  await expect(page.getByText(t("status.403.hintSignedIn"))).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: t("status.signIn") })).toHaveCount(
    0,
  );
  await page
    .getByRole("main")
    .getByRole("link", { name: t("status.dashboard") })
    .click();
  await expect(page).toHaveURL(/\/labour\/dashboard$/);
  // A page both dashboards have still leads to the worker's own.
  await page.goto("/employer/dashboard/profile");
  await expect(page).toHaveURL(/\/labour\/dashboard\/profile$/);
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
