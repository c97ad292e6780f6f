import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  AVAILABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  type Language,
  STORAGE_KEYS,
} from "../config";
import common from "../locales/en/common.json";
import { setLanguageResolver } from "./current";

// English "common" (the bar, the footer, errors) ships in the main bundle so the first paint
// has its words; every other namespace and language is its own small chunk, loaded with the
// route that needs it.
//
// The "errors" namespace words the server's failure reasons (lib/error-text.ts). Its English is
// the server's message catalogue itself, one small chunk loaded with the screens that send forms;
// other languages are the server's translations of it, shared/locales/<lng>/errors.json:
// one source of texts, which the server words its REST and GraphQL messages from too.
//
// Only the reader's language is ever fetched: each file is its own chunk, asked for when a route
// needs its namespace in the current language (bh asks for hi's, its fallback).

const bundles = import.meta.glob<{ default: ResourceKey }>([
  "../locales/*/*.json",
  "!../locales/en/common.json",
  "!../locales/*/errors.json",
]);
const serverCatalogues = import.meta.glob<{ default: ResourceKey }>(
  "../../../shared/locales/*/errors.json",
);
// The "names" namespace: places and trades in the reader's script (lib/place.ts), one small map
// per language derived from the shared tables (shared/src/display-names.ts). English shows the
// canonical names, so it has none and fetches nothing.
const nameMaps = import.meta.glob<{ default: ResourceKey }>("../../../shared/locales/*/names.json");
const noNames = () => Promise.resolve({ default: {} as ResourceKey });

const englishErrors = () =>
  import("@kaamsetu/shared/error-messages").then(({ ERROR_MESSAGES }) => ({
    default: ERROR_MESSAGES as ResourceKey,
  }));

const lazyBundles: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === "names"
        ? (nameMaps[`../../../shared/locales/${language}/names.json`] ?? noNames)
        : namespace !== "errors"
          ? bundles[`../locales/${language}/${namespace}.json`]
          : language === DEFAULT_LANGUAGE
            ? englishErrors
            : serverCatalogues[`../../../shared/locales/${language}/errors.json`];
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

/**
 * The language in the LANGUAGE_COOKIE: every choice writes it, including one made before the app
 * took over the page (a plain link: api/src/http/language-choice.ts), so it is the latest one.
 */
function cookieLanguage(): Language | null {
  if (typeof document === "undefined") return null;
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value) && isAvailable(value)) return value;
  }
  return null;
}

/** The language the reader chose on this device, if it is available. */
export function storedLanguage(): Language | null {
  const chosen = cookieLanguage();
  if (chosen) return chosen;
  if (typeof localStorage === "undefined") return null;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored) && isAvailable(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode).
  }
  return null;
}

/** The first available language of the browser's own list (what it sends as Accept-Language). */
function browserLanguage(): Language | null {
  if (typeof navigator === "undefined") return null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLanguage(language) && isAvailable(language)) return language;
  }
  return null;
}

/**
 * The reader's language: chosen in the menu (this device, else the account's, which sign-in
 * stores here), else the browser's, else English. The server draws pages by the same rule (the
 * choice travels in the LANGUAGE_COOKIE, the browser's in Accept-Language: api/src/http/ssr/render.ts).
 */
export function preferredLanguage(): Language {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language a page the server drew is in: its <html lang>, so hydration matches it. */
function drawnLanguage(): Language | null {
  if (typeof document === "undefined" || typeof window === "undefined") return null;
  if (!window.__RELAY_RECORDS__) return null;
  const drawn = document.documentElement.lang;
  return isLanguage(drawn) && isAvailable(drawn) ? drawn : null;
}

/** Remembers the choice where the server sees it too: the page it draws next is in it. */
function rememberForServer(language: Language): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Android browsers; this one plain cookie is set synchronously everywhere
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

const beforeChange = new Set<() => Promise<void>>();

/**
 * Work to finish in the language the page shows before another applies: the parts of a
 * server-drawn page not taken over yet (components/TakenOverInView.tsx) are taken over first, as
 * the server drew them; drawn in the new language instead, they would not match its HTML.
 * Returns what stops it.
 */
export function beforeLanguageChange(work: () => Promise<void>): () => void {
  beforeChange.add(work);
  return () => beforeChange.delete(work);
}

const readyForChange = () => Promise.all([...beforeChange].map((work) => work()));

/**
 * Switches the interface language without a reload (the chosen language's namespaces load as
 * their own chunks), and remembers the choice on this device and for the server.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isAvailable(language)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  rememberForServer(language);
  await readyForChange();
  await i18n.changeLanguage(language);
}

/**
 * On signing in: the account's language (chosen earlier, perhaps on another device, or the one
 * registered in) applies unless this device has a choice of its own.
 */
export function adoptAccountLanguage(language: string | null | undefined): void {
  if (storedLanguage() || !isLanguage(language) || !isAvailable(language)) return;
  if (language === i18n.language) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  rememberForServer(language);
  void readyForChange().then(() => i18n.changeLanguage(language));
}

// The server writes <html lang> itself; the event also fires there, where there is no document.
i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: drawnLanguage() ?? preferredLanguage(),
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

setLanguageResolver(() => i18n.language ?? DEFAULT_LANGUAGE);

export { i18n };
