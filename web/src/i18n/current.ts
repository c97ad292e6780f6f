import { DEFAULT_LANGUAGE, intlLocale } from "../config";

// The reader's language for code that has no `t` or i18n instance at hand (lib/format.ts's
// Intl formatters). In the browser it is i18n's language (i18n.ts sets the resolver); while the
// server draws a page it is that page's language (entry-server.tsx sets a resolver reading the
// render's own store), so two pages drawn at once in two languages never mix. No other imports:
// the main bundle carries it.

let resolve: () => string = () => DEFAULT_LANGUAGE;

export function setLanguageResolver(resolver: () => string): void {
  resolve = resolver;
}

/** The reader's language code: "en", "hi", "bh"… */
export function currentLanguage(): string {
  return resolve();
}

/** The Intl locale of the reader's language: "hi-IN-u-nu-latn" (config.ts's intlLocale). */
export function currentLocale(): string {
  return intlLocale(currentLanguage());
}
