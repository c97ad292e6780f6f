import { expect, test } from "@playwright/test";
import { freshPhone } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";
import { signedInWorker } from "./support/worker";

// Job alerts: an employer posts a job that suits a worker whose dashboard is open; the job alert
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

test("a worker saves a search with 'Alert me', hears of a new job it finds, and manages the alert", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInWorker(page, request, { firstName: "Meena", lastName: "Kumari" });
  await page.goto("/jobs?q=Tiler&location=Nagpur");
  await page.getByRole("button", { name: t("jobs:alerts.button") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("jobs:alerts.saved") })).toBeVisible();
  // A second tap is the same alert, not another.
  await page.reload();
  await page.getByRole("button", { name: t("jobs:alerts.button") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("jobs:alerts.saved") })).toBeVisible();

  // A job the search finds, posted now, becomes a notification.
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Ravi",
    lastName: "Deshmukh",
    company: "Deshmukh Builders",
  });
  const title = `Tiler for a kitchen floor ${suffix()}`;
  await restWrite(
    request,
    "/jobs/",
    {
      title,
      description: "Laying vitrified tiles on a kitchen floor of 200 square feet; tiles provided.",
      state: "Maharashtra",
      city: "Nagpur",
      job_type: "one_time",
      positions: 1,
      salary_amount: 900,
      salary_period: "per_day",
      skills: ["Tiling"],
    },
    await signInToken(request, employerPhone),
  );
  await page.goto("/labour/dashboard/notifications");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("main").getByRole("listitem").first()).toContainText(title, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });

  await page
    .getByRole("navigation", { name: t("dashboard:nav.label") })
    .getByRole("link", { name: t("dashboard:nav.alerts") })
    .click();
  const alerts = page.getByRole("main").getByRole("listitem");
  await expect(alerts).toHaveCount(1);
  const alert = alerts.first();
  await expect(alert).toHaveAccessibleName(
    t("jobs:heading.queryLocation", { q: "Tiler", location: "Nagpur" }),
  );
  await alert.getByRole("button", { name: t("dashboard:alerts.pause") }).click();
  await expect(alert).toContainText(t("dashboard:alerts.paused"));
  await alert.getByRole("button", { name: t("dashboard:alerts.resume") }).click();
  await expect(alert).not.toContainText(t("dashboard:alerts.paused"));
  await alert.getByRole("button", { name: t("dashboard:alerts.delete") }).click();
  await expect(page.getByRole("heading", { name: t("dashboard:alerts.empty") })).toBeVisible();
});
