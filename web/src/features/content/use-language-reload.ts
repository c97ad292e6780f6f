import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";

/**
 * Loads the page again when the reader picks another language in the menu: its texts are data
 * asked for in one language (the loader names it), not i18n keys that switch by themselves.
 */
export function useLanguageReload(): void {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onChange = () => void revalidate();
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, [i18n, revalidate]);
}
