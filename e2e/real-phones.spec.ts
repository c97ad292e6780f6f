import { expect, test } from "@playwright/test";
import {
  codesSent,
  field,
  freshPhone,
  freshVoterId,
  randomLetters,
  requestCode,
} from "./support/accounts";
import { jobField, signedInEmployer } from "./support/employer";
import { MOBILE } from "./support/sizes";
import { t } from "./support/texts";

// What got in the way of new users on a 360 px phone: Enter (the keyboard's "Go") posting half a
// job, a reload after the OTP costing another OTP, and the sign-in page's stylesheets fetched
// twice. Each walked as a person on a phone would.

test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

test("Enter in Post-a-job moves on and adds skills as chips; only Post posts", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInEmployer(page, request, {
    firstName: "Asha",
    lastName: "Kale",
    company: "Kale Builders",
  });
  await page.goto("/employer/dashboard/jobs/new");

  // Step 1: Enter in the title goes on to the next field, not to step 2 with errors.
  const title = `Mason helper ${randomLetters(8)}`;
  await jobField(page, "title").fill(title);
  await jobField(page, "title").press("Enter");
  await expect(jobField(page, "title")).not.toBeFocused();
  await expect(page.getByText(t("employerJobs:form.step", { step: 1, count: 2 }))).toBeVisible();
  await expect(page.getByText(t("employerJobs:errors.fixFields"))).toHaveCount(0);
  await jobField(page, "job_type").selectOption("DAILY_WAGE");
  await jobField(page, "positions").fill("3");
  await jobField(page, "state").selectOption("Maharashtra");
  await jobField(page, "city").selectOption("Pune");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();

  // Step 2: Enter in the skills box adds a chip and stays; in the pay box it moves on.
  await expect(page.getByText(t("employerJobs:form.step", { step: 2, count: 2 }))).toBeVisible();
  await jobField(page, "description").fill("Helping the mason on a two-storey house.");
  await jobField(page, "skills").fill("Masonry");
  await jobField(page, "skills").press("Enter");
  await jobField(page, "skills").fill("Plastering");
  await jobField(page, "skills").press("Enter");
  await expect(page.locator(".chip-input__chip")).toHaveText(["Masonry×", "Plastering×"]);
  await expect(jobField(page, "skills")).toBeFocused();
  await jobField(page, "salary_amount").fill("800");
  await jobField(page, "salary_amount").press("Enter");
  await expect(page).toHaveURL(/\/jobs\/new\?step=2$/);
  await jobField(page, "salary_period").selectOption("PER_DAY");

  await page.getByRole("button", { name: t("employerJobs:form.post") }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs$/);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText("Plastering", { exact: true })).toBeVisible();
});

test("a reload after the OTP resumes the registration, without another OTP", async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/register?role=labour");
  const code = await requestCode(page, phone);
  await page.getByLabel(t("auth:otp.label")).fill(code);
  await expect(field(page, "first_name")).toBeVisible();
  const sent = codesSent(phone);

  await page.reload();
  await expect(field(page, "first_name")).toBeVisible();
  await expect(page.getByRole("button", { name: t("auth:phone.send") })).toHaveCount(0);
  expect(codesSent(phone)).toBe(sent);

  await field(page, "first_name").fill("Sunita");
  await field(page, "last_name").fill("Yadav");
  await field(page, "state").selectOption("Bihar");
  await field(page, "city").fill("Patna");
  await page.getByRole("button", { name: t("auth:register.continue") }).click();
  await field(page, "identity_type").selectOption("voter_id");
  await field(page, "identity_number").fill(freshVoterId());
  await page.getByRole("button", { name: t("auth:register.submit") }).click();
  await expect(page).toHaveURL(/\/labour\/dashboard$/);

  // Registered, the tab forgets it: the registration page asks for a phone again.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/register?role=labour");
  await expect(page.getByRole("button", { name: t("auth:phone.send") })).toBeVisible();
});

test("the sign-in page fetches each stylesheet once", async ({ page }) => {
  const fetched = new Map<string, number>();
  page.on("request", (sent) => {
    const url = sent.url();
    if (url.endsWith(".css")) fetched.set(url, (fetched.get(url) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/preload|credentials mode/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: t("auth:signIn.heading") })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fetched.size).toBeGreaterThan(0);
  expect([...fetched].filter(([, count]) => count > 1)).toEqual([]);
  expect(warnings).toEqual([]);
});
