import { LANGUAGE_FALLBACKS, type Language } from "./constants.js";
import { CITY_SCRIPT_NAMES, type ScriptLanguage, STATE_SCRIPT_NAMES } from "./places/scripts.js";
import { TRADES } from "./trades.js";

// How a place or a trade is shown to a reader: by the first (usual) of its names in the reader's
// script, else by its canonical English name, which is also what URLs, filters, REST and the
// database keep. The tables are large and know every spelling people type; a reader needs one
// name per place and trade in one language, so the web loads a small map derived from them per
// language (shared/locales/<lng>/names.json, written by scripts/display-names.ts and checked
// against this derivation by display-names.test.ts), as it loads its texts.
//
// Marathi is written in Devanagari and the places table spells a place in Marathi only where it
// differs from Hindi, so a Marathi reader sees the Hindi name otherwise. Trades have their own
// Marathi words. Bhojpuri reads Hindi (LANGUAGE_FALLBACKS).

/** The languages with a names map; English shows canonical names and needs none. */
export const DISPLAY_NAME_LANGUAGES = ["hi", "mr", "ta", "te", "bn", "ml"] as const;
export type DisplayNameLanguage = (typeof DISPLAY_NAME_LANGUAGES)[number];

const PLACE_FALLBACK: Partial<Record<ScriptLanguage, ScriptLanguage>> = { mr: "hi" };

/**
 * Canonical name → the name shown to a reader of `language`, for every state, listed city and
 * trade with a name in its script. One flat map: a name that is both a state and a city
 * ("Delhi") is shown alike for both.
 */
export function displayNames(language: DisplayNameLanguage): Record<string, string> {
  const names: Record<string, string> = {};
  const placeName = (spelled: Partial<Record<ScriptLanguage, readonly string[]>>) => {
    const fallback = PLACE_FALLBACK[language];
    return spelled[language]?.[0] ?? (fallback ? spelled[fallback]?.[0] : undefined);
  };
  for (const [state, spelled] of Object.entries(STATE_SCRIPT_NAMES)) {
    const name = spelled && placeName(spelled);
    if (name) names[state] = name;
  }
  for (const { city, names: spelled } of CITY_SCRIPT_NAMES) {
    const name = placeName(spelled);
    if (name) names[city] = name;
  }
  for (const { trade, names: spelled } of TRADES) {
    const name = spelled[language]?.[0];
    if (name) names[trade] = name;
  }
  return names;
}

/** The language whose names map a reader of `language` sees, or null for canonical names. */
export function displayNameLanguage(language: string): DisplayNameLanguage | null {
  const candidates = [language, ...(LANGUAGE_FALLBACKS[language as Language] ?? [])];
  for (const candidate of candidates) {
    if ((DISPLAY_NAME_LANGUAGES as readonly string[]).includes(candidate)) {
      return candidate as DisplayNameLanguage;
    }
    if (candidate === "en") return null;
  }
  return null;
}

const maps = new Map<DisplayNameLanguage, Record<string, string>>();

/** A place's or trade's name for a reader of `language` (the canonical name when it has none). */
export function displayName(language: string, canonical: string): string {
  const names = displayNameLanguage(language);
  if (!names) return canonical;
  let map = maps.get(names);
  if (!map) {
    map = displayNames(names);
    maps.set(names, map);
  }
  return map[canonical] ?? canonical;
}
