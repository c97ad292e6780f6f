import { type Browser, expect, type Page, test } from "@playwright/test";
import { randomLetters } from "./support/accounts";
import { fieldError, jobField, myJob, signedInEmployer } from "./support/employer";
import { jobCards } from "./support/jobs";
import { t } from "./support/texts";

// An employer posts a job through both steps of the form, a visitor finds it on /jobs, the
// employer makes it inactive (gone from /jobs) and active again, edits its pay (the job page
// shows the new pay) and deletes it. A fresh employer and a unique title: reruns stand alone.

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);

/** The result cards a visitor gets for a search, in a browser of their own. */
async function visitorSearch(browser: Browser, title: string, city: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/jobs?${new URLSearchParams({ q: title, location: city })}`);
  // The count is there once the results are (none is an answer too).
  await expect(
    page.getByRole("region", { name: t("jobs:results.label") }).locator(".job-results__count"),
  ).toBeVisible();
  const found = jobCards(page).filter({
    has: page.getByRole("heading", { name: title, exact: true }),
  });
  return { context, found };
}

async function expectNotice(page: Page, key: string) {
  await expect(
    page.getByRole("status").filter({ hasText: t(`employerJobs:notices.${key}`) }),
  ).toBeVisible();
}

test("an employer posts a job, switches it off and on, edits its pay and deletes it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInEmployer(page, request, {
    firstName: "Kiran",
    lastName: "Patil",
    company: "Patil Interiors",
  });

  // Post a job, step 1: a missing title is caught before step 2.
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.postJob") })
    .click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs\/new$/);
  await expect(page.getByText(t("employerJobs:form.step", { step: 1, count: 2 }))).toBeVisible();
  await jobField(page, "job_type").selectOption("DAILY_WAGE");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();
  await expect(fieldError(page, "title")).toHaveText(t("errors:jobTitleRequired"));
  await expect(fieldError(page, "state")).toHaveText(t("errors:stateRequired"));
  await expect(jobField(page, "title")).toBeFocused();

  const title = `Tile fixer ${randomLetters(8)}`;
  await jobField(page, "title").fill(title);
  await jobField(page, "positions").fill("2");
  await jobField(page, "state").selectOption("Maharashtra");
  await jobField(page, "city").selectOption("Pune");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();

  // Step 2: the job details.
  await expect(page.getByText(t("employerJobs:form.step", { step: 2, count: 2 }))).toBeVisible();
  await jobField(page, "description").fill("Floor and wall tiling in a new two-bedroom flat.");
  await jobField(page, "skills").fill("Tiling, Grouting");
  await jobField(page, "salary_amount").fill("900");
  await jobField(page, "salary_period").selectOption("PER_DAY");
  // The preferred languages' Marathi, not the "Add in another language" one beside it.
  const preferred = () =>
    page.getByRole("group", { name: t("employerJobs:fields.preferred_languages") });
  await preferred().getByLabel("मराठी").check();
  await page.getByRole("button", { name: t("employerJobs:form.post") }).click();

  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs$/);
  await expectNotice(page, "posted");
  const row = myJob(page, title);
  await expect(row).toBeVisible();
  await expect(row.getByText(t("employerJobs:row.status.ACTIVE"), { exact: true })).toBeVisible();
  const jobPath = await row.getByRole("link", { name: title }).getAttribute("href");
  expect(jobPath).toMatch(/^\/jobs\/[^/]+$/);

  // A visitor finds it by its title and city, and opens it (a view for the employer).
  const visitor = await visitorSearch(browser, title, "Pune");
  await expect(visitor.found).toHaveCount(1);
  await visitor.found.getByRole("link", { name: title, exact: true }).click();
  const visitorPage = visitor.context.pages()[0] as Page;
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitorPage.waitForLoadState("networkidle");
  await visitor.context.close();

  // Made inactive, it leaves /jobs.
  await row.getByRole("button", { name: t("employerJobs:row.makeInactive") }).click();
  await expectNotice(page, "statusUpdated");
  await expect(row.getByText(t("employerJobs:row.status.INACTIVE"), { exact: true })).toBeVisible();
  const away = await visitorSearch(browser, title, "Pune");
  await expect(away.found).toHaveCount(0);
  await away.context.close();

  // Active again.
  await row.getByRole("button", { name: t("employerJobs:row.reactivate") }).click();
  await expectNotice(page, "statusUpdated");
  await expect(row.getByText(t("employerJobs:row.status.ACTIVE"), { exact: true })).toBeVisible();
  const back = await visitorSearch(browser, title, "Pune");
  await expect(back.found).toHaveCount(1);
  await back.context.close();

  // Edit the pay: the form opens filled in.
  await row.getByRole("link", { name: t("employerJobs:row.edit") }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(jobField(page, "title")).toHaveValue(title);
  await expect(jobField(page, "city")).toHaveValue("Pune");
  await page.getByRole("button", { name: t("employerJobs:form.next") }).click();
  await expect(jobField(page, "salary_amount")).toHaveValue("900");
  await expect(preferred().getByLabel("मराठी")).toBeChecked();
  await jobField(page, "salary_amount").fill("1250");
  await page.getByRole("button", { name: t("employerJobs:form.save") }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs$/);
  await expectNotice(page, "updated");

  await page.goto(jobPath as string);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".job-facts__pay")).toContainText(rupees(1250));
  await expect(page.locator(".job-facts__pay")).toContainText(t("salaryPeriod.PER_DAY"));

  // The visitor's look was counted.
  await page.goto("/employer/dashboard/jobs");
  await expect(
    myJob(page, title)
      .locator("div", { hasText: t("employerJobs:row.views") })
      .locator("dd"),
  ).toHaveText(/^[1-9][\d,]*$/);

  // Delete, after a confirmation that it cannot be undone.
  await myJob(page, title)
    .getByRole("button", { name: t("employerJobs:row.delete") })
    .click();
  const dialog = page.getByRole("dialog", { name: t("employerJobs:deleteDialog.title") });
  await expect(dialog).toContainText(t("employerJobs:deleteDialog.body", { title }));
  await dialog.getByRole("button", { name: t("employerJobs:deleteDialog.confirm") }).click();
  await expectNotice(page, "deleted");
  await expect(myJob(page, title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("employerJobs:myJobs.heading"),
  );
  await expect(myJob(page, title)).toHaveCount(0);
});
