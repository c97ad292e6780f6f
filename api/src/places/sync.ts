import type pg from "pg";
import { dataDigest, syncByDigest } from "../db/digest-sync.js";
import { log } from "../log.js";
import { buildCatalogue, type Catalogue } from "./catalogue.js";

// Keeps the places tables equal to the catalogue (india.ts and aliases.ts): run by the migration
// runner after the migrations, so the server's start, the test template, db:seed and the
// benchmarks all get it. The catalogue's digest is the `places` table's comment
// (db/digest-sync.ts): when it changed, one transaction upserts what changed and deletes what
// went (a place keeps its id while its slug stays).

const PLACES_SYNC_LOCK = 72707370;

export const catalogueDigest = (catalogue: Catalogue) => dataDigest("catalogue", catalogue);

/** Brings the places tables in step with the catalogue; true when it changed them. */
export async function syncPlaces(
  client: pg.ClientBase,
  catalogue: Catalogue = buildCatalogue(),
): Promise<boolean> {
  const changed = await syncByDigest(client, {
    table: "places",
    lock: PLACES_SYNC_LOCK,
    digest: catalogueDigest(catalogue),
    write: () => write(client, catalogue),
  });
  if (changed) {
    log.info("brought the places tables in step with the catalogue", {
      places: catalogue.places.length,
      names: catalogue.names.length,
    });
  }
  return changed;
}

async function write(client: pg.ClientBase, { places, names }: Catalogue): Promise<void> {
  const states = places.filter((place) => place.stateSlug === null);
  const cities = places.filter((place) => place.stateSlug !== null);
  const upsert = `ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name,
    state_id = EXCLUDED.state_id
  WHERE (places.kind, places.name, places.state_id)
    IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.name, EXCLUDED.state_id)`;
  await client.query(
    `INSERT INTO places (slug, kind, name, state_id)
  SELECT slug, 'state'::place_kind, name, NULL FROM unnest($1::text[], $2::text[]) AS s(slug, name)
  ${upsert}`,
    [states.map((place) => place.slug), states.map((place) => place.name)],
  );
  await client.query(
    `INSERT INTO places (slug, kind, name, state_id)
  SELECT c.slug, 'city'::place_kind, c.name, s.id
  FROM unnest($1::text[], $2::text[], $3::text[]) AS c(slug, name, state_slug)
  JOIN places s ON s.slug = c.state_slug
  ${upsert}`,
    [
      cities.map((place) => place.slug),
      cities.map((place) => place.name),
      cities.map((place) => place.stateSlug),
    ],
  );
  await client.query("DELETE FROM places WHERE slug <> ALL($1::text[])", [
    places.map((place) => place.slug),
  ]);
  const columns = [
    names.map((name) => name.slug),
    names.map((name) => name.key),
    names.map((name) => name.name),
    names.map((name) => name.lang),
    names.map((name) => name.alias),
  ];
  await client.query(
    `INSERT INTO place_names (place_id, key, name, lang, alias)
  SELECT p.id, n.key, n.name, n.lang, n.alias
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[])
    AS n(slug, key, name, lang, alias)
  JOIN places p ON p.slug = n.slug
  ON CONFLICT (place_id, key) DO UPDATE SET name = EXCLUDED.name, lang = EXCLUDED.lang,
    alias = EXCLUDED.alias
  WHERE (place_names.name, place_names.lang, place_names.alias)
    IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.lang, EXCLUDED.alias)`,
    columns,
  );
  await client.query(
    `DELETE FROM place_names n USING places p
  WHERE p.id = n.place_id
    AND (p.slug, n.key) NOT IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [columns[0], columns[1]],
  );
}
