import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { halvesPhoto } from "../api/test/photos";
import { codesSent, freshPhone, nextCode, randomLetters, rest, signIn } from "./support/accounts";
import { E2E_SUPERUSER } from "./support/admin";
import { registerEmployer } from "./support/employer";
import { restWrite, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// The back office in the browser. The e2e server starts with no admin, so this
// spec sets up the first one through /admin/login (or, on a server a run already used, signs in
// as it), then moderates: a job asking for a ₹2,000 registration fee is held FLAGGED by the
// shield and the admin rejects it with a reason; a worker's Aadhaar is verified (the worker's
// profile then says so), an employer is blocked (their open session is signed out), and the
// audit log shows what was done.

const AADHAAR = "4216 7435 9192";

/** A worker registered through the API with an Aadhaar number (pending review). */
async function registerAadhaarWorker(request: APIRequestContext, phone: string) {
  const before = codesSent(phone);
  await rest(request, "/auth/send-otp/", { phone_number: phone, for_registration: true });
  const otp = await nextCode(phone, before);
  const verified = await rest(request, "/auth/verify-otp/", { phone_number: phone, otp });
  await rest(
    request,
    "/auth/register/labour/",
    {
      first_name: "Lakshmi",
      last_name: "Pawar",
      phone_number: phone,
      identity_type: "aadhaar",
      identity_number: AADHAAR,
    },
    String(verified.access_token),
  );
}

const ADMIN = E2E_SUPERUSER;

async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  const setup = page.getByRole("heading", { name: t("admin:setup.title") });
  const signIn = page.getByRole("heading", { name: t("admin:login.title") });
  await expect(setup.or(signIn)).toBeVisible();
  if (await setup.isVisible()) {
    // The form's own checks, every field at once: an empty name, an e-mail that is not one, a
    // short password, and a password not typed the same twice.
    await page.getByLabel(t("admin:fields.username")).fill(ADMIN.username);
    await page.getByLabel(t("admin:fields.email")).fill("not-an-address");
    await page.getByLabel(t("admin:fields.password"), { exact: true }).fill("short");
    await page.getByLabel(t("admin:fields.confirmPassword")).fill("shorter");
    await page.getByRole("button", { name: t("admin:setup.submit") }).click();
    await expect(page.getByRole("alert")).toHaveText(t("admin:setup.fixFields"));
    for (const reason of ["required", "emailInvalid", "passwordTooShort", "passwordsDoNotMatch"]) {
      await expect(page.getByText(t(`errors:${reason}`), { exact: true })).toBeVisible();
    }
    await page.getByLabel(t("admin:fields.email")).fill(ADMIN.email);
    await page.getByLabel(t("admin:fields.fullName")).fill(ADMIN.fullName);
    await page.getByLabel(t("admin:fields.password"), { exact: true }).fill(ADMIN.password);
    await page.getByLabel(t("admin:fields.confirmPassword")).fill(ADMIN.password);
    await page.getByRole("button", { name: t("admin:setup.submit") }).click();
    // Another spec may set it up at the same moment: then it is there to sign in as.
    const taken = page.getByText(t("errors:adminAlreadyExists"));
    await expect(page.getByText(t("admin:setup.done")).or(taken)).toBeVisible();
    if (await taken.isVisible()) await page.reload();
  }
  await expect(signIn).toBeVisible();
  await page.getByLabel(t("admin:fields.username")).fill(ADMIN.username);
  await page.getByLabel(t("admin:fields.password")).fill("not the password");
  await page.getByRole("button", { name: t("admin:login.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("errors:adminLoginInvalid"));
  await page.getByLabel(t("admin:fields.password")).fill(ADMIN.password);
  await page.getByRole("button", { name: t("admin:login.submit") }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("an admin sets up the back office, rejects a job asking for a fee, verifies a worker and blocks an employer", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The guard: no admin token, no back office.
  await page.goto("/admin/dashboard/jobs");
  await expect(page).toHaveURL(/\/admin\/login$/);

  const employerPhone = freshPhone();
  await registerEmployer(request, employerPhone, {
    firstName: "Kiran",
    lastName: "Shah",
    company: "Shah Traders",
  });
  const employerToken = await signInToken(request, employerPhone);
  const held = await restWrite(
    request,
    "/jobs/",
    {
      title: `Loaders needed ${randomLetters(6)}`,
      description: "Pay a registration fee of ₹2,000 before joining. Loading trucks daily.",
      state: "Maharashtra",
      city: "Pune",
      job_type: "daily_wage",
      positions: 4,
      salary_amount: 700,
      salary_period: "per_day",
      skills: ["Loading"],
    },
    employerToken,
  );
  expect(held.moderation_status).toBe("flagged");

  await signInAsAdmin(page);
  const sidebar = page.getByRole("navigation", { name: t("admin:sidebar.label") });
  // A super admin reaches every section.
  for (const section of ["dashboard", "users", "jobs", "auditLogs", "roles"]) {
    await expect(sidebar.getByRole("link", { name: t(`admin:sections.${section}`) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: t("admin:overview.title") })).toBeVisible();

  await sidebar.getByRole("link", { name: t("admin:sections.jobs") }).click();
  const job = page.getByRole("listitem", { name: String(held.title) });
  await expect(job).toBeVisible();
  await expect(job.locator("mark").first()).toBeVisible();
  await job.getByRole("button", { name: t("admin:jobs.actions.reject") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: t("admin:jobs.actions.reject") }).click();
  await expect(dialog.getByRole("alert")).toHaveText(t("admin:actions.reasonRequired"));
  await dialog
    .getByLabel(t("admin:fields.reason"))
    .fill("Workers must never pay to get a job: remove the registration fee.");
  await dialog.getByRole("button", { name: t("admin:jobs.actions.reject") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("admin:jobs.done.rejected") }),
  ).toBeVisible();
  // The answer is the rejected job: its row says so at once, and the queue no longer has it.
  await expect(job).toContainText(t("admin:jobs.moderation.REJECTED"));
  await page.reload();
  await expect(page.getByRole("heading", { name: t("admin:jobs.title") })).toBeVisible();
  await expect(job).toHaveCount(0);

  // The worker's Aadhaar: verified from their page in the users section.
  const workerPhone = freshPhone();
  await registerAadhaarWorker(request, workerPhone);
  // The number alone cannot be checked: the worker sends a photo of the card (the upload and
  // the submission the profile's documents form makes).
  const workerToken = await signInToken(request, workerPhone);
  const csrf = async () =>
    ((await (await request.get("/api/csrf-token")).json()) as { csrf_token: string }).csrf_token;
  const upload = await request.post("/api/v1/files/", {
    multipart: {
      purpose: "document",
      file: { name: "aadhaar.jpg", mimeType: "image/jpeg", buffer: await halvesPhoto(320, 240) },
    },
    headers: { Authorization: `Bearer ${workerToken}`, "X-CSRF-Token": await csrf() },
  });
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const submitted = await request.post("/graphql", {
    data: {
      query: `mutation ($input: SubmitIdentityDocumentInput!) {
        submitIdentityDocument(input: $input) { __typename }
      }`,
      variables: { input: { type: "AADHAAR", documentUrl: url } },
    },
    headers: { Authorization: `Bearer ${workerToken}`, "X-CSRF-Token": await csrf() },
  });
  expect(await submitted.json()).toEqual({
    data: { submitIdentityDocument: { __typename: "SubmitIdentityDocumentPayload" } },
  });
  await sidebar.getByRole("link", { name: t("admin:sections.users") }).click();
  // The demo's 600 people fill more than one page: the next page shows others, and back again
  // to the first (whose newest rows other specs, registering people meanwhile, may change).
  const firstRow = page.getByRole("main").getByRole("row").nth(1);
  const firstName = await firstRow.getByRole("link").textContent();
  await page.getByRole("button", { name: t("admin:paging.next") }).click();
  await expect(firstRow.getByRole("link")).not.toHaveText(firstName ?? "");
  await page.getByRole("button", { name: t("admin:paging.previous") }).click();
  await expect(page.getByRole("button", { name: t("admin:paging.previous") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("admin:paging.next") })).toBeVisible();
  await page.getByLabel(t("admin:users.search")).fill(workerPhone);
  await page.getByRole("button", { name: t("admin:users.apply") }).click();
  await page.getByRole("link", { name: "Lakshmi Pawar", exact: true }).click();
  const aadhaar = page.getByRole("listitem", { name: t("admin:users.documents.types.AADHAAR") });
  await aadhaar.getByRole("button", { name: t("admin:users.documents.verify") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("admin:users.documents.done.verified") }),
  ).toBeVisible();
  await expect(aadhaar).toContainText(t("admin:users.documents.states.VERIFIED"));
  await expect(page.getByText(t("admin:users.states.VERIFIED"), { exact: true })).toBeVisible();

  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await workerPage.goto("/signin");
  await signIn(workerPage, workerPhone);
  await expect(workerPage).toHaveURL(/\/labour\/dashboard$/);
  await workerPage.goto("/labour/dashboard/profile");
  await workerPage.getByRole("button", { name: t("profile:sections.documents") }).click();
  await expect(
    workerPage.getByText(t("profile:documents.state.VERIFIED", { last4: "9192" })),
  ).toBeVisible();
  await workerContext.close();

  // The employer, signed in elsewhere, is blocked: that session ends.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await employerPage.goto("/signin");
  await signIn(employerPage, employerPhone);
  await expect(employerPage).toHaveURL(/\/employer\/dashboard$/);
  await sidebar.getByRole("link", { name: t("admin:sections.users") }).click();
  await page.getByLabel(t("admin:users.search")).fill(employerPhone);
  await page.getByRole("button", { name: t("admin:users.apply") }).click();
  await page.getByRole("link", { name: "Kiran Shah", exact: true }).click();
  // Block asks first and takes a reason (e2e/admin-users.spec.ts walks it in full).
  await page.getByRole("button", { name: t("admin:users.actions.block") }).click();
  const blockDialog = page.getByRole("dialog");
  await blockDialog.getByLabel(t("admin:fields.reason")).fill("Asked workers for a fee");
  await blockDialog.getByRole("button", { name: t("admin:users.actions.block") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("admin:users.done.blocked") }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: t("admin:users.actions.unblock") })).toBeVisible();
  await expect(employerPage).toHaveURL(/\/signin/, { timeout: 20_000 });
  await employerContext.close();

  // The audit log has each decision, newest first.
  await sidebar.getByRole("link", { name: t("admin:sections.auditLogs") }).click();
  await expect(page.getByRole("heading", { name: t("admin:audit.title") })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText("user.block");
  await expect(page.getByRole("cell", { name: "job.reject", exact: true })).toBeVisible();
  await page.getByLabel(t("admin:audit.action")).fill("job.reject");
  await page.getByRole("button", { name: t("admin:audit.apply") }).click();
  await expect(page.getByRole("cell", { name: "user.block", exact: true })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "job.reject", exact: true })).toBeVisible();

  // Admins and roles: a viewer added, then made a moderator.
  await sidebar.getByRole("link", { name: t("admin:sections.roles") }).click();
  const viewer = `viewer.${randomLetters(6)}`;
  await page.getByLabel(t("admin:fields.username")).fill(viewer);
  await page.getByLabel(t("admin:fields.email")).fill(`${viewer}@example.com`);
  await page.getByLabel(t("admin:fields.fullName")).fill("Vinod Viewer");
  await page.getByLabel(t("admin:fields.password")).fill("a long enough password");
  await page.getByRole("button", { name: t("admin:admins.add") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin:admins.done.created"));
  const role = page.getByRole("combobox", { name: t("admin:admins.roleOf", { name: viewer }) });
  await expect(role).toHaveValue("VIEWER");
  await role.selectOption("MODERATOR");
  await expect(page.getByRole("status")).toHaveText(t("admin:admins.done.updated"));
  await expect(role).toHaveValue("MODERATOR");

  // A rejected token sends the admin back to sign in, told why.
  await page.evaluate(() => localStorage.setItem("admin_token", "no-such-token"));
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
  await expect(page.getByRole("alert")).toHaveText(t("errors:adminSessionExpired"));
});
