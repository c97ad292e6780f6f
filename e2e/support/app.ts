import type { Page } from "@playwright/test";
import { PARTS_HYDRATED_ATTRIBUTE } from "../../web/src/lib/hydration-marker";

/**
 * Waits until the app has taken over a server-drawn page, the parts it takes over last (the job
 * list of /jobs) included: it marks <html> then (web/src/lib/hydration-marker.ts). Before then
 * every control works as plain HTML (links, GET forms, <details> menus), so a test of
 * what only the app does (suggestions, in-place loading, dialogs) waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${PARTS_HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}
