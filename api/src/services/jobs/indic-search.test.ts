import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { type JobSearchFilters, searchJobs } from "./search.js";
import { searchSuggestions } from "./suggestions.js";

// Search in the Indian scripts and romanised words: a keyword in any script that
// names a trade (shared/src/trades.ts) finds the trade's jobs, written in English; a place named in
// a script (places/scripts.ts) is the place. Each spelling whichever way it is encoded.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma);
  const job = (title: string, state: string, city: string | null) =>
    createJob(t.db.prisma, employer.id, {
      title,
      state,
      city,
      skills: [],
      description: "Work at a site.",
    });
  await job("Plumber", "Maharashtra", "Pune");
  await job("Plumber for a society", "Delhi", "New Delhi");
  await job("Plumber needed", "Delhi", "Delhi");
  await job("Raj Mistri for a wall", "Maharashtra", "Mumbai");
  await job("Mason", "Tamil Nadu", "Chennai");
  await job("Carpenter", "Karnataka", "Bangalore");
  await job("Electrician", "Kerala", "Kochi");
  await job("Driver", "West Bengal", "Kolkata");
});
afterAll(() => t?.close());

async function titles(filters: JobSearchFilters): Promise<string[]> {
  const page = await searchJobs(t.db.pool, filters, { first: 20 });
  const rows = await t.db.prisma.job.findMany({ where: { id: { in: page.ids } } });
  return rows.map((row) => `${row.title} (${row.city})`).sort();
}

const PLUMBERS = ["Plumber (Pune)", "Plumber for a society (New Delhi)", "Plumber needed (Delhi)"];
const MASONS = ["Mason (Chennai)", "Raj Mistri for a wall (Mumbai)"];

describe("keywords in the Indian scripts", () => {
  it("finds a trade's jobs by its name in any script and its common spellings", async () => {
    for (const q of ["प्लंबर", "प्लम्बर", "ప్లంబర్", "প্লাম্বার", "പ്ലംബർ", "பிளம்பர்"]) {
      expect(await titles({ q }), q).toEqual(PLUMBERS);
    }
    for (const q of ["राजमिस्त्री", "राज मिस्त्री", "mistri", "गवंडी", "கொத்தனார்"]) {
      expect(await titles({ q }), q).toEqual(MASONS);
    }
    expect(await titles({ q: "ड्राइवर" })).toEqual(["Driver (Kolkata)"]);
  });

  it("reads one spelling however it is encoded", async () => {
    // बढ़ई with the nukta letter ढ़ (U+095D) and with ढ + ़ (two code points).
    expect(await titles({ q: "ब\u095Dई" })).toEqual(["Carpenter (Bangalore)"]);
    expect(await titles({ q: "बढ\u093Cई" })).toEqual(["Carpenter (Bangalore)"]);
    // ഇലക്ട്രീഷ്യൻ with the atomic chillu ൻ and with ന + ് + ZWJ; and its other spelling.
    expect(await titles({ q: "ഇലക്ട്രീഷ്യൻ" })).toEqual(["Electrician (Kochi)"]);
    expect(await titles({ q: "ഇലക്ട്രീഷ്യന്\u200D" })).toEqual(["Electrician (Kochi)"]);
    expect(await titles({ q: "ഇലക്ട്രിഷ്യൻ" })).toEqual(["Electrician (Kochi)"]);
    // A ZWNJ does not cut a word in two.
    expect(await titles({ q: "प्लं\u200Cबर" })).toEqual(PLUMBERS);
  });

  it("finds nothing for words that name no trade and are in no job", async () => {
    expect(await titles({ q: "नमस्ते" })).toEqual([]);
  });
});

describe("places named in the Indian scripts", () => {
  it("finds a place's jobs by its name in a script, as by its English name", async () => {
    const same = async (names: string[], english: string) => {
      const own = await titles({ location: english });
      expect(own.length, english).toBeGreaterThan(0);
      for (const location of names) expect(await titles({ location }), location).toEqual(own);
    };
    await same(["दिल्ली"], "Delhi");
    await same(["मुंबई", "मुम्बई", "ముంబై"], "Mumbai");
    await same(["ചെന്നൈ", "சென்னை", "चेन्नई"], "Chennai");
    await same(["বেঙ্গালুরু", "बेंगलुरु", "Bengaluru", "Bangalore"], "Bangalore");
    await same(["தமிழ்நாடு", "तमिलनाडु"], "Tamil Nadu");
    expect(await titles({ location: "दिल्ली" })).toEqual([
      "Plumber for a society (New Delhi)",
      "Plumber needed (Delhi)",
    ]);
  });

  it("takes a keyword and a place in different scripts", async () => {
    expect(await titles({ q: "प्लंबर", location: "Pune" })).toEqual(["Plumber (Pune)"]);
    expect(await titles({ q: "प्लंबर", location: "पुणे" })).toEqual(["Plumber (Pune)"]);
    expect(await titles({ q: "plumber", location: "दिल्ली" })).toEqual([
      "Plumber for a society (New Delhi)",
      "Plumber needed (Delhi)",
    ]);
    expect(await titles({ q: "राजमिस्त्री", location: "मुंबई" })).toEqual([
      "Raj Mistri for a wall (Mumbai)",
    ]);
  });
});

describe("suggestions in the reader's script", () => {
  it("offers a trade's and a place's names in the script typed", async () => {
    const texts = async (text: string, kinds: ("ROLE" | "CITY" | "STATE")[]) =>
      (await searchSuggestions({ pool: t.db.pool }, text, 8, kinds)).map((s) => s.text);
    expect(await texts("प्लं", ["ROLE"])).toContain("प्लंबर");
    expect(await texts("ഇലക്ട്ര", ["ROLE"])).toContain("ഇലക്ട്രീഷ്യൻ");
    expect(await texts("दिल्", ["CITY", "STATE"])).toContain("दिल्ली");
    expect(await texts("মুম্", ["CITY"])).toContain("মুম্বাই");
    // English typed, English offered.
    expect(await texts("plum", ["ROLE"])).not.toContain("प्लंबर");
    const [plumber] = await searchSuggestions({ pool: t.db.pool }, "प्लंबर", 1, ["ROLE"]);
    expect(plumber).toMatchObject({ kind: "ROLE", text: "प्लंबर", jobCount: 3 });
  });
});

describe("GraphQL search with any Indic input", () => {
  const SEARCH = `query Search($filter: JobSearchInput) {
    jobs(first: 5, filter: $filter) { totalCount totalIsExact edges { node { id title } } }
  }`;

  it("finds plumbers for प्लंबर", async () => {
    const { status, body } = await t.graphql<{
      jobs: { edges: { node: { title: string } }[] };
    }>(SEARCH, { filter: { q: "प्लंबर" } });
    expect(status).toBe(200);
    expect(body.data?.jobs.edges.map((edge) => edge.node.title).sort()).toEqual([
      "Plumber",
      "Plumber for a society",
      "Plumber needed",
    ]);
  });

  it("never fails on random text in the Indian scripts", async () => {
    // Letters, signs, viramas, nuktas, ZWJ/ZWNJ, digits and punctuation of the six scripts.
    const ranges: [number, number][] = [
      [0x0900, 0x097f],
      [0x0980, 0x09ff],
      [0x0b80, 0x0bff],
      [0x0c00, 0x0c7f],
      [0x0d00, 0x0d7f],
    ];
    const indicChar = fc.oneof(
      ...ranges.map(([min, max]) => fc.integer({ min, max }).map((c) => String.fromCodePoint(c))),
      fc.constantFrom("\u200c", "\u200d", " ", ":", "*", "&", "|", "!", "'", "(", "\\"),
    );
    const indicText = fc.array(indicChar, { maxLength: 40 }).map((chars) => chars.join(""));
    await fc.assert(
      fc.asyncProperty(indicText, indicText, async (keywords, location) => {
        const { status, body } = await t.graphql(SEARCH, { filter: { q: keywords, location } });
        expect(status, JSON.stringify({ keywords, location })).toBe(200);
        expect(body.errors, JSON.stringify({ keywords, location })).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });
});
