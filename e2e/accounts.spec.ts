import { expect, type Page, test } from "@playwright/test";
import {
  field,
  freshPan,
  freshPhone,
  freshVoterId,
  registerWorker,
  requestCode,
  signIn,
} from "./support/accounts";
import { t } from "./support/texts";

// Signing in and registering as a worker and as an employer through the screens, with the codes
// the app sends read from its SMS outbox; the session surviving a reload, sign-out, and the
// inactivity logout. Each test uses phone numbers of its own: OTP limits count per phone.

const banner = (page: Page) => page.getByRole("banner");
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("authToken"));

async function signOutAndBack(page: Page, phone: string, dashboard: string, welcome: string) {
  await banner(page)
    .getByRole("button", { name: t("nav.logout") })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole("link", { name: t("nav.signIn") })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The dashboard is for signed-in users: sign in, and come back to it.
  await page.goto(dashboard);
  await expect(page).toHaveURL(/\/signin\?next=/);
  await signIn(page, phone);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome);
}

test("a worker registers, stays signed in across a reload, signs out and signs in again", async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto("/role-selection");
  await page.getByRole("link", { name: t("auth:roleSelection.labour") }).click();
  await expect(page).toHaveURL(/\/register\?role=labour$/);
  await expect(
    page.getByRole("heading", { name: t("auth:register.heading_labour") }),
  ).toBeVisible();

  const code = await requestCode(page, phone);
  await page.getByLabel(t("auth:otp.label")).fill(code);

  // About you: the verified phone is there already.
  await expect(field(page, "phone_number")).toHaveValue(
    `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
  );
  await field(page, "first_name").fill("Ravi");
  await field(page, "last_name").fill("Kumar");
  await field(page, "state").selectOption("Bihar");
  await field(page, "city").fill("Patna");
  await page.getByRole("button", { name: t("auth:register.continue") }).click();

  // Identity and skills.
  await field(page, "identity_type").selectOption("voter_id");
  await field(page, "identity_number").fill(freshVoterId());
  await field(page, "skills").fill("Masonry, Tiling");
  await page.getByRole("button", { name: t("auth:register.submit") }).click();

  const welcome = t("dashboard:welcome", { name: "Ravi Kumar" });
  await expect(page).toHaveURL(/\/labour\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome);
  // The profile's completion (the dashboard also draws the labour score's bars).
  await expect(
    page.getByRole("progressbar", {
      name: t("dashboard:completion.progressLabel", { percentage: 63 }),
    }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome);
  // The landing page (server-rendered for visitors) sends a signed-in user to their dashboard.
  await page.goto("/");
  await expect(page).toHaveURL(/\/labour\/dashboard$/);
  await banner(page)
    .getByRole("link", { name: t("nav.profile") })
    .click();
  await expect(page).toHaveURL(/\/labour\/dashboard\/profile$/);
  // The profile editor has what registration gave (its first section, about you, is open).
  await expect(page.locator("#profile-first_name")).toHaveValue("Ravi");
  await expect(page.locator("#profile-last_name")).toHaveValue("Kumar");

  await signOutAndBack(page, phone, "/labour/dashboard", welcome);
});

test("an employer registers, stays signed in across a reload, signs out and signs in again", async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto("/role-selection");
  await page.getByRole("link", { name: t("auth:roleSelection.employer") }).click();
  await expect(page).toHaveURL(/\/register\?role=employer$/);

  const code = await requestCode(page, phone);
  await page.getByLabel(t("auth:otp.label")).fill(code);

  await field(page, "first_name").fill("Asha");
  await field(page, "last_name").fill("Rao");
  await field(page, "email").fill(`asha.${phone}@example.in`);
  await field(page, "role").fill("Owner");
  await page.getByRole("button", { name: t("auth:register.continue") }).click();

  await field(page, "company_name").fill("Rao Builders");
  await field(page, "address").fill("12 MG Road, Pune");
  await field(page, "state").selectOption("Maharashtra");
  await field(page, "city").fill("Pune");
  await field(page, "identity_type").selectOption("pan");
  await field(page, "identity_number").fill(freshPan());
  await page.getByRole("button", { name: t("auth:register.submit") }).click();

  const welcome = t("dashboard:welcome", { name: "Asha Rao" });
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome);
  // A worker's dashboard is not theirs: they land on their own.
  await page.goto("/labour/dashboard/profile");
  await expect(page).toHaveURL(/\/employer\/dashboard\/profile$/);
  // The profile editor has what registration gave: the business section holds the company.
  await page.getByRole("button", { name: t("profile:sections.business") }).click();
  await expect(page.locator("#profile-company_name")).toHaveValue("Rao Builders");

  await signOutAndBack(page, phone, "/employer/dashboard", welcome);
});

test("a wrong OTP says so, and the right one goes on", async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/register?role=labour");
  const code = await requestCode(page, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel(t("auth:otp.label")).fill(wrong);
  await expect(page.getByRole("alert")).toHaveText(t("errors:otpWrong"));

  await page.getByLabel(t("auth:otp.label")).fill(code);
  await expect(field(page, "first_name")).toBeVisible();
});

test("two idle hours end the session with the session-expired message", async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  const token = await registerWorker(request, phone, { firstName: "Meena", lastName: "Devi" });

  await page.clock.install();
  await page.goto("/");
  await page.evaluate(
    ({ token }) => {
      localStorage.setItem("authToken", token);
      localStorage.setItem("userType", "labour");
      localStorage.setItem("userData", JSON.stringify({ first_name: "Meena", last_name: "Devi" }));
      localStorage.setItem("lastActivity", String(Date.now()));
    },
    { token },
  );
  await page.goto("/labour/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("dashboard:welcome", { name: "Meena Devi" }),
  );

  await page.clock.fastForward("02:01:00");
  await expect(page).toHaveURL(/\/signin\?timeout=true$/);
  await expect(page.getByText(t("errors:sessionTimedOut"))).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
