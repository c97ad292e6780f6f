import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../web/src/lib/hydration-marker";

/**
 * Waits until the app has taken over a server-drawn page: it marks <html> then (main.tsx). Before
 * then every control works as plain HTML (links, GET forms, <details> menus: issue 23), so a test
 * of what only the app does (suggestions, in-place loading, dialogs) waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}
