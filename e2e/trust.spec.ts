import { expect, type Page, test } from "@playwright/test";
import { freshPhone, randomLetters, registerWorker, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import {
  applicantCard,
  applyToJob,
  postJob,
  restWrite,
  signInToken,
} from "./support/employer-applications";
import { t } from "./support/texts";
import { myApplication, setApplicationStatus } from "./support/worker";

// Trust in the browser: an employer completes a worker's application; the worker sees the
// employer's phone, says they were paid and rates; neither sees the other's rating until both
// have; then the worker's labour score moves and the job page shows the employer's rating and,
// with three answers (two more made through the API), the "Pays as promised" line.

/** A worker hired and paid through the API: applied, accepted, completed, answered "yes". */
async function paidWorker(
  request: Parameters<typeof registerWorker>[0],
  employerToken: string,
  jobId: string,
) {
  const token = await registerWorker(request, freshPhone(), {
    firstName: "Asha",
    lastName: "Pawar",
  });
  const applicationId = await applyToJob(request, token, jobId, "Available all week.");
  await setApplicationStatus(request, employerToken, applicationId, "accepted");
  await setApplicationStatus(request, employerToken, applicationId, "completed");
  await restWrite(
    request,
    `/applications/${encodeURIComponent(applicationId)}/paid/`,
    { answer: "yes" },
    token,
  );
}

async function overallScore(page: Page): Promise<string> {
  await page.goto("/labour/dashboard");
  const card = page.getByRole("region", { name: t("trust:score.heading") });
  await expect(card).toBeVisible();
  return (await card.getByText(/ \/ 100$/).textContent()) ?? "";
}

async function rate(scope: ReturnType<Page["locator"]>, open: string, stars: number) {
  await scope.getByRole("button", { name: open }).click();
  const star = scope.getByRole("radio", { name: t("trust:rate.stars_other", { count: stars }) });
  // The radio itself is hidden behind its big star: tap the star, as a finger would.
  await scope
    .locator("label")
    .filter({
      has: scope.page().getByRole("radio", { name: t("trust:rate.stars_other", { count: stars }) }),
    })
    .click();
  await expect(star).toBeChecked();
  await scope.getByRole("button", { name: t("trust:rate.submit") }).click();
  await expect(scope.getByText(t("trust:rate.thanks"))).toBeVisible();
}

test("both sides rate a completed job, double-blind, and the reputation shows", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Kiran",
    lastName: "Patil",
    company: `Patil Interiors ${randomLetters(5)}`,
  });
  const employerToken = await signInToken(request, employerPhone);
  const title = `Tiler ${randomLetters(8)}`;
  const jobId = await postJob(request, employerToken, title);
  const workerPhone = freshPhone();
  const workerToken = await registerWorker(request, workerPhone, {
    firstName: "Meena",
    lastName: "Rao",
  });
  const applicationId = await applyToJob(request, workerToken, jobId, "Ready to start Monday.");
  await setApplicationStatus(request, employerToken, applicationId, "accepted");
  await setApplicationStatus(request, employerToken, applicationId, "completed");

  // The worker: the employer's phone, "paid as promised", then the rating.
  await page.goto("/signin");
  await signIn(page, workerPhone);
  await page.waitForURL(/\/labour\/dashboard$/);
  const before = await overallScore(page);
  await page.goto("/labour/dashboard/applications");
  const card = myApplication(page, title);
  await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute(
    "href",
    /^tel:\+91\d{10}$/,
  );
  await expect(card.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/91\d{10}$/,
  );
  await card.getByRole("button", { name: t("trust:paid.YES"), exact: true }).click();
  await expect(card.getByText(t("trust:paid.answered.YES"))).toBeVisible();
  // "Did you work this job?": until the worker says yes the completion, and the employer's
  // rating of them, count nowhere.
  await card.getByRole("button", { name: t("trust:work.worker.completion.yes") }).click();
  await expect(card.getByText(t("trust:work.worker.completion.CONFIRMED"))).toBeVisible();
  await rate(card, t("trust:rate.open_employer"), 4);
  await expect(card.getByText(/Your rating is saved\. You'll see theirs/)).toBeVisible();
  await expect(card.getByText(t("trust:rate.theirs_employer"))).toHaveCount(0);

  // The employer does not see the worker's rating before rating back.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await employerPage.goto("/signin");
  await signIn(employerPage, employerPhone);
  await employerPage.waitForURL(/\/employer\/dashboard$/);
  await employerPage.goto(`/employer/dashboard/jobs/${encodeURIComponent(jobId)}/applications`);
  const applicant = applicantCard(employerPage, "Meena Rao");
  await expect(applicant.getByRole("button", { name: t("trust:rate.open_worker") })).toBeVisible();
  await expect(applicant.getByText(t("trust:rate.theirs_worker"))).toHaveCount(0);
  await rate(applicant, t("trust:rate.open_worker"), 5);
  // Both have rated: revealed at once.
  await expect(applicant.getByText(t("trust:rate.theirs_worker"))).toBeVisible();
  await expect(
    applicant.getByRole("img", { name: t("common:stars", { value: 4, max: 5 }) }),
  ).toBeVisible();
  await employerContext.close();

  // The worker now sees the employer's rating, and their score has moved.
  await page.reload();
  await expect(card.getByText(t("trust:rate.theirs_employer"))).toBeVisible();
  expect(await overallScore(page)).not.toBe(before);

  // Two more workers answer through the API: three answers show the paid line.
  await paidWorker(request, employerToken, jobId);
  await paidWorker(request, employerToken, jobId);
  await page.goto(`/jobs/${encodeURIComponent(jobId)}`);
  const employerCard = page.getByRole("region", { name: t("job:employer.heading") });
  await expect(
    employerCard.getByText(t("job:employer.rating_one", { average: "4.0", count: 1 })),
  ).toBeVisible();
  await expect(
    employerCard.getByText(t("job:employer.paid", { paidInFull: 3, answers: 3 })),
  ).toBeVisible();
});
