import type pg from "pg";
import { type Place, type Places, placesOf } from "../../places/places.js";
import { cleanText, type JobSearchFilters } from "./search-input.js";

// The search's places, understood rather than matched as parts of names (see search.ts): a
// location, state or city becomes equality on jobs.state and jobs.city.

export interface PlaceMatch {
  states: string[];
  cities: Map<string, string[]>;
}

/** The filters with their places understood; every match must hold. */
export interface Resolved extends JobSearchFilters {
  places: PlaceMatch[];
}

export function matchOf(found: readonly Place[]): PlaceMatch {
  const states = [...new Set(found.filter((p) => p.kind === "STATE").map((p) => p.name))];
  const cities = new Map<string, string[]>();
  for (const place of found) {
    if (place.kind !== "CITY" || states.includes(place.state)) continue;
    const names = cities.get(place.state) ?? [];
    if (!names.includes(place.name)) names.push(place.name);
    cities.set(place.state, names);
  }
  return { states, cities };
}

/** The filters' places as states and cities; the texts' lengths checked. */
export function resolvePlaces(places: Places, filters: JobSearchFilters): Resolved {
  const location = cleanText(filters.location, "location");
  const state = cleanText(filters.state, "state");
  const city = cleanText(filters.city, "city");
  const matches: PlaceMatch[] = [];
  if (location) matches.push(matchOf(places.resolve(location)));
  const stateName = state ? places.state(state) : null;
  if (state) matches.push({ states: stateName ? [stateName] : [], cities: new Map() });
  if (city) {
    const named = places
      .named(city)
      .filter((place) => place.kind === "CITY" && (!stateName || place.state === stateName));
    matches.push(matchOf(named));
  }
  return { ...filters, places: matches };
}

export async function resolve(pool: pg.Pool, filters: JobSearchFilters): Promise<Resolved> {
  const hasPlace = [filters.location, filters.state, filters.city].some((text) => text?.trim());
  return hasPlace ? resolvePlaces(await placesOf(pool), filters) : { ...filters, places: [] };
}

/** The place condition on `alias`'s state and city (jobs j, or job_trades t). */
export function placeSql(
  match: PlaceMatch,
  param: (value: unknown) => string,
  alias = "j",
): string {
  const parts: string[] = [];
  // One state as equality, so that an index on (…, state, created_at) reads it newest first.
  if (match.states.length === 1) parts.push(`${alias}.state = ${param(match.states[0])}`);
  else if (match.states.length > 1) {
    parts.push(`${alias}.state = ANY(${param(match.states)}::text[])`);
  }
  for (const [state, cities] of match.cities) {
    parts.push(
      `(${alias}.state = ${param(state)} AND (${alias}.city = ANY(${param(cities)}::text[]) OR ${alias}.city IS NULL))`,
    );
  }
  return parts.length > 0 ? `(${parts.join(" OR ")})` : "false";
}
