import { expect, test } from "@playwright/test";
import { randomLetters } from "./support/accounts";
import { newAdmin, openAs, sidebar, superuserToken } from "./support/admin";
import { signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The back office's database, system and notifications sections in the browser: a superuser opens
// the database section and reads the jobs table's rows, none of them a secret; a viewer has no
// database in the sidebar and the address answers that it is not theirs; a broadcast to all workers
// reaches the demo worker. The superuser is admin.spec.ts's (set up here first when this spec runs
// before it).

const DEMO_WORKER_PHONE = "9876543210";

test("a superuser reads the jobs table's rows with every secret hidden", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await superuserToken(request);
  await openAs(page, token, "/admin/dashboard");
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.database") })
    .click();
  await expect(page.getByRole("heading", { name: t("admin:database.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("admin:database.console") })).toBeVisible();
  await page.getByRole("link", { name: "jobs", exact: true }).click();
  await expect(page.getByRole("heading", { name: "jobs", exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "title", exact: true })).toBeVisible();
  // The demo data's jobs: a page of 100 rows.
  await expect(page.locator("tbody tr")).toHaveCount(100);
  await expect(page.getByRole("link", { name: t("admin:database.next") })).toBeVisible();

  // A table with secrets shows them hidden.
  await page.goto("/admin/dashboard/database?table=sessions");
  await expect(
    page.getByRole("columnheader", { name: `token_hash (${t("admin:database.masked")})` }),
  ).toBeVisible();
  const hashes = await page
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
  expect(hashes.length).toBeGreaterThan(0);
  for (const row of hashes) expect(row).not.toMatch(/[0-9a-f]{64}/);
});

test("a viewer has no database section: not in the sidebar, and the address refuses", async ({
  page,
  request,
}) => {
  const { token } = await newAdmin(request, "viewer");
  await openAs(page, token, "/admin/dashboard/users");
  await expect(sidebar(page).getByRole("link", { name: t("admin:sections.users") })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: t("admin:sections.database") })).toHaveCount(
    0,
  );
  // The typed address draws the back office's 403 page.
  await page.goto("/admin/dashboard/database");
  await expect(page.getByRole("heading", { level: 1, name: t("status.403.title") })).toBeVisible();
  const answer = await request.get("/api/v1/admin/dashboard/db/tables/", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(403);
});

test("a broadcast to all workers reaches the demo worker's notifications", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await superuserToken(request);
  const title = `Site safety day ${randomLetters(6)}`;
  await openAs(page, token, "/admin/dashboard/notifications");
  await page.getByLabel(t("admin:broadcast.titleField")).fill(title);
  await page.getByLabel(t("admin:broadcast.bodyField")).fill("Helmets on every site on Monday.");
  await page
    .getByLabel(t("admin:broadcast.segment"))
    .selectOption(t("admin:broadcast.segments.ALL_WORKERS"));
  await page.getByRole("button", { name: t("admin:broadcast.send") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:broadcast.sent"));
  await expect(page.getByRole("cell", { name: title })).toBeVisible();

  const worker = await signInToken(request, DEMO_WORKER_PHONE);
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/v1/notifications/labour/notifications/", {
          headers: { Authorization: `Bearer ${worker}` },
        });
        const body = (await response.json()) as { items?: { title: string }[] };
        return (body.items ?? []).map((item) => item.title);
      },
      { timeout: 60_000 },
    )
    .toContain(title);
});
