import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { similarity, TrigramIndex, trigrams } from "./trigram.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(() => db.close());

describe("trigrams", () => {
  it("are pg_trgm's trigrams and similarity", async () => {
    const pairs = [
      ["plumbr", "plumber"],
      ["del", "Delhi"],
      ["house paint", "House Painter"],
      ["AC  tech", "AC Technician (Split/Window)"],
      ["p", "Pune"],
      ["mistri mason", "Mistri (Mason)"],
      ["x", "Electrician"],
      ["a-b c", "c b a"],
    ];
    for (const [a = "", b = ""] of pairs) {
      const { rows } = await db.pool.query<{ grams: string[]; score: number }>(
        "SELECT show_trgm($1) AS grams, similarity($1, $2)::float8 AS score",
        [a, b],
      );
      expect([...trigrams(a)].sort(), a).toEqual([...(rows[0]?.grams ?? [])].sort());
      expect(similarity(trigrams(a), trigrams(b)), `${a} ~ ${b}`).toBeCloseTo(
        rows[0]?.score ?? -1,
        5,
      );
    }
  });

  it("find the similar sets of an index without comparing every set", () => {
    const index = new TrigramIndex();
    const terms = ["Plumber", "Maintenance Plumber", "Painter", "Delhi"];
    for (const term of terms) index.add(trigrams(term));
    const typed = trigrams("plumbr");
    const found = index.similarities(typed);
    expect([...found.keys()].sort()).toEqual([0, 1, 2]);
    for (const [number, score] of found) {
      expect(score).toBeCloseTo(similarity(typed, trigrams(terms[number] ?? "")), 10);
    }
  });

  it("have none for text without letters or digits", () => {
    expect(trigrams("(( -- 🙂").size).toBe(0);
    expect(similarity(trigrams(""), trigrams("plumber"))).toBe(0);
  });
});
