import { expect, type Page, test } from "@playwright/test";
import { freshPhone, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { postJob, signInToken } from "./support/employer-applications";
import { MOBILE } from "./support/sizes";
import { t } from "./support/texts";
import { signedInWorker } from "./support/worker";

// The employer's home: tiles and the applications chart; a worker applies in a
// browser of their own and, without a reload, the employer's recent applications and the
// applications tile follow. Then the employer's own job page offers its applicants and its
// editor, and the analytics page reads at 360 px without sideways scrolling.

const suffix = () => Math.random().toString(36).slice(2, 8);

const tile = (page: Page, name: string) =>
  page
    .locator(".employer-tile")
    .filter({ has: page.getByText(t(`dashboard:employer.tiles.${name}`), { exact: true }) })
    .locator(".employer-tile__value");

test("the employer's dashboard follows an application live", async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Kavita",
    lastName: "Rao",
    company: "Rao Builders",
  });
  const title = `Tiler ${suffix()}`;
  const jobId = await postJob(request, await signInToken(request, employerPhone), title);

  await page.goto("/signin");
  await signIn(page, employerPhone);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(tile(page, "activeJobs")).toHaveText("1");
  await expect(tile(page, "totalJobs")).toHaveText("1");
  await expect(tile(page, "totalApplications")).toHaveText("0");
  await expect(
    page
      .getByRole("region", { name: t("dashboard:employer.activeJobs") })
      .getByRole("link", { name: title }),
  ).toBeVisible();
  // The job's figures in the analytics' range, in the table of the newest jobs.
  await expect(
    page.getByRole("table", { name: t("dashboard:analytics.byJob") }).getByRole("row", {
      name: new RegExp(`^${title}\\s+0\\s+0\\s+0$`),
    }),
  ).toBeVisible();
  const recent = page.getByRole("region", { name: /Recent applications/ });
  await expect(recent).toContainText(t("dashboard:employer.noApplications"));
  // The chart is drawn (uPlot's canvas), with its numbers in a table beside it.
  await expect(page.locator("[data-chart=applications] canvas").first()).toBeVisible();
  await page.getByText(t("dashboard:analytics.showTable")).click();
  await expect(page.getByRole("table", { name: /0 applications from/ })).toBeVisible();

  // A worker applies from the job page in a browser of their own.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signedInWorker(workerPage, request, { firstName: "Sunil", lastName: "Pawar" });
  await workerPage.goto(`/jobs/${encodeURIComponent(jobId)}`);
  await workerPage.getByRole("button", { name: t("job:apply.submit") }).click();
  await expect(workerPage.getByText(t("job:apply.submitted"))).toBeVisible();
  await workerContext.close();

  // The employer's page, never reloaded.
  await expect(
    recent.getByRole("link", {
      name: t("dashboard:employer.appliedFor", { name: "Sunil Pawar", job: title }),
    }),
  ).toBeVisible();
  await expect(tile(page, "totalApplications")).toHaveText("1");
  await expect(tile(page, "newApplications")).toHaveText("1");
  await expect(page.getByRole("heading", { name: /Recent applications \(1\)/ })).toBeVisible();

  // The employer's own job page: applicants and editor, not "Employers cannot apply".
  await page.goto(`/jobs/${encodeURIComponent(jobId)}`);
  await expect(
    page.getByRole("link", { name: t("job:apply.viewApplicants", { count: 1 }) }),
  ).toBeVisible();
  await expect(page.getByText(t("job:apply.employerNote"))).toHaveCount(0);
  await page.getByRole("link", { name: t("job:apply.editJob") }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs\/.+\/edit$/);

  // The analytics page at 360 px: four ranges, the chart, nothing wider than the screen.
  await page.setViewportSize(MOBILE);
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.analytics") })
    .click();
  await expect(page.getByRole("heading", { name: t("dashboard:analytics.title") })).toBeVisible();
  await page.getByRole("button", { name: t("dashboard:analytics.ranges.ALL_TIME") }).click();
  await expect(
    page.getByRole("button", { name: t("dashboard:analytics.ranges.ALL_TIME") }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-chart=applications] canvas").first()).toBeVisible();
  await expect(page.getByRole("table", { name: t("dashboard:analytics.byStatus") })).toContainText(
    "1",
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
