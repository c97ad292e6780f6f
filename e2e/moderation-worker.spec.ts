import { expect, test } from "@playwright/test";
import { freshPhone, randomLetters, registerWorker, signIn } from "./support/accounts";
import { myJob, registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// Moderation in the browser, the worker's side: a job that names a fee is listed with a plain
// warning never to pay an employer; one that demands a registration fee is held for review (its
// employer's list says so) and no worker can open it; the worker reports the first job from its
// page and is thanked.

const JOB = {
  state: "Maharashtra",
  city: "Pune",
  job_type: "daily_wage",
  positions: 3,
  salary_amount: 650,
  salary_period: "per_day",
  skills: ["Packing"],
};

test("a worker sees the payment warning on a job naming a fee and reports it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Sunil",
    lastName: "More",
    company: "More Logistics",
  });
  const employerToken = await signInToken(request, employerPhone);
  const named = await restWrite(
    request,
    "/jobs/",
    {
      ...JOB,
      title: `Warehouse packers ${randomLetters(6)}`,
      description:
        "Packing cartons. ₹650 per day. A small fee is taken for the uniform on day one.",
    },
    employerToken,
  );
  const demanded = await restWrite(
    request,
    "/jobs/",
    {
      ...JOB,
      title: `Packers needed ${randomLetters(6)}`,
      description: "Registration fee ₹2,000 to confirm your seat. Pay to hiring@okaxis",
    },
    employerToken,
  );
  expect(demanded.moderation_status).toBe("flagged");

  // The employer's list says the demanding job is under review, and why.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await employerPage.goto("/signin");
  await signIn(employerPage, employerPhone);
  await expect(employerPage).toHaveURL(/\/employer\/dashboard$/);
  await employerPage.goto("/employer/dashboard/jobs");
  const held = myJob(employerPage, String(demanded.title));
  await expect(held).toContainText(t("employerJobs:row.moderation.FLAGGED"));
  await expect(held).toContainText(t("errors:jobUnderReview"));
  await employerContext.close();

  const workerPhone = freshPhone();
  await registerWorker(request, workerPhone, { firstName: "Meena", lastName: "Jadhav" });
  await page.goto("/signin");
  await signIn(page, workerPhone);
  await expect(page).toHaveURL(/\/labour\/dashboard$/);

  // The held job is nobody's to read but its employer's (and the admins').
  await page.goto(`/jobs/${encodeURIComponent(String(demanded.id))}`);
  await expect(page.getByRole("heading", { name: String(demanded.title) })).toHaveCount(0);

  await page.goto(`/jobs/${encodeURIComponent(String(named.id))}`);
  await expect(page.getByRole("heading", { name: String(named.title) })).toBeVisible();
  await expect(page.getByRole("note")).toContainText(t("job:safety.neverPay"));

  await page.getByRole("button", { name: t("job:report.button") }).click();
  const dialog = page.getByRole("dialog", { name: t("job:report.title") });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: t("job:report.reasons.ASKS_FOR_MONEY") }).check();
  await dialog
    .getByRole("textbox", { name: new RegExp(t("job:report.detailsLabel")) })
    .fill("The employer asked me to pay ₹500 on the phone first.");
  await dialog.getByRole("button", { name: t("job:report.submit") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: t("job:report.thanks") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("job:report.button") })).toHaveCount(0);
});
