import { placeKey } from "../../places/catalogue.js";
import type { Places } from "../../places/places.js";
import { remembered } from "./remembered.js";
import type { WorkerForScoring } from "./scoring.js";

// Where a worker would work, as the places catalogue understands it (places/places.ts): the one
// reading of a worker's places that recommendations' candidates (recommend.ts), their scoring
// (scoring.ts) and job alerts' fan-out (alerts/fan-out.ts) share.
// - Their state and city, and their preferred states, are stored in the places' spelling by the
//   profile forms; they are read through the catalogue all the same (a name or an alias, whatever
//   the case), as is a job's place.
// - Their preferred location is free text: a name or alias of a state is that state ("orissa"),
//   of a city that city in its own state ("bengaluru " is Karnataka's Bangalore; "Vadodara" is
//   Gujarat's Vadodara, not all of Gujarat), of both ("Delhi") both; text naming no place adds
//   nothing ("near the bus stand").
// - A job with no city is open in every city of its state: it is in a preferred city's place.
// Places unknown to the catalogue compare by placeKey (case and spacing aside).

export interface WorkerPlaces {
  /** Their state and city, in the places' spelling where the catalogue knows them. */
  state: string | null;
  city: string | null;
  preferredStates: string[];
  /** The places their preferred location names. */
  location: { states: string[]; cities: { state: string; city: string }[] };
}

/** Where the worker's jobs are looked for, as jobs spell places (recommend.ts's ranges). */
export interface WorkPlaces {
  /** Whole states: theirs, those they prefer, and those their preferred location names. */
  states: string[];
  /** The cities their preferred location names in states not listed whole. */
  cities: { state: string; city: string }[];
}

interface Known {
  states: Map<string, string>;
  cities: Map<string, string>;
}

const knownOf = new WeakMap<Places, Known>();

/** What the catalogue's names are, read once per Places (every candidate asks again). */
function known(places: Places): Known {
  let found = knownOf.get(places);
  if (!found) {
    found = { states: new Map(), cities: new Map() };
    knownOf.set(places, found);
  }
  if (found.states.size + found.cities.size > 50_000) {
    found.states.clear();
    found.cities.clear();
  }
  return found;
}

/** The state a name or alias names, in the places' spelling; else the text as given. */
export function stateName(places: Places, text: string): string {
  const { states } = known(places);
  let name = states.get(text);
  if (name === undefined) {
    name = places.state(text) ?? text;
    states.set(text, name);
  }
  return name;
}

/** The city of `state` a name or alias names, in the places' spelling; else the text as given. */
export function cityName(places: Places, state: string, text: string): string {
  const { cities } = known(places);
  const memo = `${state}\u0000${text}`;
  let name = cities.get(memo);
  if (name === undefined) {
    name = places.city(stateName(places, state), text) ?? text;
    cities.set(memo, name);
  }
  return name;
}

const placeKeyOf = remembered(placeKey);

/** Two names of places (already in the places' spelling where known) are one place. */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a === b || placeKeyOf(a) === placeKeyOf(b);
}

const readOf = new WeakMap<WorkerForScoring, { places: Places; read: WorkerPlaces }>();

/** The worker's places as the catalogue reads them; read once per worker and Places. */
export function workerPlaces(worker: WorkerForScoring, places: Places): WorkerPlaces {
  const cached = readOf.get(worker);
  if (cached && cached.places === places) return cached.read;
  const state = worker.state ? stateName(places, worker.state) : null;
  const read: WorkerPlaces = {
    state,
    city: worker.city ? (state ? cityName(places, state, worker.city) : worker.city) : null,
    preferredStates: [...new Set(worker.preferredStates.map((name) => stateName(places, name)))],
    location: { states: [], cities: [] },
  };
  if (worker.preferredLocation) {
    // Exactly the places the text names (places.named: name or alias, case and spacing aside),
    // no misspellings: a profile's words are not a search box's.
    for (const place of places.named(worker.preferredLocation)) {
      if (place.kind === "STATE") read.location.states.push(place.name);
      else read.location.cities.push({ state: place.state, city: place.name });
    }
  }
  readOf.set(worker, { places, read });
  return read;
}

/** Where the worker's jobs are looked for: whole states, and single cities of other states. */
export function workPlaces(worker: WorkerForScoring, places: Places): WorkPlaces {
  const read = workerPlaces(worker, places);
  const states = [
    ...new Set([
      ...(read.state ? [read.state] : []),
      ...read.preferredStates,
      ...read.location.states,
    ]),
  ];
  const cities = read.location.cities.filter(({ state }) => !states.includes(state));
  return { states, cities };
}

/**
 * The preferred place the job is in, in the places' spelling; null when none. The job's place is
 * given in the places' spelling (stateName, cityName). Their preferred location first (a state
 * it names, the city it names, or a job open in every city of that city's state), then their
 * preferred states.
 */
export function preferredPlaceOf(
  read: WorkerPlaces,
  job: { state: string; city: string | null },
): string | null {
  const { states, cities } = read.location;
  const state = states.find((name) => samePlace(name, job.state));
  if (state) return state;
  const city = cities.find(
    (place) =>
      samePlace(place.state, job.state) && (job.city == null || samePlace(place.city, job.city)),
  );
  if (city) return city.city;
  return read.preferredStates.find((name) => samePlace(name, job.state)) ?? null;
}

interface NamesOf {
  /** Every key a place goes by, by place id. */
  keys: Map<number, string[]>;
  /** The cities of each state, by the state's name. */
  cities: Map<string, number[]>;
}

const namesOf = new WeakMap<Places, NamesOf>();

/**
 * Every name's key (placeKey) of the places a job is in, as a preferred location would name
 * them: its state, and its city (or, for a job open in every city of its state, all of them). A
 * preferred location names the job's place (preferredPlaceOf) exactly when its key is one of
 * these: job alerts' fan-out asks SQL for them.
 */
export function jobPlaceKeys(
  places: Places,
  job: { state: string; city: string | null },
): string[] {
  let names = namesOf.get(places);
  if (!names) {
    const built: NamesOf = { keys: new Map(), cities: new Map() };
    for (const [key, named] of places.names()) {
      for (const place of named) {
        built.keys.set(place.id, [...(built.keys.get(place.id) ?? []), key]);
        if (place.kind === "CITY") {
          const cities = built.cities.get(place.state) ?? [];
          if (!cities.includes(place.id)) built.cities.set(place.state, [...cities, place.id]);
        }
      }
    }
    names = built;
    namesOf.set(places, built);
  }
  const state = stateName(places, job.state);
  const ids: number[] = [];
  for (const place of places.named(state)) {
    if (place.kind === "STATE" && place.name === state) ids.push(place.id);
  }
  if (job.city == null) ids.push(...(names.cities.get(state) ?? []));
  else {
    const city = cityName(places, state, job.city);
    for (const place of places.named(city)) {
      if (place.kind === "CITY" && place.state === state && place.name === city) ids.push(place.id);
    }
  }
  return [...new Set(ids.flatMap((id) => names.keys.get(id) ?? []))];
}
