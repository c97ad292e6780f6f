import { expect, type Page, test } from "@playwright/test";
import { codesSent, freshPhone, freshVoterId, nextCode, rest, signIn } from "./support/accounts";
import { signedInEmployer } from "./support/employer";
import { postJob, signInToken } from "./support/employer-applications";
import { savePhoto } from "./support/photos";
import { t } from "./support/texts";

// The profile editors: a new worker adds a photo (a real JPEG, support/photos.ts), skills and a
// place, and watches the completion rise; an employer fills the business profile and uploads a
// logo, which then shows on their job page. Fresh accounts: reruns stand alone.

/** A worker registered with nothing but the registration's fields (40 %). */
async function registerBareWorker(request: Parameters<typeof rest>[0], phone: string) {
  const before = codesSent(phone);
  await rest(request, "/auth/send-otp/", { phone_number: phone, for_registration: true });
  const otp = await nextCode(phone, before);
  const verified = await rest(request, "/auth/verify-otp/", { phone_number: phone, otp });
  await rest(
    request,
    "/auth/register/labour/",
    {
      first_name: "Meena",
      last_name: "Devi",
      phone_number: phone,
      identity_type: "voter_id",
      identity_number: freshVoterId(),
    },
    String(verified.access_token),
  );
}

const completion = (page: Page) => page.getByRole("progressbar");
const section = (page: Page, key: string) =>
  page.locator("section", {
    has: page.getByRole("button", { name: t(`profile:sections.${key}`) }),
  });

test("a new worker adds a photo, skills and a place, and the completion rises", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = freshPhone();
  await registerBareWorker(request, phone);
  await page.goto("/signin");
  await signIn(page, phone);
  await page.waitForURL(/\/labour\/dashboard$/);
  await page.goto("/labour/dashboard/profile");
  await expect(completion(page)).toHaveAttribute("aria-valuenow", "40");

  // "Still missing" links to the field: the photo first.
  await page
    .locator(".completion__missing")
    .getByRole("link", { name: t("profile:fields.profile_picture") })
    .click();
  await expect(page).toHaveURL(/\?field=profile_picture$/);
  await expect(page.locator("#profile-profile_picture")).toBeFocused();
  await savePhoto(page, "meena.png");
  await expect(completion(page)).toHaveAttribute("aria-valuenow", "48");

  // Skills, through the apply gate's address: it opens the work section at the field.
  await page.goto("/labour/dashboard/profile?missing=skills,state,city&next=/jobs");
  await expect(page.locator("#profile-skills")).toBeFocused();
  await page.locator("#profile-skills").fill("Masonry");
  await page.locator("#profile-skills").press("Enter");
  const work = section(page, "work");
  await work.getByRole("button", { name: t("profile:save") }).click();
  await expect(work.getByRole("status")).toHaveText(t("profile:saved"));
  await expect(completion(page)).toHaveAttribute("aria-valuenow", "55");

  const basics = section(page, "basics");
  await page.getByRole("button", { name: t("profile:sections.basics") }).click();
  await basics.locator("#profile-state").selectOption("Bihar");
  await basics.locator("#profile-city").selectOption("Patna");
  await basics.locator("#profile-email").fill("meena@");
  await basics.getByRole("button", { name: t("profile:save") }).click();
  // The server's message at the field, the field focused.
  await expect(basics.locator("#profile-email-error")).toHaveText(t("errors:emailInvalid"));
  await expect(basics.locator("#profile-email")).toBeFocused();
  await basics.locator("#profile-email").fill("");
  await basics.getByRole("button", { name: t("profile:save") }).click();
  await expect(basics.getByRole("status")).toHaveText(t("profile:saved"));
  await expect(completion(page)).toHaveAttribute("aria-valuenow", "70");
  // What the gate asked is filled: the way back to the job.
  await expect(page.getByText(t("profile:gate.done"))).toBeVisible();
  await page.getByRole("link", { name: t("profile:gate.back") }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("an employer fills the business profile and uploads a logo that shows on their job page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = await signedInEmployer(page, request, {
    firstName: "Asha",
    lastName: "Rao",
    company: "Rao Builders",
  });
  await page.goto("/employer/dashboard/profile");
  const before = Number(await completion(page).getAttribute("aria-valuenow"));

  await savePhoto(page, "logo.png");
  await expect
    .poll(async () => Number(await completion(page).getAttribute("aria-valuenow")))
    .toBeGreaterThan(before);

  await page.getByRole("button", { name: t("profile:sections.business") }).click();
  const business = section(page, "business");
  await business.locator("#profile-business_type").selectOption("FACTORY");
  await business.locator("#profile-industry").fill("Construction");
  await business.locator("#profile-website").fill("raobuilders.example");
  await business.locator("#profile-role").fill("Owner");
  await business.getByRole("button", { name: t("profile:save") }).click();
  await expect(business.getByRole("status")).toHaveText(t("profile:saved"));
  await expect(business.getByText(t("profile:referral.label"))).toBeVisible();

  // A reload reads back what was saved.
  await page.reload();
  await expect(page.locator(".profile-photo .avatar img")).toBeVisible();
  await page.getByRole("button", { name: t("profile:sections.business") }).click();
  await expect(page.locator("#profile-industry")).toHaveValue("Construction");
  await expect(page.locator("#profile-website")).toHaveValue("https://raobuilders.example");

  // Their job's page shows the logo (a signed link any visitor's browser loads) and the industry.
  const title = `Site supervisor ${Date.now()}`;
  const jobId = await postJob(request, await signInToken(request, phone), title);
  await page.goto(`/jobs/${encodeURIComponent(jobId)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const card = page.locator(".employer-card");
  await expect(card).toContainText("Construction");
  const logo = card.locator("img");
  await expect(logo).toHaveAttribute("src", /\/api\/v1\/files\/[0-9a-f]{32}\.webp\/\?.*signature=/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
});
