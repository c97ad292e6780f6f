import type { Page } from "@playwright/test";
import { tIn } from "./texts";

/** The search bar's parts, found by their labels (in `language`, English by default). */
export function searchBar(page: Page, language = "en") {
  const t = (key: string) => tIn(language, key);
  const form = page.getByRole("search", { name: t("search:bar.label") });
  return {
    form,
    query: form.getByRole("combobox", { name: t("search:bar.query") }),
    location: form.getByRole("combobox", { name: t("search:bar.location") }),
    submit: form.getByRole("button", { name: t("search:bar.submit"), exact: true }),
  };
}
