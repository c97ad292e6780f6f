import { INDIAN_STATES } from "@kaamsetu/shared/constants";
import { CITY_ALIASES, STATE_ALIASES } from "@kaamsetu/shared/places/aliases";
import { CITIES_BY_STATE } from "@kaamsetu/shared/places/india";
import {
  CITY_SCRIPT_NAMES,
  SCRIPT_LANGUAGES,
  type ScriptNames,
  STATE_SCRIPT_NAMES,
} from "@kaamsetu/shared/places/scripts";
import { foldScripts } from "../text-fold.js";

// The places catalogue: every state and city of india.ts with its names (its own, its aliases,
// aliases.ts, and its names in the Indian scripts with their language, scripts.ts), as the rows of the `places` and
// `place_names` tables. sync.ts keeps the tables equal to it at start-up, so editing india.ts or
// aliases.ts is all a change of places needs; everything else reads the tables (places.ts).

export type PlaceKind = "STATE" | "CITY";

export interface CataloguePlace {
  /** Stable identity: "karnataka", "karnataka/bangalore". */
  slug: string;
  kind: PlaceKind;
  name: string;
  /** A city's state; null for a state. */
  stateSlug: string | null;
}

export interface CatalogueName {
  slug: string;
  name: string;
  /** placeKey(name): what typed text is compared with. */
  key: string;
  /** The language of the name: "en" for Latin letters, else scripts.ts's ("hi", "ta", ...). */
  lang: string;
  /** Another name of the place rather than its own. */
  alias: boolean;
}

export interface Catalogue {
  places: CataloguePlace[];
  names: CatalogueName[];
}

/**
 * What a typed place name is compared as: lower case, "&" as "and", dots, hyphens and
 * apostrophes as spaces, runs of spaces as one, trimmed, each script's spelling in one encoding
 * (foldScripts). "  Navi-MUMBAI " is "navi mumbai".
 */
export function placeKey(text: string): string {
  return foldScripts(text)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.\-_'’]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * placeKey in SQL for text of ASCII characters only (where foldScripts changes nothing and lower
 * case is the same in every locale): the job alerts' fan-out reads a preferred location's key
 * with it to send fewer profiles, and leaves text with other characters to placeKey itself.
 * Kept to placeKey's rules: services/alerts/fan-out.test.ts compares the two.
 */
export const asciiPlaceKeySql = (text: string) =>
  `btrim(regexp_replace(regexp_replace(replace(lower(${text}), '&', ' and '), '[._''-]', ' ', 'g'), '\\s+', ' ', 'g'))`;

const slugOf = (name: string) =>
  placeKey(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function buildCatalogue(): Catalogue {
  const places: CataloguePlace[] = [];
  const names: CatalogueName[] = [];
  const seen = new Set<string>();
  const addName = (slug: string, name: string, alias: boolean, lang = "en") => {
    const key = placeKey(name);
    if (!key || seen.has(`${slug} ${key}`)) return;
    seen.add(`${slug} ${key}`);
    names.push({ slug, name, key, lang, alias });
  };
  const addScriptNames = (slug: string, scriptNames: ScriptNames | undefined) => {
    for (const lang of SCRIPT_LANGUAGES) {
      for (const name of scriptNames?.[lang] ?? []) addName(slug, name, true, lang);
    }
  };
  const stateAliases = new Map(STATE_ALIASES.map((entry) => [entry.state, entry.aliases]));
  const cityAliases = new Map(
    CITY_ALIASES.map((entry) => [`${entry.state}|${entry.city}`, entry.aliases]),
  );
  const cityScriptNames = new Map(
    CITY_SCRIPT_NAMES.map((entry) => [`${entry.state}|${entry.city}`, entry.names]),
  );
  for (const state of INDIAN_STATES) {
    const stateSlug = slugOf(state);
    places.push({ slug: stateSlug, kind: "STATE", name: state, stateSlug: null });
    addName(stateSlug, state, false);
    for (const alias of stateAliases.get(state) ?? []) addName(stateSlug, alias, true);
    addScriptNames(stateSlug, STATE_SCRIPT_NAMES[state]);
    for (const city of CITIES_BY_STATE[state]) {
      const slug = `${stateSlug}/${slugOf(city)}`;
      places.push({ slug, kind: "CITY", name: city, stateSlug });
      addName(slug, city, false);
      for (const alias of cityAliases.get(`${state}|${city}`) ?? []) addName(slug, alias, true);
      addScriptNames(slug, cityScriptNames.get(`${state}|${city}`));
    }
  }
  return { places, names };
}
