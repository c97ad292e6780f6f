import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { randomLetters } from "./accounts";
import { t } from "./texts";

// The browser suite's one superuser: whichever admin spec runs first on a fresh server sets it up
// (the first-admin screen, or POST /admin/create-first-admin/), the others sign in as it. And
// the back office through its REST calls: signing in, adding an admin of a role, opening a page
// with a token.

export const E2E_SUPERUSER = {
  username: "e2e.superuser",
  email: "e2e.superuser@example.com",
  fullName: "Asha Superuser",
  password: "correct horse battery",
};

/** Signs in as the e2e superuser through /admin/login, setting it up first on a fresh server. */
export async function signInAsSuperuser(page: Page): Promise<void> {
  await page.goto("/admin/login");
  const setup = page.getByRole("heading", { name: t("admin:setup.title") });
  const signIn = page.getByRole("heading", { name: t("admin:login.title") });
  await expect(setup.or(signIn)).toBeVisible();
  if (await setup.isVisible()) {
    await page.getByLabel(t("admin:fields.username")).fill(E2E_SUPERUSER.username);
    await page.getByLabel(t("admin:fields.email")).fill(E2E_SUPERUSER.email);
    await page.getByLabel(t("admin:fields.fullName")).fill(E2E_SUPERUSER.fullName);
    await page.getByLabel(t("admin:fields.password"), { exact: true }).fill(E2E_SUPERUSER.password);
    await page.getByLabel(t("admin:fields.confirmPassword")).fill(E2E_SUPERUSER.password);
    await page.getByRole("button", { name: t("admin:setup.submit") }).click();
    // Another spec may set it up at the same moment: then it is there to sign in as.
    const taken = page.getByText(t("errors:adminAlreadyExists"));
    await expect(page.getByText(t("admin:setup.done")).or(taken)).toBeVisible();
    if (await taken.isVisible()) await page.reload();
  }
  await expect(signIn).toBeVisible();
  await page.getByLabel(t("admin:fields.username")).fill(E2E_SUPERUSER.username);
  await page.getByLabel(t("admin:fields.password")).fill(E2E_SUPERUSER.password);
  await page.getByRole("button", { name: t("admin:login.submit") }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** POSTs with a fresh CSRF token (and the admin's token when given); the JSON answer. */
export async function adminPost(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  token?: string,
): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const csrf = (await (await request.get("/api/csrf-token")).json()) as { csrf_token: string };
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: {
      "X-CSRF-Token": csrf.csrf_token,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { ok: response.ok(), body: (await response.json()) as Record<string, unknown> };
}

export async function adminLogin(request: APIRequestContext, username: string, password: string) {
  const answer = await adminPost(request, "/admin/login/", { username, password });
  if (!answer.ok) throw new Error(`admin login: ${JSON.stringify(answer.body)}`);
  return String(answer.body.access_token);
}

/** The superuser's token: the first admin is set up when there is none yet. */
export async function superuserToken(request: APIRequestContext): Promise<string> {
  const exists = await request.get("/api/v1/admin/check-exists/");
  const { exists: any } = (await exists.json()) as { exists?: boolean };
  // Another spec may set it up at the same moment: either way it exists afterwards.
  if (!any)
    await adminPost(request, "/admin/create-first-admin/", {
      username: E2E_SUPERUSER.username,
      email: E2E_SUPERUSER.email,
      full_name: E2E_SUPERUSER.fullName,
      password: E2E_SUPERUSER.password,
    });
  return adminLogin(request, E2E_SUPERUSER.username, E2E_SUPERUSER.password);
}

/** A new admin of `role` (REST's spelling: "viewer", "moderator", …) added by the superuser. */
export async function newAdmin(
  request: APIRequestContext,
  role: string,
): Promise<{ username: string; token: string }> {
  const username = `e2e.${role}.${randomLetters(6)}`;
  const password = `${role} password 1`;
  const added = await adminPost(
    request,
    "/admin/create/",
    {
      username,
      email: `${username}@example.com`,
      full_name: `E2e ${role}`,
      password,
      role,
    },
    await superuserToken(request),
  );
  if (!added.ok) throw new Error(`admin create: ${JSON.stringify(added.body)}`);
  return { username, token: await adminLogin(request, username, password) };
}

/** Opens the back office with the admin token this browser keeps (admin-session.ts). */
export async function openAs(page: Page, token: string, path: string) {
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("admin_token", value), token);
  await page.goto(path);
}

export const sidebar = (page: Page) =>
  page.getByRole("navigation", { name: t("admin:sidebar.label") });
