import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { freshPhone, randomLetters } from "./support/accounts";
import { newAdmin, openAs, sidebar, signInAsSuperuser, superuserToken } from "./support/admin";
import { registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The back office's screens in the browser: the overview (figures, the sign-ups chart and its
// table, the newest users, jobs and applications), the SQL console (a count that matches the
// database, a write refused, PostgreSQL's own message for a mistake) and the settings (a value
// saved, a value out of range refused beside its field), as a superuser; then what a viewer and an
// operator may not do, and are not offered (an operator moderates jobs but deletes none). The superuser is admin.spec.ts's (set up here first when this spec runs
// before it).

/** The jobs table's exact row count, as the overview's entity counts give it. */
async function jobRows(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get("/api/v1/admin/dashboard/entities/counts/", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { jobs: number }).jobs;
}

/** A first page load of the back office on a busy machine (the app, PostgreSQL, Chromium). */
const LOAD = { timeout: 30_000 };

/** The setting's card on the settings page, found by its name. */
const settingCard = (page: Page, key: string) =>
  page.getByRole("listitem").filter({ has: page.locator("code", { hasText: key }) });

test("a superuser reads the overview, runs the console and changes a setting", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsSuperuser(page);

  // The overview: figures, the chart with its numbers as a table, the newest of each.
  await expect(page.getByRole("heading", { name: t("admin:overview.title") })).toBeVisible();
  const jobsTile = page
    .locator(".admin-tiles li")
    .filter({ hasText: t("admin:overview.tiles.jobs") });
  await expect(jobsTile).toHaveText(/[1-9]/);
  await expect(page.locator("[data-chart=registrations] canvas").first()).toBeVisible();
  await page.getByText(t("admin:overview.timeline.showTable")).click();
  const days = page.getByRole("table", {
    name: new RegExp(t("admin:overview.timeline.summary_other", { total: "[0-9,]+", days: 30 })),
  });
  // A row per day and the header.
  await expect(days.getByRole("row")).toHaveCount(31);
  await page
    .getByRole("button", { name: t("admin:overview.timeline.days_other", { count: 7 }) })
    .click();
  await expect(
    page
      .getByRole("table", {
        name: new RegExp(t("admin:overview.timeline.summary_other", { total: "[0-9,]+", days: 7 })),
      })
      .getByRole("row"),
  ).toHaveCount(8);
  await expect(page.getByRole("heading", { name: t("admin:overview.recentJobs") })).toBeVisible();
  // The demo data's newest worker or employer, a link to their page.
  const newestUser = page
    .getByRole("heading", { name: t("admin:overview.recentUsers") })
    .locator("xpath=following-sibling::div[1]")
    .getByRole("link")
    .first();
  await newestUser.click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/users\/[^/]+$/);

  // The console: a count the database agrees with.
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.database") })
    .click();
  await page.getByRole("link", { name: t("admin:database.console") }).click();
  await expect(page.getByRole("heading", { name: t("admin:database.console") })).toBeVisible();
  const token = await superuserToken(request);
  const before = await jobRows(request, token);
  const query = page.getByLabel(t("admin:console.query"));
  await query.fill("SELECT count(*) FROM jobs");
  await query.press("Control+Enter");
  await expect(page.getByRole("columnheader", { name: "count" })).toBeVisible();
  const counted = Number(await page.getByRole("cell").first().textContent());
  // Other specs may post jobs meanwhile: the count lies between the counts either side of it.
  expect(counted).toBeGreaterThanOrEqual(before);
  expect(counted).toBeLessThanOrEqual(await jobRows(request, token));
  await expect(page.getByRole("status")).toHaveText(t("admin:console.rowCount_one", { rows: 1 }));

  // A write is refused, and nothing is shown as its answer.
  await query.fill("DELETE FROM jobs");
  await page.getByRole("button", { name: t("admin:console.run") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("errors:sqlOnlySelect"));
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await jobRows(request, token)).toBeGreaterThanOrEqual(counted);
  // A mistake comes back in PostgreSQL's own words.
  await query.fill("SELECT * FROM no_such_table");
  await query.press("Control+Enter");
  await expect(page.getByRole("alert")).toHaveText(
    t("errors:sqlFailed", { detail: 'relation "no_such_table" does not exist' }),
  );

  // Settings: a value out of range is refused beside its field; a good one is saved. The job
  // expiry goes back to what it was, as other specs post jobs meanwhile.
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.settings") })
    .click();
  await expect(page.getByRole("heading", { name: t("admin:settings.title") })).toBeVisible();
  const card = settingCard(page, "job_expiry_days");
  const field = card.getByRole("spinbutton");
  const was = await field.inputValue();
  // The range the server's catalogue gives the field.
  const min = Number(await field.getAttribute("min"));
  const max = Number(await field.getAttribute("max"));
  const save = page.getByRole("button", { name: t("admin:settings.save") });
  await expect(save).toBeDisabled();
  await field.fill(String(min - 1));
  await save.click();
  await expect(card.locator(".admin-setting__error")).toHaveText(
    t("errors:paramWholeNumberRange", { name: "job_expiry_days", min, max }),
  );
  await expect(page.getByRole("alert")).toHaveText(t("admin:settings.fixFields"));
  const changed = String(Number(was) === max ? max - 1 : Number(was) + 1);
  await field.fill(changed);
  await save.click();
  await expect(page.getByRole("status")).toHaveText(t("admin:settings.saved"));
  await expect(card.getByText(t("admin:settings.defaultBadge"), { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(settingCard(page, "job_expiry_days").getByRole("spinbutton")).toHaveValue(
    changed,
    LOAD,
  );
  await settingCard(page, "job_expiry_days").getByRole("spinbutton").fill(was);
  await page.getByRole("button", { name: t("admin:settings.save") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:settings.saved"));
});

test("a viewer reads the overview but never the database; an operator reads the settings only and deletes no job", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const viewer = await newAdmin(request, "viewer");
  await openAs(page, viewer.token, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: t("admin:overview.title") })).toBeVisible(LOAD);
  await expect(
    page.locator(".admin-tiles li").filter({ hasText: t("admin:overview.tiles.users") }),
  ).toHaveText(/[1-9]/);
  await expect(sidebar(page).getByRole("link", { name: t("admin:sections.database") })).toHaveCount(
    0,
  );
  await expect(sidebar(page).getByRole("link", { name: t("admin:sections.settings") })).toHaveCount(
    0,
  );
  // Typed addresses of a section the role cannot read draw the 403 page in the back office.
  const denied = page.getByRole("heading", { level: 1, name: t("status.403.title") });
  await page.goto("/admin/dashboard/database/console");
  await expect(denied).toBeVisible(LOAD);
  await expect(page.getByLabel(t("admin:console.query"))).toHaveCount(0);
  await page.goto("/admin/dashboard/database");
  await expect(denied).toBeVisible(LOAD);

  const operator = await newAdmin(request, "operator");
  await openAs(page, operator.token, "/admin/dashboard/settings");
  await expect(page.getByText(t("admin:settings.readOnly"))).toBeVisible(LOAD);
  await expect(settingCard(page, "job_expiry_days").getByRole("spinbutton")).toBeDisabled();
  await expect(page.getByRole("button", { name: t("admin:settings.save") })).toHaveCount(0);

  // The server lets an operator moderate a job but not delete it: the queue offers no Delete.
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Nisha",
    lastName: "Rao",
    company: "Rao Movers",
  });
  const held = await restWrite(
    request,
    "/jobs/",
    {
      title: `Packers needed ${randomLetters(6)}`,
      description: "Pay a registration fee of ₹1,500 before joining. Packing boxes daily.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "daily_wage",
      positions: 2,
      salary_amount: 650,
      salary_period: "per_day",
      skills: ["Packing"],
    },
    await signInToken(request, employerPhone),
  );
  expect(held.moderation_status).toBe("flagged");
  await openAs(page, operator.token, "/admin/dashboard/jobs");
  const job = page.getByRole("listitem", { name: String(held.title) });
  await expect(job.getByRole("button", { name: t("admin:jobs.actions.reject") })).toBeVisible(LOAD);
  await expect(job.getByRole("button", { name: t("admin:jobs.actions.unflag") })).toBeVisible();
  await expect(job.getByRole("button", { name: t("admin:jobs.actions.delete") })).toHaveCount(0);
});
