import { expect, type Page } from "@playwright/test";
import { t } from "./texts";

// The browser suite's one superuser: whichever admin spec runs first on a fresh server sets it up
// (the first-admin screen, or POST /admin/create-first-admin/), the others sign in as it.

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
    await expect(page.getByText(t("admin:setup.done"))).toBeVisible();
  }
  await expect(signIn).toBeVisible();
  await page.getByLabel(t("admin:fields.username")).fill(E2E_SUPERUSER.username);
  await page.getByLabel(t("admin:fields.password")).fill(E2E_SUPERUSER.password);
  await page.getByRole("button", { name: t("admin:login.submit") }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
