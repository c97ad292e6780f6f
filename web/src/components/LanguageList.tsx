import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_CHOICE_PATH, LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from "../config";
import { changeLanguage, isAvailable } from "../i18n/i18n";
import { getSession } from "../session/session";

/** The server's address that chooses `language` and returns to `next` (works without the app). */
export function languageChoicePath(language: Language, next: string): string {
  return `${LANGUAGE_CHOICE_PATH}/${language}?${new URLSearchParams({ next })}`;
}

/**
 * Every language by its native name. Ones whose texts are not complete are disabled and say
 * "coming soon". An available one is a link to the server's language choice, which sets it and
 * comes back to this page (before the app has taken over, or without JavaScript); once the app
 * runs, a click switches in place, is remembered, and calls `onChosen`.
 */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const choose = (event: MouseEvent, language: Language) => {
    // A click with a modifier opens the link elsewhere, as any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void changeLanguage(language);
    // A signed-in user's choice is kept on the account too (its own chunk: relay/language.ts).
    if (getSession().status === "signedIn") {
      void import("../relay/language").then(({ saveLanguage }) => saveLanguage(language));
    }
    onChosen?.();
  };
  return (
    <ul className="language-list" aria-label={t("nav.chooseLanguage")}>
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <li key={language}>
            {isAvailable(language) ? (
              <a
                href={languageChoicePath(language, here)}
                className="language-list__item"
                lang={language}
                hrefLang={language}
                aria-current={current ? "true" : undefined}
                onClick={(event) => choose(event, language)}
              >
                <span>{LANGUAGE_NATIVE_NAMES[language]}</span>
              </a>
            ) : (
              <button type="button" className="language-list__item" lang={language} disabled>
                <span>{LANGUAGE_NATIVE_NAMES[language]}</span>
                <span className="language-list__soon" lang={i18n.language}>
                  {t("nav.comingSoon")}
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
