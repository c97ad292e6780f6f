import { expect, test } from "@playwright/test";
import {
  type BhashiniDouble,
  startBhashiniDouble,
  translatedByDouble,
} from "../api/test/bhashini-double";
import { randomLetters } from "./support/accounts";
import { jobField, myJob, signedInEmployer } from "./support/employer";
import { type RunningApp, startApp } from "./support/server";
import { t, tIn } from "./support/texts";

// Machine translation with the provider on: an app of its own, started with TRANSLATION_PROVIDER
// pointing at a local double of Bhashini's pipeline inference API (api/test/bhashini-double.ts,
// its real request and response shapes). An employer posting a Tamil Nadu job is offered a Tamil
// draft, edits it and posts it; a Tamil reader reads it marked "translated by computer"; a
// Malayalam reader asks for it in Malayalam. The run's shared app has no provider, and offers none.

const KEY = "e2e-inference-key-0123456789";
let bhashini: BhashiniDouble;
let app: RunningApp;
let sharedDataDir: string | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  bhashini = await startBhashiniDouble(KEY);
  app = await startApp({
    name: "e2e-translation",
    env: {
      TRANSLATION_PROVIDER: "bhashini",
      TRANSLATION_URL: bhashini.url,
      TRANSLATION_API_KEY: KEY,
      OTP_MAX_PER_IP_PER_HOUR: "1000",
      CHECK_USER_MAX_PER_IP_PER_HOUR: "1000",
      OTP_RESEND_SECONDS: "0",
    },
  });
  // Sign-in reads the codes from this app's SMS outbox (support/accounts.ts).
  sharedDataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = app.dataDir;
});

test.afterAll(async () => {
  process.env.E2E_DATA_DIR = sharedDataDir;
  await app?.stop();
  await bhashini?.close();
});

test("an employer posts machine drafts edited; readers see them marked, and ask for their own", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: app.baseURL });
  const request = await playwright.request.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  await signedInEmployer(page, request, {
    firstName: "Selvi",
    lastName: "Raman",
    company: "Raman Builders",
  });

  await page.goto("/employer/dashboard/jobs/new");
  const title = `Mason ${randomLetters(8)}`;
  await jobField(page, "title").fill(title);
  await jobField(page, "job_type").selectOption("DAILY_WAGE");
  await jobField(page, "positions").fill("2");
  await jobField(page, "state").selectOption("Tamil Nadu");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();
  await jobField(page, "description").fill("Brick and plaster work on a new house.");
  await jobField(page, "salary_amount").fill("900");
  await jobField(page, "salary_period").selectOption("PER_DAY");

  // Tamil Nadu's workers read Tamil: one draft, marked for checking, which the employer edits.
  await page.getByRole("button", { name: t("employerJobs:form.translateButton") }).click();
  await expect(
    page.getByText(t("employerJobs:form.translateDone", { languages: "தமிழ்" })),
  ).toBeVisible();
  const tamilTitle = page.getByLabel(t("employerJobs:form.translationTitle", { language: "தமிழ்" }));
  await expect(tamilTitle).toHaveValue(translatedByDouble("ta", title));
  await expect(page.getByText(t("employerJobs:form.machineDraftNote"))).toBeVisible();
  const edited = `கொத்தனார் ${randomLetters(4)}`;
  await tamilTitle.fill(edited);
  expect(bhashini.calls.map((call) => call.targetLanguage)).toEqual(["ta"]);
  await page.getByRole("button", { name: t("employerJobs:form.post") }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs$/);
  const jobPath = await myJob(page, title).getByRole("link", { name: title }).getAttribute("href");
  expect(jobPath).toMatch(/^\/jobs\/[^/]+$/);

  // A Tamil reader reads the edited draft, marked with its language and as translated by computer.
  const tamil = await browser.newContext({ baseURL: app.baseURL, locale: "ta-IN" });
  const tamilPage = await tamil.newPage();
  // Drawn by the server in full (a part it could not draw would make it the 500 page).
  expect((await tamilPage.goto(jobPath as string))?.status()).toBe(200);
  const heading = tamilPage.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(edited);
  await expect(heading).toHaveAttribute("lang", "ta");
  const fromEnglish = tIn("ta", "common:jobLanguage.machineTranslated", {
    language: tIn("ta", "common:jobLanguage.names.en"),
  });
  await expect(tamilPage.getByText(fromEnglish)).toBeVisible();

  // A Malayalam reader sees it as written, with its language, and asks for it in Malayalam.
  const malayalam = await browser.newContext({ baseURL: app.baseURL, locale: "ml-IN" });
  const malayalamPage = await malayalam.newPage();
  expect((await malayalamPage.goto(jobPath as string))?.status()).toBe(200);
  const original = malayalamPage.getByRole("heading", { level: 1 });
  await expect(original).toHaveText(title);
  await expect(original).toHaveAttribute("lang", "en");
  await malayalamPage
    .getByRole("button", {
      name: tIn("ml", "job:translate.button", {
        language: tIn("ml", "common:jobLanguage.names.ml"),
      }),
    })
    .click();
  await expect(original).toHaveText(translatedByDouble("ml", title));
  await expect(original).toHaveAttribute("lang", "ml");
  // Stored: the next reader of Malayalam reads it without a call to the provider.
  const calls = bhashini.calls.length;
  await malayalamPage.reload();
  await expect(malayalamPage.getByRole("heading", { level: 1 })).toHaveText(
    translatedByDouble("ml", title),
  );
  expect(bhashini.calls.length).toBe(calls);

  await Promise.all([context.close(), tamil.close(), malayalam.close(), request.dispose()]);
});
