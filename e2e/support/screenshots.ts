import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { ARTIFACTS } from "./server";

export const SCREENSHOTS = path.join(ARTIFACTS, "screenshots");

/**
 * Scrolls through the page so sections that load when they come into view have loaded, waits
 * for the network to go quiet, and returns to the top: a full-page shot then shows real content.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
}

/** A full-page screenshot kept as a test attachment and as e2e/artifacts/screenshots/<name>.png. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  const body = await page.screenshot({ fullPage: true, animations: "disabled", path: file });
  await testInfo.attach(name, { body, contentType: "image/png" });
}
