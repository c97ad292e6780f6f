import { expect, type Page } from "@playwright/test";
import { tIn } from "./texts";

/**
 * Waits until the app has taken over a server-drawn page: the footer's scroll-to-top button is
 * disabled until that moment. Before then the search bar submits natively (to /jobs, whatever is
 * typed) and other controls wait, so a test of what only the app does waits for this first.
 */
export async function appReady(page: Page, language = "en"): Promise<void> {
  await expect(page.getByRole("button", { name: tIn(language, "footer.scrollTop") })).toBeEnabled();
}
