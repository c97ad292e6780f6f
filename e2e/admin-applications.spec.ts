import { expect, test } from "@playwright/test";
import { freshPhone, randomLetters, registerWorker } from "./support/accounts";
import { newAdmin, openAs, sidebar, superuserToken } from "./support/admin";
import { registerEmployer } from "./support/employer";
import { applyToJob, postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The back office's applications in the browser: an operator finds a worker's application by
// the worker's phone typed as people write it, opens it, reads its history, and cancels it with
// a reason; the page shows the new status and the admin's step, and the audit log has the row.

test("an operator finds an application by worker phone, opens it, sees its history and cancels it with a reason (audited)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employerPhone = freshPhone();
  const company = `Quick Jobs ${randomLetters(4)}`;
  await registerEmployer(request, employerPhone, {
    firstName: "Vikram",
    lastName: "Shah",
    company,
  });
  const title = `Tiler for a flat ${randomLetters(6)}`;
  const jobId = await postJob(request, await signInToken(request, employerPhone), title);
  const workerPhone = freshPhone();
  const workerToken = await registerWorker(request, workerPhone, {
    firstName: "Sunita",
    lastName: "Jadhav",
  });
  const applicationId = await applyToJob(request, workerToken, jobId, "I have my own tools");

  const operator = await newAdmin(request, "operator");
  await openAs(page, operator.token, "/admin/dashboard");
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.applications") })
    .click();
  await expect(page.getByRole("heading", { name: t("admin:applications.title") })).toBeVisible();

  // The phone as a person writes it: the server normalises it and matches it exactly.
  const typed = `+91 ${workerPhone.slice(0, 5)} ${workerPhone.slice(5)}`;
  await page.getByLabel(t("admin:applications.search")).fill(typed);
  await page.getByRole("button", { name: t("admin:applications.apply") }).click();
  await expect(page).toHaveURL(/search=/);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Sunita Jadhav");
  await expect(rows.first()).toContainText(company);
  await rows.first().getByRole("link", { name: title }).click();

  await expect(
    page.getByRole("heading", {
      level: 1,
      name: t("admin:application.title", { title, worker: "Sunita Jadhav" }),
    }),
  ).toBeVisible();
  await expect(page.getByText("I have my own tools")).toBeVisible();
  const history = page
    .getByRole("region", { name: t("admin:application.history.title") })
    .getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(
    `${t("admin:application.history.kind.APPLIED")} (${t("admin:application.history.actor.WORKER")})`,
  );

  const reason = "This job asked workers for a registration fee";
  await page.getByRole("button", { name: t("admin:application.cancel.button") }).click();
  const dialog = page.getByRole("dialog", { name: t("admin:application.cancel.title") });
  await dialog.getByLabel(t("admin:fields.reason")).fill(reason);
  await dialog.getByRole("button", { name: t("admin:application.cancel.confirm") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:application.cancel.done"));
  await expect(
    page.getByText(t("applicationStatus:label.CANCELLED"), { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: t("admin:application.cancel.button") }),
  ).toHaveCount(0);
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(
    t("admin:application.history.byAdmin", { name: operator.username }),
  );
  await expect(history.last()).toContainText(reason);

  // The page drew what the server has: reloading shows the same.
  await page.reload();
  await expect(history).toHaveCount(2);

  // Audited: the superuser's audit log has the operator's cancel with its reason.
  const audit = await request.get(
    `/api/v1/admin/audit-logs/?target_type=application&target_id=${encodeURIComponent(applicationId)}`,
    { headers: { Authorization: `Bearer ${await superuserToken(request)}` } },
  );
  expect(audit.ok()).toBe(true);
  const { items } = (await audit.json()) as { items: Record<string, unknown>[] };
  expect(items).toEqual([
    expect.objectContaining({
      action: "application.cancel",
      admin_username: operator.username,
      details: expect.objectContaining({ reason, after: { status: "CANCELLED" } }),
    }),
  ]);
});
