import { AVAILABLE_LANGUAGES } from "@kaamsetu/shared/constants";
import { expect, type Page, test } from "@playwright/test";
import { saveScreenshot, settle } from "./support/screenshots";
import { MOBILE } from "./support/sizes";
import { tIn } from "./support/texts";

// The main screens in every available language at a small phone's width: drawn
// in the reader's language (<html lang>), and never wider than the screen, which long Tamil and
// Malayalam words would be the first to break. Debian's fonts-noto-core draws every Indian script,
// as Noto does on Android; the screenshots are kept for a person to look at
// (e2e/artifacts/screenshots/<lng>-<screen>-360.png). English is the other specs' business, and
// Bhojpuri shows Hindi's texts.

const SCREENS = [
  { name: "home", path: "/" },
  { name: "jobs", path: "/jobs" },
  { name: "search", path: "/search" },
  { name: "signin", path: "/signin" },
  { name: "role-selection", path: "/role-selection" },
] as const;

const LANGUAGES = AVAILABLE_LANGUAGES.filter((language) => !["en", "bh"].includes(language));

async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "content wider than the screen").toBeLessThanOrEqual(0);
}

for (const language of LANGUAGES) {
  test.describe(`${language} at 360 px`, () => {
    test.use({ viewport: MOBILE, locale: `${language}-IN` });

    for (const { name, path } of SCREENS) {
      test(`${path} fits the screen`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await settle(page);
        await saveScreenshot(page, testInfo, `${language}-${name}-${MOBILE.width}`);
        await fitsTheScreen(page);
      });
    }

    test("a job page fits the screen", async ({ page, request }, testInfo) => {
      const list = await request.get("/api/v1/jobs/?limit=1");
      const { items } = (await list.json()) as { items: { id: string }[] };
      await page.goto(`/jobs/${items[0]?.id}`);
      await expect(page.getByText(tIn(language, "job:detail.pay")).first()).toBeVisible();
      await settle(page);
      await saveScreenshot(page, testInfo, `${language}-job-${MOBILE.width}`);
      await fitsTheScreen(page);
    });
  });
}
