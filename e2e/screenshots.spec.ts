import { expect, test } from "@playwright/test";
import { saveScreenshot, settle } from "./support/screenshots";
import { DESKTOP, MOBILE } from "./support/sizes";

// Full-page screenshots of the two busiest public pages at a small phone's and a laptop's width,
// for a person to look at (e2e/artifacts/screenshots/, and attached to the test results).

const PAGES = [
  { name: "home", path: "/" },
  { name: "jobs", path: "/jobs" },
] as const;

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const { name, path } of PAGES) {
      test(`screenshot of ${path}`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        await saveScreenshot(page, testInfo, `${name}-${viewport.width}`);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "content wider than the screen").toBeLessThanOrEqual(0);
      });
    }
  });
}
