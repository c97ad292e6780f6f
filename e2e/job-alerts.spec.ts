import { expect, test } from "@playwright/test";
import { freshPhone } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import { signedInWorker } from "./support/worker";

// Issue 17: an employer posts a job that suits a worker whose dashboard is open; the job alert
// (a job_match notification, sent by the background queue after the post commits) reaches the
// bell, and the new job shows among the worker's recommendations, without a reload.

const suffix = () => Math.random().toString(36).slice(2, 8);

test("a matching job reaches the worker's open dashboard as an alert and a recommendation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A trade no other spec posts, so their jobs neither match this worker nor use up the alerts
  // of the day (alerts go to workers of the job's trade, services/alerts/fan-out.ts).
  const trade = "Welder";
  const worker = await signedInWorker(page, request, { firstName: "Farhan", lastName: "Ali" });
  const csrf = (await (await request.get("/api/csrf-token")).json()) as { csrf_token: string };
  const profile = await request.put("/api/v1/labour/profile/", {
    data: { skills: trade, state: "Maharashtra", city: "Pune" },
    headers: { Authorization: `Bearer ${worker.token}`, "X-CSRF-Token": csrf.csrf_token },
  });
  expect(profile.ok()).toBe(true);
  await page.reload();
  const title = `Welder for gate grills ${suffix()}`;
  const jobsForYou = page.getByRole("region", { name: t("dashboard:recommended.heading") });
  await expect(jobsForYou).toBeVisible();
  const newJob = () => jobsForYou.getByRole("link", { name: title, exact: true });

  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Leela",
    lastName: "Menon",
    company: "Menon Interiors",
  });
  await restWrite(
    request,
    "/jobs/",
    {
      title,
      description: "Welding iron gate grills at a new house; machine and rods provided.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "daily_wage",
      positions: 1,
      salary_amount: 1200,
      salary_period: "per_day",
      skills: ["Welding"],
    },
    await signInToken(request, employerPhone),
  );

  await expect(newJob()).toHaveCount(0);
  // Never reloaded: the page asks for its recommendations again when the alert arrives.
  await expect(newJob()).toBeVisible({ timeout: 30_000 });
  await page.locator("a.bell").click();
  await expect(page.getByRole("main").getByRole("listitem").first()).toContainText(title);
});
