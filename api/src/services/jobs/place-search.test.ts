import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from "../../constants.js";
import { forgetPlaces } from "../../places/places.js";
import { type JobSearchFilters, searchJobs } from "./search.js";

// Places in the public search: understood through the places tables, never matched
// as parts of names. Each job's place is as the job form stores it (the canonical spelling;
// city null: every city of the state).

let t: TestApp;
const ids: Record<string, number> = {};

const PLACES: Record<string, { state: string; city: string | null }> = {
  mumbai: { state: "Maharashtra", city: "Mumbai" },
  pune: { state: "Maharashtra", city: "Pune" },
  maharashtraWide: { state: "Maharashtra", city: null },
  aurangabadMaharashtra: { state: "Maharashtra", city: "Aurangabad" },
  aurangabadBihar: { state: "Bihar", city: "Aurangabad" },
  bangalore: { state: "Karnataka", city: "Bangalore" },
  gurugram: { state: "Haryana", city: "Gurugram" },
  delhi: { state: "Delhi", city: "Delhi" },
  newDelhi: { state: "Delhi", city: "New Delhi" },
  indore: { state: "Madhya Pradesh", city: "Indore" },
  lucknow: { state: "Uttar Pradesh", city: "Lucknow" },
  daman: { state: "Dadra and Nagar Haveli and Daman and Diu", city: "Daman" },
  silvassa: { state: "Dadra and Nagar Haveli and Daman and Diu", city: "Silvassa" },
  cuttack: { state: "Odisha", city: "Cuttack" },
};

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma);
  for (const [name, place] of Object.entries(PLACES)) {
    ids[name] = (
      await createJob(t.db.prisma, employer.id, { title: `Helper ${name}`, ...place })
    ).id;
  }
});
afterAll(() => t.close());

/** The names of the jobs found, sorted. */
async function found(filters: JobSearchFilters): Promise<string[]> {
  const { ids: foundIds } = await searchJobs(t.db.pool, filters, { first: PAGE_SIZE_MAX });
  return foundIds.map((id) => Object.keys(ids).find((name) => ids[name] === id) ?? "?").sort();
}

const sorted = (...names: string[]) => names.sort();

describe("searching by location", () => {
  it("finds the same jobs by a city's name and its aliases", async () => {
    for (const [name, aliases] of [
      ["Bangalore", ["Bengaluru", "bengaluru ", "BANGALORE"]],
      ["Gurugram", ["Gurgaon"]],
      ["Mumbai", ["Bombay"]],
      ["Odisha", ["Orissa"]],
    ] as const) {
      const own = await found({ location: name });
      expect(own.length, name).toBeGreaterThan(0);
      for (const alias of aliases) expect(await found({ location: alias }), alias).toEqual(own);
    }
    expect(await found({ location: "Bengaluru" })).toEqual(["bangalore"]);
    expect(await found({ location: "Gurgaon" })).toEqual(["gurugram"]);
  });

  it("finds a city's jobs and those open in every city of its state", async () => {
    expect(await found({ location: "Pune" })).toEqual(sorted("pune", "maharashtraWide"));
    expect(await found({ location: "Bombay" })).toEqual(sorted("mumbai", "maharashtraWide"));
  });

  it("finds every job of a state", async () => {
    expect(await found({ location: "maharashtra" })).toEqual(
      sorted("mumbai", "pune", "maharashtraWide", "aurangabadMaharashtra"),
    );
    expect(await found({ location: "Uttar Pradesh" })).toEqual(["lucknow"]);
  });

  it("matches no part of a name", async () => {
    // Once a substring of two states' names; now no place.
    expect(await found({ location: "Pradesh" })).toEqual([]);
    expect(await found({ location: "Madhya" })).toEqual([]);
    // A city named inside its state's name finds that city, not the whole state.
    expect(await found({ location: "Daman" })).toEqual(["daman"]);
    // "Mumbai" is inside "Navi Mumbai", "Delhi" inside "New Delhi": each is its own city.
    expect(await found({ location: "New Delhi" })).toEqual(["newDelhi"]);
    expect(await found({ location: "Pun" })).toEqual([]);
  });

  it("finds every place a name has", async () => {
    // The state of Delhi and its city Delhi.
    expect(await found({ location: "Delhi" })).toEqual(sorted("delhi", "newDelhi"));
    expect(await found({ location: "Aurangabad" })).toEqual(
      sorted("aurangabadMaharashtra", "aurangabadBihar", "maharashtraWide"),
    );
  });

  it("understands a close misspelling when nothing is named exactly", async () => {
    expect(await found({ location: "Banglore" })).toEqual(["bangalore"]);
    expect(await found({ location: "Lucknw" })).toEqual(["lucknow"]);
  });

  it("finds nothing, without an error, for text that names no place", async () => {
    for (const location of ["Atlantis", "%", "_une", "'; DROP TABLE jobs; --", "🙂"]) {
      expect(await found({ location }), location).toEqual([]);
    }
    const tooLong = searchJobs(
      t.db.pool,
      { location: "x".repeat(SEARCH_TEXT_MAX + 1) },
      {
        first: 5,
      },
    );
    await expect(tooLong).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the state and city filters", () => {
  it("take names and aliases, and a city takes its state's state-wide jobs", async () => {
    expect(await found({ state: "orissa" })).toEqual(["cuttack"]);
    expect(await found({ city: "Bombay" })).toEqual(sorted("mumbai", "maharashtraWide"));
    expect(await found({ state: "Karnataka", city: "bengaluru" })).toEqual(["bangalore"]);
    expect(await found({ state: "Maharashtra", city: "Aurangabad" })).toEqual(
      sorted("aurangabadMaharashtra", "maharashtraWide"),
    );
  });

  it("find nothing for an unknown place, part of a name or a city of another state", async () => {
    expect(await found({ state: "Pradesh" })).toEqual([]);
    expect(await found({ city: "Pun" })).toEqual([]);
    expect(await found({ state: "Karnataka", city: "Mumbai" })).toEqual([]);
    // The filters take no misspellings: they are chosen from lists.
    expect(await found({ city: "Banglore" })).toEqual([]);
  });

  it("narrow a location search", async () => {
    expect(await found({ location: "Aurangabad", state: "Bihar" })).toEqual(["aurangabadBihar"]);
  });
});

describe("the places tables", () => {
  it("are what search reads: a name added there is understood", async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      "SELECT id FROM places WHERE slug = 'maharashtra/pune'",
    );
    await t.db.pool.query(
      // Gujarati, a script the catalogue has no names in (places/scripts.ts).
      "INSERT INTO place_names (place_id, key, name, lang) VALUES ($1, 'પુણે', 'પુણે', 'gu')",
      [rows[0]?.id],
    );
    forgetPlaces(t.db.pool);
    expect(await found({ location: "પુણે" })).toEqual(sorted("pune", "maharashtraWide"));
  });
});

describe("GET /api/v1/jobs/ by place", () => {
  it("finds the same jobs by an alias as by the name", async () => {
    const server = await listen(t.app);
    try {
      const list = async (query: string) => {
        const { status, json } = await restCall(t, server.baseUrl, "GET", `/jobs/?${query}`, {
          csrf: false,
        });
        expect(status).toBe(200);
        const items = (json as { items: { title: string }[] }).items;
        return items.map((item) => item.title).sort();
      };
      expect(await list("location=Bengaluru")).toEqual(["Helper bangalore"]);
      expect(await list("location=Gurgaon")).toEqual(await list("location=Gurugram"));
      expect(await list("city=Bombay")).toEqual(["Helper maharashtraWide", "Helper mumbai"]);
      expect(await list("location=Pradesh")).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
