import {
  AVAILABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
} from "@kaamsetu/shared/constants";
import { acceptedLanguages, asLanguage } from "../i18n.js";

// What of a request a page drawn on the server depends on: its language, whether it asks to
// save data, whether it carries anything of a person (then no shared cache may serve it). The
// drawn pages (ssr/render.ts) and the no-JavaScript forms (forms.ts) read them the same way.

/**
 * The language a page is drawn in, of the languages the app has (else the default): part of the
 * cache key, and the only language the drawing's GraphQL requests are told, so a page never
 * depends on more of the request than its key holds.
 */
export function pageLanguage(request: Request): Language {
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  const asked = [
    url?.searchParams.get("language"),
    // The language chosen in the menu (i18n.ts keeps it in this cookie too).
    languageCookie(request),
    ...acceptedLanguages(request.headers.get("accept-language")),
  ];
  for (const code of asked) {
    const language = asLanguage(code);
    if (language && AVAILABLE_LANGUAGES.includes(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The cookies of a request, name to value (the first of a name). */
function cookiesOf(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name && !cookies.has(name)) cookies.set(name, at < 0 ? "" : pair.slice(at + 1).trim());
  }
  return cookies;
}

function languageCookie(request: Request): string | null {
  return cookiesOf(request).get(LANGUAGE_COOKIE) ?? null;
}

/**
 * Whether a request carries anything that could make its page someone's own: a token, or any
 * cookie but the language one (which only chooses among the pages the cache keys by language).
 */
export function carriesCredentials(request: Request): boolean {
  if (request.headers.has("authorization")) return true;
  return [...cookiesOf(request).keys()].some((name) => name !== LANGUAGE_COOKIE);
}

/**
 * Whether the browser asks to save data (`Save-Data: on`, Chrome's Lite mode): the page is drawn
 * without pictures other than logos (web/src/lib/data-saver.ts), so it is part of the cache key
 * and every page answer varies by it.
 */
export function savesData(request: Request): boolean {
  return request.headers.get("save-data")?.trim().toLowerCase() === "on";
}
