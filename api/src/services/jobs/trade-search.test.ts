import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { keywordQuery, searchJobs } from "./search.js";

// Search reads a keyword naming a trade as any word for it (trades/trades.ts): "nalsaaz" finds
// plumbers, "raj mistri" masons, and the other way round; other words stay as typed.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma);
  const job = (title: string, skills: string[] = []) =>
    createJob(t.db.prisma, employer.id, { title, skills, description: "Work at a site." });
  await job("Plumber for a society");
  await job("Nalsaaz chahiye");
  await job("Raj mistri for a wall");
  await job("Mason for a boundary wall");
  await job("Carpenter", ["kaath mistri"]);
  await job("Electrician");
  await job("Gas stove repair");
  await job("Packers for work across the city");
  await job("Split AC service");
});
afterAll(() => t?.close());

async function titles(q: string): Promise<string[]> {
  const page = await searchJobs(t.db.pool, { q }, { first: 20 });
  const rows = await t.db.prisma.job.findMany({ where: { id: { in: page.ids } } });
  return rows.map((row) => row.title).sort();
}

describe("search with trades and synonyms", () => {
  it("finds a trade by any of its words", async () => {
    const plumbers = ["Nalsaaz chahiye", "Plumber for a society"];
    expect(await titles("nalsaaz")).toEqual(plumbers);
    expect(await titles("plumber")).toEqual(plumbers);
    const masons = ["Mason for a boundary wall", "Raj mistri for a wall"];
    expect(await titles("raj mistri")).toEqual(masons);
    expect(await titles("mason")).toEqual(masons);
  });

  it("keeps the other words as typed, all of them needed", async () => {
    expect(await titles("mason boundary")).toEqual(["Mason for a boundary wall"]);
    expect(await titles("electrician")).toEqual(["Electrician"]);
  });

  it("reads a short word whole, a longer one as the start of words", async () => {
    // "gas" begins no other word here; "ac" as a beginning would be "across" too.
    expect(await titles("gas")).toEqual(["Gas stove repair"]);
    expect(await titles("acr")).toEqual(["Packers for work across the city"]);
    expect(await titles("ac")).toEqual(["Split AC service"]);
    expect(keywordQuery(["ac", "data"])).toBe("ac & data:*");
  });

  it("writes the keywords as a tsquery, longer phrases first", () => {
    expect(keywordQuery(["kaath", "mistri", "pune"])).toMatch(
      /^\(\(kaath:\* <-> mistri:\*\) \| \(carpenter:\*\) \| .*\) & pune:\*$/,
    );
    expect(keywordQuery(["data", "entry"])).toBe("data:* & entry:*");
  });
});
