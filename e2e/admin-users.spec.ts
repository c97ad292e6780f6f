import { expect, test } from "@playwright/test";
import { freshPhone, randomLetters } from "./support/accounts";
import { newAdmin, openAs, sidebar, superuserToken } from "./support/admin";
import { registerEmployer } from "./support/employer";
import { postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The whole user and safe actions in the back office (issue 45): an operator (users at limited:
// they may block, not delete) finds an employer, opens their whole page and blocks them only
// after a confirmation that names what it will do (their active jobs unlisted, their devices
// signed out) and takes a reason; the page answers at once, the employer's session is over, the
// audit log has the reason. An operator is never offered Delete; a superuser is.

test("a support admin blocks a user only after confirming with a reason (audited, sessions ended); a role without delete is not offered Delete", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const lastName = `Shah${randomLetters(5)}`;
  await registerEmployer(request, phone, {
    firstName: "Kiran",
    lastName,
    company: `Kiran Works ${randomLetters(4)}`,
  });
  const employerToken = await signInToken(request, phone);
  const title = `Loader for a godown ${randomLetters(6)}`;
  await postJob(request, employerToken, title);
  await postJob(request, employerToken, `${title} (night)`);
  const profile = () =>
    request.get("/api/v1/employers/profile/", {
      headers: { Authorization: `Bearer ${employerToken}` },
    });
  expect((await profile()).status()).toBe(200);

  const operator = await newAdmin(request, "operator");
  await openAs(page, operator.token, "/admin/dashboard");
  await sidebar(page)
    .getByRole("link", { name: t("admin:sections.users") })
    .click();
  await page.getByLabel(t("admin:users.search")).fill(phone);
  await page.getByRole("button", { name: t("admin:users.apply") }).click();
  await expect(page).toHaveURL(/search=/);
  const name = `Kiran ${lastName}`;
  await page.getByRole("link", { name }).click();

  // The whole user: their jobs with their states, where they are signed in.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("admin:userRecord.jobs.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: t("admin:userRecord.sessions.title") }),
  ).toBeVisible();
  // An operator may block, never delete: Delete is not offered.
  await expect(page.getByRole("button", { name: t("admin:users.actions.delete") })).toHaveCount(0);

  // Block asks first, names what it will do (the server's counts) and will not go without a
  // reason.
  await page.getByRole("button", { name: t("admin:users.actions.block") }).click();
  const dialog = page.getByRole("dialog", { name: t("admin:safeActions.blockTitle", { name }) });
  await expect(dialog).toContainText(t("admin:safeActions.activeJobs_other", { count: 2 }));
  // Signed in at registration and again: the server counts the devices.
  const [signedOutOf] = t("admin:safeActions.sessions_other", { count: "#" }).split("#");
  await expect(dialog).toContainText(signedOutOf ?? "");
  await dialog.getByRole("button", { name: t("admin:users.actions.block") }).click();
  await expect(dialog.getByRole("alert")).toHaveText(t("admin:actions.reasonRequired"));
  expect((await profile()).status()).toBe(200);
  const reason = `Asked workers for a registration fee ${randomLetters(4)}`;
  await dialog.getByLabel(t("admin:fields.reason")).fill(reason);
  await dialog.getByRole("button", { name: t("admin:users.actions.block") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:users.done.blocked"));
  await expect(page.getByText(t("admin:users.states.BLOCKED"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: t("admin:users.actions.unblock") })).toBeVisible();
  await expect(page.getByText(t("admin:userRecord.sessions.none"))).toBeVisible();

  // Sessions ended: the employer's token no longer works.
  expect((await profile()).status()).toBe(401);

  // Audited with the reason, by the operator.
  const superuser = await superuserToken(request);
  const userPath = new URL(page.url()).pathname;
  const userId = decodeURIComponent(userPath.split("/").at(-1) ?? "");
  const audit = await request.get(
    `/api/v1/admin/audit-logs/?target_type=user&target_id=${encodeURIComponent(userId)}`,
    { headers: { Authorization: `Bearer ${superuser}` } },
  );
  expect(audit.ok()).toBe(true);
  const { items } = (await audit.json()) as { items: Record<string, unknown>[] };
  expect(items).toEqual([
    expect.objectContaining({
      action: "user.block",
      admin_username: operator.username,
      details: expect.objectContaining({ reason, sessionsEnded: expect.any(Number) }),
    }),
  ]);

  // A superuser, whom the server lets delete accounts, is offered Delete, and reads the trail.
  await openAs(page, superuser, userPath);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("button", { name: t("admin:users.actions.delete") })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: t("admin:userRecord.audit.title") }),
  ).toBeVisible();
  await expect(page.getByText(t("admin:userRecord.audit.reason", { reason }))).toBeVisible();
});
