import { useTranslation } from "react-i18next";
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from "../config";
import { changeLanguage, isAvailable } from "../i18n/i18n";
import { getSession } from "../session/session";

/**
 * Every language by its native name. Ones whose texts are not complete are disabled and say
 * "coming soon"; choosing an available one switches, is remembered, and calls `onChosen`.
 */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
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
        const available = isAvailable(language);
        const current = i18n.language === language;
        return (
          <li key={language}>
            <button
              type="button"
              className="language-list__item"
              lang={language}
              disabled={!available}
              aria-pressed={current}
              onClick={() => choose(language)}
            >
              <span>{LANGUAGE_NATIVE_NAMES[language]}</span>
              {!available && (
                <span className="language-list__soon" lang={i18n.language}>
                  {t("nav.comingSoon")}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
