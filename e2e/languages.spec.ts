import { expect, type Page, test } from "@playwright/test";
import { codesSent, freshPhone, nextCode, randomLetters, registerWorker } from "./support/accounts";
import { appReady } from "./support/app";
import { registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { jobCards } from "./support/jobs";
import { searchBar } from "./support/search";
import { DESKTOP } from "./support/sizes";
import { t, tIn } from "./support/texts";

// A reader with a Hindi browser (Accept-Language hi-IN): pages are drawn on the server in Hindi
// with <html lang="hi">, the menu switches to English without a reload, and after signing in the
// dashboard is in Hindi too. Every language's screens at 360 px: languages-360.spec.ts.

const hi = (key: string, values: Record<string, string | number> = {}) => tIn("hi", key, values);

test.use({ locale: "hi-IN" });

/** Marks the window: a reload would lose the mark. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameWindow: boolean }).__sameWindow = true;
  });
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow === true);

/** Signs in through /signin, every step read in Hindi; the dashboard greets `firstName`. */
async function signInInHindi(page: Page, phone: string, firstName: string) {
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: hi("auth:signIn.heading") })).toBeVisible();
  await appReady(page);
  const sent = codesSent(phone);
  await page.getByLabel(hi("auth:phone.label")).fill(phone);
  await page.getByRole("button", { name: hi("auth:phone.send") }).click();
  await expect(page.getByLabel(hi("auth:otp.label"))).toBeVisible();
  const code = await nextCode(phone, sent);
  await page.getByLabel(hi("auth:otp.label")).fill(code);
  await expect(
    page.getByRole("heading", { level: 1, name: hi("dashboard:welcome", { name: firstName }) }),
  ).toBeVisible();
}

test.describe("a Hindi browser", () => {
  test.use({ viewport: DESKTOP });

  test("gets /jobs drawn in Hindi on the server, and switches to English without a reload", async ({
    page,
  }) => {
    const response = await page.goto("/jobs");
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(hi("jobs:heading.all"));
    expect(html).toContain(hi("nav.findJobs"));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(
      page.getByRole("heading", { level: 1, name: hi("jobs:heading.all") }),
    ).toBeVisible();

    // Places in the reader's script, drawn so on the server and kept by the app; the filter
    // still sends the English name.
    const maharashtra = page.locator('select[name="state"] option[value="Maharashtra"]');
    expect(html).toMatch(/<option value="Maharashtra"[^>]*>महाराष्ट्र<\/option>/);

    await appReady(page);
    await expect(maharashtra).toHaveText("महाराष्ट्र");
    await markWindow(page);
    await page.getByRole("button", { name: "हिन्दी" }).click();
    await page
      .getByRole("list", { name: hi("nav.chooseLanguage") })
      .getByRole("link", { name: "English" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: t("jobs:heading.all") }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(maharashtra).toHaveText("Maharashtra");
    expect(await sameWindow(page)).toBe(true);

    // The choice is remembered, and the server draws the next page in it.
    const next = await page.goto("/jobs");
    expect((await next?.text()) ?? "").toMatch(/<html lang="en"/);
    await expect(
      page.getByRole("heading", { level: 1, name: t("jobs:heading.all") }),
    ).toBeVisible();
  });

  test.describe("registered in Hindi", () => {
    // The account's language is the one it registered in (that request's Accept-Language) until
    // the menu changes it; signing in on a device with no choice of its own adopts it.
    test.use({ extraHTTPHeaders: { "accept-language": "hi-IN,hi;q=0.9" } });

    test("signs in and sees the dashboard in Hindi", async ({ page, request }) => {
      const phone = freshPhone();
      await registerWorker(request, phone, { firstName: "Sunita", lastName: "Devi" });
      await signInInHindi(page, phone, "Sunita");
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(
        page.getByRole("link", { name: hi("dashboard:nav.applications") }).first(),
      ).toBeVisible();
    });

    test("searches प्लंबर in नाशिक and applies, every step in Hindi", async ({ page, request }) => {
      test.setTimeout(120_000);
      // An employer's job written in English: the trade table and the places table meet the
      // Hindi words typed below.
      const employerPhone = freshPhone();
      await registerEmployer(request, employerPhone, {
        firstName: "Kiran",
        lastName: "Patil",
        company: "Patil Plumbing Works",
      });
      const employerToken = await signInToken(request, employerPhone);
      const title = `Plumber for bathroom fitting ${randomLetters(8)}`;
      await restWrite(
        request,
        "/jobs/",
        {
          title,
          description: "Fitting taps, pipes and a geyser in two bathrooms; tools provided.",
          state: "Maharashtra",
          city: "Nashik",
          job_type: "daily_wage",
          positions: 1,
          salary_amount: 900,
          salary_period: "per_day",
          skills: ["Plumbing"],
        },
        employerToken,
      );

      const phone = freshPhone();
      await registerWorker(request, phone, { firstName: "Ramesh", lastName: "Yadav" });
      await signInInHindi(page, phone, "Ramesh");

      // A signed-in worker's home is their dashboard; the job list carries the search bar.
      await page.goto("/jobs");
      await appReady(page);
      const bar = searchBar(page, "hi");
      await bar.query.fill("प्लंबर");
      await bar.location.fill("नाशिक");
      await bar.submit.click();
      await expect(page).toHaveURL(/\/jobs\?q=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        hi("jobs:heading.queryLocation", { q: "प्लंबर", location: "नाशिक" }),
      );
      const card = jobCards(page, "hi").filter({ hasText: title });
      await expect(card).toBeVisible();
      await card.getByRole("link", { name: title, exact: true }).click();

      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      const apply = page.getByRole("button", { name: hi("job:apply.submit") });
      await apply.click();
      await expect(page.getByRole("status")).toContainText(hi("job:apply.submitted"));
      await expect(page.getByRole("heading", { name: hi("job:apply.applied") })).toBeVisible();
      // Nothing on the way fell back to English.
      await expect(page.getByText(t("job:apply.applied"), { exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: t("job:apply.submit") })).toHaveCount(0);
    });
  });
});
