import { expect, test } from "@playwright/test";
import { freshPhone } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import { setApplicationStatus, signedInWorker } from "./support/worker";

// The worker's home: the application history with each status as it is now,
// and "what to do next" following the employer's moves while the page stays open.

const suffix = () => Math.random().toString(36).slice(2, 8);

test("the worker's home shows the applications and follows the employer's decisions live", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Kavita",
    lastName: "Rao",
    company: "Rao Tiles",
  });
  const employerToken = await signInToken(request, employerPhone);
  const title = `Tiler ${suffix()}`;
  const jobId = await postJob(request, employerToken, title);

  const worker = await signedInWorker(page, request, { firstName: "Manoj", lastName: "Pal" });
  const applicationId = await applyToJob(request, worker.token, jobId, "Ten years of tiling.");
  await page.reload();

  const applications = page.getByRole("region", {
    name: t("dashboard:home.applications_one", { count: 1 }),
  });
  const row = applications.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Rao Tiles");
  await expect(row).toContainText(t("applicationStatus:label.PENDING"));
  const tips = page.getByRole("region", { name: t("dashboard:tips.heading") });
  const contactTip = tips.getByRole("link", {
    name: t("dashboard:tips.contact", { company: "Rao Tiles", job: title }),
  });
  await expect(contactTip).toHaveCount(0);

  // The employer accepts; the open page is not reloaded.
  for (const status of ["shortlisted", "accepted"]) {
    await setApplicationStatus(request, employerToken, applicationId, status);
  }
  await expect(row).toContainText(t("applicationStatus:label.ACCEPTED"));
  await expect(contactTip).toBeVisible();
  await contactTip.click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/applications\?status=accepted$/);

  await page.goto(`/jobs/${encodeURIComponent(jobId)}`);
  const save = page.getByRole("button", { name: t("jobs:save.saveTitle", { title }) });
  await save.click();
  // Saved on the server, not only on the screen: a reload still shows it pressed.
  await expect(async () => {
    await page.reload();
    await expect(save).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass();
  await page.goto("/labour/dashboard");
  const saved = page.getByRole("region", { name: t("dashboard:home.saved_one", { count: 1 }) });
  await expect(saved.getByRole("link", { name: title, exact: true })).toBeVisible();
});
