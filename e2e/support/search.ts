import { expect, type Page } from "@playwright/test";
import { t } from "./texts";

/** The search bar's parts, found by their labels. */
export function searchBar(page: Page) {
  const form = page.getByRole("search", { name: t("search:bar.label") });
  return {
    form,
    query: form.getByRole("combobox", { name: t("search:bar.query") }),
    location: form.getByRole("combobox", { name: t("search:bar.location") }),
    submit: form.getByRole("button", { name: t("search:bar.submit"), exact: true }),
  };
}

/**
 * Waits until the app has taken over a server-drawn page. Before then the bar submits natively
 * (to /jobs, whatever is typed), so a test of what the app does with it waits for this first;
 * the footer's scroll-to-top button is disabled until that moment.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: t("footer.scrollTop") })).toBeEnabled();
}
