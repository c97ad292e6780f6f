import { expect, test } from "@playwright/test";
import { freshPhone, randomLetters, registerWorker } from "./support/accounts";
import { openAs, sidebar, superuserToken } from "./support/admin";
import { registerEmployer } from "./support/employer";
import { applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The back office's analytics in the browser: a superuser opens the section from the menu and
// reads each range (7 days, 30 days, this month, all time): the figures, the chart uPlot draws,
// and its table view with one row per India day, today's application counted.

/** India's date today, YYYY-MM-DD, and its day of the month. */
function indiaToday() {
  const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return { day, dayOfMonth: Number(day.slice(8, 10)) };
}

test("a superuser reads each analytics range and its table view", async ({ page, request }) => {
  test.setTimeout(120_000);
  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Anil",
    lastName: "Kapoor",
    company: `Site Works ${randomLetters(4)}`,
  });
  const jobId = await postJob(
    request,
    await signInToken(request, employerPhone),
    `Painter for a school ${randomLetters(6)}`,
  );
  const workerToken = await registerWorker(request, freshPhone(), {
    firstName: "Geeta",
    lastName: "Devi",
  });
  await applyToJob(request, workerToken, jobId, "I paint walls and doors");

  await openAs(page, await superuserToken(request), "/admin/dashboard");
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.analytics") })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: t("admin:analytics.title") }),
  ).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);

  const { dayOfMonth } = indiaToday();
  for (const [range, address, days] of [
    ["LAST_7_DAYS", "7d", 7],
    ["LAST_30_DAYS", "30d", 30],
    ["THIS_MONTH", "month", dayOfMonth],
    ["ALL_TIME", "all", null],
  ] as const) {
    const link = page.getByRole("link", { name: t(`admin:analytics.ranges.${range}`) });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`range=${address}`));
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(
      page.locator("[data-analytics=tiles] li", { hasText: t("admin:analytics.tiles.posted") }),
    ).toBeVisible();
    await expect(page.locator("[data-chart=platform-analytics] canvas").first()).toBeVisible();

    // The table view: one row per India day, ending today, today's application counted.
    const table = page.locator("[data-analytics=table]");
    await table.getByText(t("admin:analytics.trend.showTable")).click();
    const rows = table.locator("tbody tr");
    if (days === null) expect(await rows.count()).toBeGreaterThanOrEqual(1);
    else await expect(rows).toHaveCount(days);
    const today = rows.last();
    const applications = Number((await today.locator("td").last().innerText()).replace(/,/g, ""));
    expect(applications).toBeGreaterThanOrEqual(1);
    await table.getByText(t("admin:analytics.trend.showTable")).click();
  }

  // A state narrows the figures and lists that state's cities.
  await page.getByLabel(t("admin:analytics.state")).selectOption("Maharashtra");
  await expect(page).toHaveURL(/state=Maharashtra/);
  await expect(page.getByRole("table", { name: t("admin:analytics.lists.cities") })).toBeVisible();
});
