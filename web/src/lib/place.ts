import type { TFunction } from "i18next";

// The words are the "jobs" namespace's, which every route that shows a job's place loads. Places
// and trades are shown in the reader's script through the "names" namespace (i18n/i18n.ts), which
// the same routes load; a name it lacks (and every name in English) shows as the canonical one,
// which is also what links, filters and the server keep.

const AS_IS = { ns: "names", keySeparator: false, nsSeparator: false } as const;

/** A state's or city's name in the reader's script, else its canonical name. */
export function placeName(t: TFunction, place: string): string {
  if (!place) return place;
  return t(place, { ...AS_IS, defaultValue: place });
}

/**
 * A trade's name in the reader's script ("mason": "राजमिस्त्री"), for a skill or a role that
 * names a known trade in any case; any other text as it is.
 */
export function tradeName(t: TFunction, text: string): string {
  if (!text.trim()) return text;
  return t(text.trim().toLowerCase(), { ...AS_IS, defaultValue: text });
}

/**
 * "Pune, Maharashtra"; "Delhi" where the city is the state; "All cities of Maharashtra" for a
 * job open across the state.
 */
export function formatPlace(t: TFunction, city: string | null | undefined, state: string): string {
  const stateName = placeName(t, state);
  if (!city) return t("jobs:place.allCities", { state: stateName });
  return city === state
    ? placeName(t, city)
    : t("jobs:place.cityState", { city: placeName(t, city), state: stateName });
}
