import { expect, test } from "@playwright/test";
import { freshPhone, registerWorker, signIn } from "./support/accounts";
import { myJob, registerEmployer } from "./support/employer";
import { applicantCard, applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// An employer's job gets a worker's application (both set up through the REST API); the
// employer opens it from My jobs, shortlists the worker with a note, accepts them, watches the
// status counts move, and finds the call and WhatsApp links. Fresh accounts and a unique
// title: reruns stand alone.

const suffix = () => Math.random().toString(36).slice(2, 7);

test("an employer reviews an application: shortlist with feedback, accept, contact links", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Meera",
    lastName: "Joshi",
    company: "Joshi Builders",
  });
  const title = `Floor tiler ${suffix()}`;
  const jobId = await postJob(request, await signInToken(request, employerPhone), title);

  const workerPhone = freshPhone();
  const workerToken = await registerWorker(request, workerPhone, {
    firstName: "Asha",
    lastName: "Pawar",
  });
  await applyToJob(request, workerToken, jobId, "Eight years of tiling in Pune.");

  await page.goto("/signin");
  await signIn(page, employerPhone);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto("/employer/dashboard/jobs");
  const row = myJob(page, title);
  await row
    .getByRole("link", { name: t("employerJobs:row.viewApplications", { count: 1 }) })
    .click();
  await expect(page).toHaveURL(/\/employer\/dashboard\/jobs\/[^/]+\/applications$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const tab = (key: string, number: number) =>
    page
      .getByRole("navigation", { name: t("employerApplications:page.filter") })
      .getByRole("link", {
        name: t("employerApplications:page.tabCount", {
          label:
            key === "all"
              ? t("employerApplications:page.tabs.all")
              : t(`applicationStatus:label.${key.toUpperCase()}`),
          number,
        }),
        exact: true,
      });
  await expect(tab("all", 1)).toBeVisible();
  await expect(tab("pending", 1)).toBeVisible();

  const card = applicantCard(page, "Asha Pawar");
  await expect(card).toContainText("Eight years of tiling in Pune.");
  await expect(card).toContainText(t("applicationStatus:label.PENDING"));
  await expect(card).toContainText(t("employerApplications:card.noRatings"));

  // The contact links reach the worker's own number.
  await expect(
    card.getByRole("link", { name: t("employerApplications:card.call") }),
  ).toHaveAttribute("href", `tel:+91${workerPhone}`);
  await expect(
    card.getByRole("link", { name: t("employerApplications:card.whatsapp") }),
  ).toHaveAttribute("href", `https://wa.me/91${workerPhone}`);

  // Shortlist, with a note for the worker.
  await card
    .getByRole("button", { name: t("employerApplications:card.moves.SHORTLISTED") })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel(t("employerApplications:dialog.feedback"))
    .fill("Please bring your tools.");
  await dialog.getByRole("button", { name: t("employerApplications:dialog.confirm") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("employerApplications:notices.statusUpdated") }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(t("applicationStatus:label.SHORTLISTED"));
  await expect(card).toContainText("Please bring your tools.");
  await expect(tab("pending", 0)).toBeVisible();
  await expect(tab("shortlisted", 1)).toBeVisible();
  // A shortlisted application cannot be put back under review.
  await expect(
    card.getByRole("button", { name: t("employerApplications:card.moves.UNDER_REVIEW") }),
  ).toHaveCount(0);

  // Accept, without a note.
  await card.getByRole("button", { name: t("employerApplications:card.moves.ACCEPTED") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("employerApplications:dialog.confirm") })
    .click();
  await expect(card).toContainText(t("applicationStatus:label.ACCEPTED"));
  await expect(tab("shortlisted", 0)).toBeVisible();
  await expect(tab("accepted", 1)).toBeVisible();
  await expect(
    card.getByRole("button", { name: t("employerApplications:card.moves.COMPLETED") }),
  ).toBeVisible();

  // The Accepted tab lists them, and the address says so.
  await tab("accepted", 1).click();
  await expect(page).toHaveURL(/\?status=accepted$/);
  await expect(applicantCard(page, "Asha Pawar")).toBeVisible();
  await tab("rejected", 0).click();
  await expect(
    page.getByRole("heading", { name: t("employerApplications:list.emptyFiltered") }),
  ).toBeVisible();

  // Someone else's (or a made-up) job's applications are not found.
  await page.goto("/employer/dashboard/jobs/Sm9iOjk5OTk5OTk/applications");
  await expect(page.getByRole("heading", { level: 1, name: t("status.404.title") })).toBeVisible();
});
