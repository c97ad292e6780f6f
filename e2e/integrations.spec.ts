import { expect, test } from "@playwright/test";
import { freshPhone, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { postJob, signInToken } from "./support/employer-applications";
import { t } from "./support/texts";

// Issue 44: an employer makes an API key in the dashboard, sees it once, a partner's server
// lists the employer's jobs with it (no CSRF token, no session), the employer revokes it after
// confirming, and the key stops at once.

test("an employer makes an API key, a server uses it, the employer revokes it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await registerEmployer(request, phone, {
    firstName: "Imran",
    lastName: "Sheikh",
    company: "Sheikh Interiors",
  });
  const title = `Carpenter ${Math.random().toString(36).slice(2, 8)}`;
  await postJob(request, await signInToken(request, phone), title);

  await page.goto("/signin");
  await signIn(page, phone);
  await page.getByRole("link", { name: t("dashboard:nav.integrations") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("dashboard:integrations.title"),
  );
  await expect(page.getByText(t("dashboard:integrations.none"))).toBeVisible();

  // Nothing chosen: both fields say what is missing.
  await page.getByRole("button", { name: t("dashboard:integrations.createButton") }).click();
  await expect(page.getByText(t("errors:apiKeyNameRequired"))).toBeVisible();
  await expect(page.getByText(t("errors:apiKeyScopesRequired"))).toBeVisible();

  await page.getByLabel(t("dashboard:integrations.name")).fill("Applicant tracker");
  await page.getByLabel(t("dashboard:integrations.scope.jobs_read")).check();
  await page.getByRole("button", { name: t("dashboard:integrations.createButton") }).click();
  const secret = await page.locator(".api-key-new__secret").inputValue();
  expect(secret).toMatch(/^ks_live_[A-Za-z0-9_-]{40,}$/);
  const row = page.locator(".api-key").filter({ hasText: "Applicant tracker" });
  await expect(row).toContainText(secret.slice(0, 16));
  await expect(row).toContainText(t("dashboard:integrations.neverUsed"));

  // A partner's server: the key, no session, no CSRF token.
  const listed = await request.get("/api/v1/employers/jobs/", {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(listed.status()).toBe(200);
  expect(JSON.stringify(await listed.json())).toContain(title);
  // Never in the web app's own API.
  const graphql = await request.post("/graphql", {
    headers: { authorization: `Bearer ${secret}` },
    data: { query: "{ viewerAsEmployer { id } }" },
  });
  expect(graphql.status()).toBe(401);

  // Once seen, the key is gone from the page; a reload shows it used.
  await page.getByRole("button", { name: t("dashboard:integrations.done") }).click();
  await expect(page.locator(".api-key-new__secret")).toHaveCount(0);
  await page.reload();
  await expect(row).not.toContainText(t("dashboard:integrations.neverUsed"));
  expect(await page.content()).not.toContain(secret);

  await row.getByRole("button", { name: t("dashboard:integrations.revoke") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: t("dashboard:integrations.revoke") }).click();
  await expect(row).toContainText(t("dashboard:integrations.revokedAt", { date: "" }).trim());
  const after = await request.get("/api/v1/employers/jobs/", {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(after.status()).toBe(401);
});
