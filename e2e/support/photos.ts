import { expect, type Page } from "@playwright/test";
import { halvesPhoto } from "../../api/test/photos";
import { t } from "./texts";

// A real JPEG as a phone sends it (made with sharp by the API tests' helper, EXIF and all), chosen
// in the profile editor's photo field, which saves it as it is chosen.

/** Chooses a JPEG in the editor's photo field; it is saved with no other step and shows. */
export async function savePhoto(page: Page, name: string) {
  await page.locator("#profile-profile_picture").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await halvesPhoto(320, 240),
  });
  await expect(
    page
      .locator(".profile-photo")
      .getByRole("status")
      .filter({ hasText: t("profile:saved") }),
  ).toBeVisible();
  // The saved picture, as the server re-encoded it, replaces the initials: a signed link the
  // <img> loads without the session's token.
  const picture = page.locator(".profile-photo .avatar img");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
}
