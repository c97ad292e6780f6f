import { expect, type Page, test } from "@playwright/test";
import { freshPhone, randomLetters, registerWorker, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import {
  myApplication,
  postJobAskingResume,
  setApplicationStatus,
  signedInWorker,
  writeResumePdf,
} from "./support/worker";

// The worker's side of applications: apply from the job page (with a real PDF resume), follow it
// in "my applications", withdraw one, keep saved jobs across a reload, and confirm the contact of
// an accepted application. Fresh accounts and unique titles: reruns stand alone.

/** A new employer with a session token, ready to post jobs through the API. */
async function employer(request: Parameters<typeof registerEmployer>[0]) {
  const phone = freshPhone();
  await registerEmployer(request, phone, {
    firstName: "Kiran",
    lastName: "Patil",
    company: "Patil Interiors",
  });
  return signInToken(request, phone);
}

const jobPage = (id: string) => `/jobs/${encodeURIComponent(id)}`;

async function openMyApplications(page: Page) {
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.applications") })
    .click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/applications$/);
  await expect(
    page.getByRole("heading", { name: t("applications:myApplications.heading") }),
  ).toBeVisible();
}

test("a worker applies with a resume and finds it in my applications", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const employerToken = await employer(request);
  const title = `Wiring helper ${randomLetters(8)}`;
  const jobId = await postJobAskingResume(request, employerToken, title);
  await signedInWorker(page, request, { firstName: "Ravi", lastName: "Kumar" });

  await page.goto(jobPage(jobId));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const submit = page.getByRole("button", { name: t("job:apply.submit") });
  // The job asks for a resume: sending without one is stopped before anything is sent.
  await submit.click();
  await expect(page.getByText(t("job:apply.resumeMissing"))).toBeVisible();

  const resume = testInfo.outputPath("resume.pdf");
  writeResumePdf(resume);
  await page.getByLabel(t("job:apply.coverNote")).fill("Five years of house wiring.");
  await page.getByLabel(t("job:apply.resume"), { exact: true }).setInputFiles(resume);
  await expect(page.getByText(/resume\.pdf/)).toBeVisible();
  await submit.click();
  await expect(page.getByRole("status")).toContainText(t("job:apply.submitted"));
  await expect(page.getByRole("heading", { name: t("job:apply.applied") })).toBeVisible();
  await expect(page.getByText(t("applicationStatus:label.PENDING"))).toBeVisible();

  // A reload asks the server: the application is there, so no form.
  await page.reload();
  await expect(page.getByRole("heading", { name: t("job:apply.applied") })).toBeVisible();
  await expect(submit).toHaveCount(0);

  await page.getByRole("link", { name: t("job:apply.myApplications") }).click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/applications$/);
  // The address changes before the new page is drawn; until then the job page, whose own
  // article has the same heading, is still on screen.
  await expect(
    page.getByRole("heading", { name: t("applications:myApplications.heading") }),
  ).toBeVisible();
  const card = myApplication(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText(t("applicationStatus:label.PENDING"))).toBeVisible();
  await expect(card.getByText("Patil Interiors")).toBeVisible();
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", jobPage(jobId));

  // The status filter lives in the address.
  await page.getByRole("link", { name: t("applicationStatus:label.ACCEPTED") }).click();
  await expect(page).toHaveURL(/\?status=accepted$/);
  await expect(page.getByText(t("applications:myApplications.emptyFiltered"))).toBeVisible();
});

test("a worker applies and withdraws the application", async ({ page, request }) => {
  test.setTimeout(120_000);
  const employerToken = await employer(request);
  const title = `Tile fixer ${randomLetters(8)}`;
  const jobId = await postJob(request, employerToken, title);
  await signedInWorker(page, request, { firstName: "Sunita", lastName: "Devi" });

  await page.goto(jobPage(jobId));
  await page.getByRole("button", { name: t("job:apply.submit") }).click();
  await expect(page.getByRole("status")).toContainText(t("job:apply.submitted"));

  await page.goto("/labour/dashboard");
  await openMyApplications(page);
  const card = myApplication(page, title);
  await card.getByRole("button", { name: t("applications:card.withdraw") }).click();
  const dialog = page.getByRole("dialog", { name: t("applications:withdrawDialog.title") });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t("applications:withdrawDialog.confirm") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("applications:notices.withdrawn") }),
  ).toBeVisible();
  await expect(card.getByText(t("applicationStatus:label.WITHDRAWN"))).toBeVisible();
  await expect(card.getByRole("button", { name: t("applications:card.withdraw") })).toHaveCount(0);
});

test("saved jobs stay saved across a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  const employerToken = await employer(request);
  const title = `Painter ${randomLetters(8)}`;
  const jobId = await postJob(request, employerToken, title);
  await signedInWorker(page, request, { firstName: "Arjun", lastName: "Singh" });

  await page.goto(jobPage(jobId));
  const save = page.getByRole("button", { name: t("jobs:save.saveTitle", { title }) });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");

  await page.goto("/labour/dashboard");
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.savedJobs") })
    .click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/saved-jobs$/);
  // The saved jobs page, once the home it came from (with its own saved jobs preview) has gone.
  await expect(
    page.getByRole("heading", { level: 1, name: t("applications:savedJobs.heading") }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: t("dashboard:home.saved_one", { count: 1 }) }),
  ).toHaveCount(0);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();
  const toggle = card.getByRole("button", { name: t("jobs:save.saveTitle", { title }) });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  // Unsaved here, it is gone on the next visit.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByText(t("applications:savedJobs.empty"))).toBeVisible();
});

test("a worker confirms the contact of an accepted application", async ({ page, request }) => {
  test.setTimeout(120_000);
  const employerToken = await employer(request);
  const title = `Mason ${randomLetters(8)}`;
  const jobId = await postJob(request, employerToken, title);
  const phone = freshPhone();
  const workerToken = await registerWorker(request, phone, { firstName: "Meena", lastName: "Rao" });
  const applicationId = await applyToJob(request, workerToken, jobId, "Ready to start Monday.");
  await setApplicationStatus(request, employerToken, applicationId, "accepted");

  await page.goto("/signin");
  await signIn(page, phone);
  await page.waitForURL(/\/labour\/dashboard$/);
  await openMyApplications(page);
  const card = myApplication(page, title);
  await expect(card.getByText(t("applicationStatus:label.ACCEPTED"))).toBeVisible();
  await card.getByRole("button", { name: t("applications:card.confirmContact") }).click();

  const dialog = page.getByRole("dialog", { name: t("applications:confirmDialog.contacted") });
  const yes = dialog.getByRole("button", { name: t("applications:confirmDialog.yes") });
  // Details are optional; once opened, SPEC section 5's message applies to them.
  await dialog.getByRole("button", { name: t("applications:confirmDialog.addDetails") }).click();
  await yes.click();
  await expect(dialog.getByText(t("errors:contactMethodRequired"))).toBeVisible();
  await dialog
    .getByRole("checkbox", { name: t("applications:confirmDialog.methods.PHONE") })
    .check();
  await dialog.getByRole("checkbox", { name: t("applications:confirmDialog.identity") }).check();
  // A phone with its keyboard open (360 px wide, a third of 640 px left): the answers stay in view.
  await page.setViewportSize({ width: 360, height: 640 });
  await dialog.getByLabel(t("applications:confirmDialog.notes")).focus();
  await page.setViewportSize({ width: 360, height: 300 });
  await expect(yes).toBeInViewport();
  await expect(
    dialog.getByRole("button", { name: t("applications:confirmDialog.no") }),
  ).toBeInViewport();
  await yes.click();
  await expect(page.getByRole("status").filter({ hasText: "Verification recorded" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(t("applications:card.contactStatus.CONFIRMED"))).toBeVisible();
  // Answered: the question is gone.
  await expect(
    card.getByRole("button", { name: t("applications:card.confirmContact") }),
  ).toHaveCount(0);
});
