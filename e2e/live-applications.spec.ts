import { expect, test } from "@playwright/test";
import { freshPhone, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { applicantCard, applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import { myApplication, signedInWorker } from "./support/worker";

// Both sides at once, in two browsers: the worker keeps "my applications" open while the
// employer shortlists and accepts in theirs. The worker's page shows each notification in the
// bell and the accepted status without a reload (server-sent events), then the worker confirms
// the contact and reads the notifications.

const suffix = () => Math.random().toString(36).slice(2, 8);

test("the worker's open page follows the employer's decisions live", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Nisha",
    lastName: "Shah",
    company: "Shah Warehousing",
  });
  const title = `Loader ${suffix()}`;
  const jobId = await postJob(request, await signInToken(request, employerPhone), title);

  // The worker: signed in, applied, with my applications open.
  const worker = await signedInWorker(page, request, { firstName: "Arjun", lastName: "Yadav" });
  await applyToJob(request, worker.token, jobId, "I have loaded trucks for 3 years.");
  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.applications") })
    .click();
  const card = myApplication(page, title);
  await expect(card.getByText(t("applicationStatus:label.PENDING"))).toBeVisible();
  const bell = page.locator("a.bell");
  await expect(bell).toHaveAttribute("aria-label", t("notifications:bell.label"));

  // The employer, in a browser of their own.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await employerPage.goto("/signin");
  await signIn(employerPage, employerPhone);
  await expect(employerPage).toHaveURL(/\/employer\/dashboard$/);
  await employerPage.goto(`/employer/dashboard/jobs/${encodeURIComponent(jobId)}/applications`);
  const applicant = applicantCard(employerPage, "Arjun Yadav");
  for (const move of ["SHORTLISTED", "ACCEPTED"]) {
    await applicant
      .getByRole("button", { name: t(`employerApplications:card.moves.${move}`) })
      .click();
    await employerPage
      .getByRole("dialog")
      .getByRole("button", { name: t("employerApplications:dialog.confirm") })
      .click();
    await expect(applicant).toContainText(t(`applicationStatus:label.${move}`));
  }
  await employerContext.close();

  // Back on the worker's page, never reloaded: two notifications and the new status.
  await expect(bell).toHaveAttribute(
    "aria-label",
    t("notifications:bell.unread_other", { count: 2 }),
  );
  await expect(card.getByText(t("applicationStatus:label.ACCEPTED"))).toBeVisible();
  const confirm = card.getByRole("button", { name: t("applications:card.confirmContact") });
  await expect(confirm).toBeVisible();

  await confirm.click();
  // One tap: the details are optional.
  const dialog = page.getByRole("dialog", { name: t("applications:confirmDialog.contacted") });
  await dialog.getByRole("button", { name: t("applications:confirmDialog.yes") }).click();
  await expect(page.getByRole("status").filter({ hasText: "Verification recorded" })).toBeVisible();
  await expect(card.getByText(t("applications:card.contactStatus.CONFIRMED"))).toBeVisible();

  // The bell leads to the list; the newest is the acceptance.
  await bell.click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/notifications$/);
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items.first()).toContainText(`is now accepted`);
  await expect(items.first()).toContainText(title);
  await page.getByRole("button", { name: t("notifications:markAllRead") }).click();
  await expect(bell).toHaveAttribute("aria-label", t("notifications:bell.label"));
});
