import type { Page } from "@playwright/test";
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
