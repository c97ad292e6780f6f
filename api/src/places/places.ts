import type pg from "pg";
import { log } from "../log.js";
import { buildCatalogue, type Catalogue, type PlaceKind, placeKey } from "./catalogue.js";

// The places as search, suggestions and the forms understand them, read from the places tables
// (filled from the catalogue, sync.ts) into memory: a few thousand names, read per database once
// and again every PLACES_TTL_MS (another instance may have brought in a newer catalogue). Typed
// text is compared as placeKey() makes it: a place's own name or an alias, whatever the case and
// spacing; never a part of a name ("Pradesh" is no state, "Delhi" is not in "New Delhi").

export interface Place {
  id: number;
  kind: PlaceKind;
  /** The canonical spelling, as jobs store it. */
  name: string;
  /** The state's name: a city's state, or a state's own name. */
  state: string;
}

export interface PlaceNameRow extends Place {
  /** One of the place's names, compared as placeKey(name). */
  key: string;
  /** That name as written, and its language ("en", or a script's: "hi", "ta", ...). */
  written?: string;
  lang?: string;
}

export const PLACES_TTL_MS = 5 * 60_000;

/** A misspelling this many edits away (or fewer) is understood, by the typed text's length. */
function editsAllowed(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, or `max + 1` as soon as
 * it is more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

export class Places {
  private readonly byKey = new Map<string, Place[]>();
  /** The names in an Indian script as written, by key. */
  private readonly scriptNames = new Map<string, string>();

  constructor(rows: readonly PlaceNameRow[]) {
    const byId = new Map<number, Place>();
    for (const row of rows) {
      if (row.written && row.lang && row.lang !== "en") this.scriptNames.set(row.key, row.written);
      let place = byId.get(row.id);
      if (!place) {
        place = { id: row.id, kind: row.kind, name: row.name, state: row.state };
        byId.set(row.id, place);
      }
      const places = this.byKey.get(row.key) ?? [];
      if (!places.includes(place)) places.push(place);
      this.byKey.set(row.key, places);
    }
  }

  /** Every name's key with the places it names. */
  names(): IterableIterator<[string, readonly Place[]]> {
    return this.byKey.entries();
  }

  /** A name's key as written, when the name is in an Indian script ("दिल्ली"); else null. */
  scriptName(key: string): string | null {
    return this.scriptNames.get(key) ?? null;
  }

  /** The places a name (or alias) is, exactly; none for anything else. */
  named(text: string): readonly Place[] {
    return this.byKey.get(placeKey(text)) ?? [];
  }

  /**
   * What typed text means: the places it names; when it names none, those of the closest names
   * a misspelling away ("Banglore"). Several places of one name are all of them.
   */
  resolve(text: string): readonly Place[] {
    const key = placeKey(text);
    const exact = this.byKey.get(key);
    if (exact) return exact;
    const max = editsAllowed([...key].length);
    if (max === 0) return [];
    let best = max + 1;
    let found: Place[] = [];
    for (const [name, places] of this.byKey) {
      const distance = editDistance(key, name, Math.min(max, best));
      if (distance < best) {
        best = distance;
        found = [...places];
      } else if (distance === best && distance <= max) {
        for (const place of places) if (!found.includes(place)) found.push(place);
      }
    }
    return best <= max ? found : [];
  }

  /** The canonical name of the state a name or alias names; else null. */
  state(text: string): string | null {
    return this.named(text).find((place) => place.kind === "STATE")?.name ?? null;
  }

  /** The canonical name of a city of `state` that a name or alias names; else null. */
  city(state: string, text: string): string | null {
    return (
      this.named(text).find((place) => place.kind === "CITY" && place.state === state)?.name ?? null
    );
  }
}

/**
 * The places of a catalogue without a database, numbered in its order: for unit tests of what
 * reads them. The server reads the tables (placesOf).
 */
export function cataloguePlaces(catalogue: Catalogue = buildCatalogue()): Places {
  const bySlug = new Map(catalogue.places.map((place, index) => [place.slug, { place, index }]));
  return new Places(
    catalogue.names.flatMap((name) => {
      const found = bySlug.get(name.slug);
      if (!found) return [];
      const { place, index } = found;
      const state = place.stateSlug ? bySlug.get(place.stateSlug)?.place.name : place.name;
      return [
        {
          id: index + 1,
          kind: place.kind,
          name: place.name,
          state: state ?? "",
          key: name.key,
          written: name.name,
          lang: name.lang,
        },
      ];
    }),
  );
}

const PLACES_SQL = `SELECT p.id, upper(p.kind::text) AS kind, p.name, coalesce(s.name, p.name) AS state, n.key,
  n.name AS written, n.lang
FROM place_names n JOIN places p ON p.id = n.place_id LEFT JOIN places s ON s.id = p.state_id
ORDER BY p.id, n.key`;

export async function readPlaces(pool: pg.Pool): Promise<Places> {
  const { rows } = await pool.query<PlaceNameRow>(PLACES_SQL);
  return new Places(rows);
}

interface Cached {
  places: Places | null;
  readAt: number;
  reading: Promise<Places> | null;
}

const cache = new WeakMap<pg.Pool, Cached>();

/** The places of the pool's database; a newer read runs while the older one answers. */
export async function placesOf(pool: pg.Pool): Promise<Places> {
  let cached = cache.get(pool);
  if (!cached) {
    cached = { places: null, readAt: 0, reading: null };
    cache.set(pool, cached);
  }
  const age = Date.now() - cached.readAt;
  if (cached.places && age >= 0 && age < PLACES_TTL_MS) return cached.places;
  const entry = cached;
  entry.reading ??= readPlaces(pool)
    .then((places) => {
      entry.places = places;
      entry.readAt = Date.now();
      return places;
    })
    .finally(() => {
      entry.reading = null;
    });
  if (!entry.places) return entry.reading;
  entry.reading.catch((error: unknown) =>
    log.warn("could not read the places", { error: String(error) }),
  );
  return entry.places;
}

/** Reads the places again on next use (after a test changes the tables). */
export function forgetPlaces(pool: pg.Pool): void {
  cache.delete(pool);
}
