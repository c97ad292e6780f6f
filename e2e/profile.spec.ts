import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { codesSent, freshPhone, freshVoterId, nextCode, rest, signIn } from "./support/accounts";
import { registerEmployer } from "./support/employer";
import { t } from "./support/texts";

// The profile editors: a new worker adds a photo (a PNG made here, byte by byte), skills and a
// place, and watches the completion rise; an employer fills the business profile and uploads a
// logo. Fresh accounts: reruns stand alone.

/** The CRC-32 of `bytes` (PNG chunks carry one). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real `size`×`size` RGB PNG of one colour, which the server decodes and re-encodes. */
function pngBytes(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] as number),
  ]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

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

async function savePhoto(page: Page, name: string) {
  await page.locator("#profile-profile_picture").setInputFiles({
    name,
    mimeType: "image/png",
    buffer: pngBytes(64, [200, 80, 30]),
  });
  await expect(page.getByRole("img", { name: t("profile:photo.preview") })).toBeVisible();
  await page.getByRole("button", { name: t("profile:photo.save") }).click();
  await expect(
    page
      .locator(".profile-photo")
      .getByRole("status")
      .filter({ hasText: t("profile:saved") }),
  ).toBeVisible();
  // The saved picture, as the server re-encoded it, replaces the initials.
  await expect(page.locator(".profile-photo .avatar img")).toBeVisible();
}

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
    .getByRole("link", { name: t("dashboard:fields.profile_picture") })
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

test("an employer fills the business profile and uploads a logo", async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = freshPhone();
  await registerEmployer(request, phone, {
    firstName: "Asha",
    lastName: "Rao",
    company: "Rao Builders",
  });
  await page.goto("/signin");
  await signIn(page, phone);
  await page.waitForURL(/\/employer\/dashboard$/);
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
});
