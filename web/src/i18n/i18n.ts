import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  AVAILABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  type Language,
  STORAGE_KEYS,
} from "../config";
import common from "../locales/en/common.json";

// English "common" (the bar, the footer, errors) ships in the main bundle so the first paint
// has its words; every other namespace and language is its own small chunk, loaded with the
// route that needs it.
//
// The "errors" namespace words the server's failure reasons (lib/error-text.ts). Its English is
// the server's message catalogue itself, one small chunk loaded with the screens that send forms;
// other languages are locales/<lng>/errors.json, like every namespace.

const bundles = import.meta.glob<{ default: ResourceKey }>([
  "../locales/*/*.json",
  "!../locales/en/common.json",
]);

const englishErrors = () =>
  import("../../../api/src/shared/error-messages").then(({ ERROR_MESSAGES }) => ({
    default: ERROR_MESSAGES as ResourceKey,
  }));

const lazyBundles: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load =
      language === DEFAULT_LANGUAGE && namespace === "errors"
        ? englishErrors
        : bundles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: Error) => callback(error, null),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isAvailable(language: Language): boolean {
  return AVAILABLE_LANGUAGES.includes(language);
}

function storedLanguage(): Language {
  // The server renders English; the browser takes the stored choice.
  if (typeof localStorage === "undefined") return DEFAULT_LANGUAGE;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored) && isAvailable(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); English it is.
  }
  return DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isAvailable(language)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await i18n.changeLanguage(language);
}

// The server writes <html lang> itself; the event also fires there, where there is no document.
i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: { ...LANGUAGE_FALLBACKS, default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES],
    ns: ["common"],
    defaultNS: "common",
    resources: { en: { common } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

export { i18n };
