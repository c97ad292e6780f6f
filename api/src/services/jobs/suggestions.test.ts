import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { SEARCH_SUGGESTIONS_MAX } from "../../constants.js";
import { log } from "../../log.js";
import { type SearchSuggestion, searchSuggestions, VOCABULARY_TTL_MS } from "./suggestions.js";

const SUGGESTIONS = `query Suggestions($text: String!, $limit: Int) {
  searchSuggestions(text: $text, limit: $limit) { kind text jobCount }
}`;

const BOX_SUGGESTIONS = `query BoxSuggestions($text: String!, $kinds: [SearchSuggestionKind!]) {
  searchSuggestions(text: $text, kinds: $kinds) { kind text state jobCount }
}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { prisma } = t.db;
  const employer = await createEmployer(prisma);
  await createJob(prisma, employer.id, {
    title: "Plumber",
    skills: ["plumbing", "Pipe fitting"],
    city: "Pune",
  });
  await createJob(prisma, employer.id, {
    title: " plumber ",
    skills: ["Pipe  Fitting"],
    city: "Pune",
  });
  // More jobs than "Plumber", but a worse match for "plumbr" as a whole.
  for (let n = 0; n < 3; n++) {
    await createJob(prisma, employer.id, {
      title: "Maintenance Plumber",
      skills: [],
      state: "Kerala",
      city: "Kochi",
    });
  }
  await createJob(prisma, employer.id, {
    title: "Electrician for shop wiring",
    skills: ["Wiring"],
    state: "Delhi",
    city: "Delhi",
  });
  await createJob(prisma, employer.id, {
    title: "Electrician",
    skills: ["wiring", "Panel fitting"],
    state: "Delhi",
    city: "New Delhi",
  });
  await createJob(prisma, employer.id, {
    title: "Painter",
    skills: ["Painting", "Putty work"],
    state: "Bihar",
    city: "Patna",
  });
  await createJob(prisma, employer.id, {
    title: "Delivery Boy Required in Ajmer",
    skills: ["Driving"],
    state: "Rajasthan",
    city: "Ajmer",
  });
  // Open in every city of Kerala: Kochi's count includes it.
  await createJob(prisma, employer.id, { title: "Mason", skills: [], state: "Kerala", city: null });
  await createJob(prisma, employer.id, {
    title: "Helper",
    skills: [],
    state: "Maharashtra",
    city: "Aurangabad",
  });
  await createJob(prisma, employer.id, {
    title: "Helper",
    skills: [],
    state: "Bihar",
    city: "Aurangabad",
  });
  await createJob(prisma, employer.id, {
    title: "Carpenter",
    skills: ["Woodwork"],
    state: "Himachal Pradesh",
    city: "Shimla",
    status: "INACTIVE",
  });
  await createJob(prisma, employer.id, {
    title: "Welder",
    skills: ["Gas welding"],
    state: "Uttarakhand",
    city: "Dehradun",
    moderationStatus: "FLAGGED",
  });
});

afterAll(() => t.close());

async function suggestions(text: string, limit?: number) {
  const { body } = await t.graphql<{ searchSuggestions: SearchSuggestion[] }>(SUGGESTIONS, {
    text,
    limit,
  });
  expect(body.errors, text).toBeUndefined();
  return body.data?.searchSuggestions ?? [];
}

const texts = (found: SearchSuggestion[]) => found.map((s) => s.text);

async function boxSuggestions(text: string, kinds: string[]) {
  const { body } = await t.graphql<{ searchSuggestions: SearchSuggestion[] }>(BOX_SUGGESTIONS, {
    text,
    kinds,
  });
  expect(body.errors, text).toBeUndefined();
  return body.data?.searchSuggestions ?? [];
}
const places = (text: string) => boxSuggestions(text, ["CITY", "STATE"]);
const jobTerms = (text: string) => boxSuggestions(text, ["ROLE", "SKILL"]);

describe("Query.searchSuggestions for each box", () => {
  it("offers the location box places only, never job titles", async () => {
    const found = await places("Del");
    expect(found.map((s) => s.kind).every((kind) => kind === "CITY" || kind === "STATE")).toBe(
      true,
    );
    expect(texts(found)).not.toContain("Delivery Boy Required in Ajmer");
    expect(found.slice(0, 2)).toEqual([
      { kind: "CITY", text: "Delhi", state: "Delhi", jobCount: 2 },
      { kind: "CITY", text: "New Delhi", state: "Delhi", jobCount: 1 },
    ]);
  });

  it("offers the job box roles and skills only", async () => {
    expect(await jobTerms("Del")).toEqual([
      { kind: "ROLE", text: "Delivery Boy Required in Ajmer", state: null, jobCount: 1 },
    ]);
    expect(await jobTerms("Pune")).toEqual([]);
    expect(texts(await jobTerms("dri"))).toEqual(["Driving"]);
  });

  it("offers a place for a prefix of its alias, by its own name", async () => {
    expect((await places("Beng"))[0]).toEqual({
      kind: "CITY",
      text: "Bangalore",
      state: "Karnataka",
      jobCount: 0,
    });
    expect(texts(await places("gurga"))[0]).toBe("Gurugram");
    expect(texts(await places("bomb"))[0]).toBe("Mumbai");
    expect((await places("oris"))[0]).toMatchObject({ kind: "STATE", text: "Odisha" });
  });

  it("counts what a search for the place finds", async () => {
    // Kochi's three jobs and Kerala's state-wide one.
    expect((await places("Kochi"))[0]).toMatchObject({ text: "Kochi", jobCount: 4 });
    expect((await places("Kerala"))[0]).toMatchObject({ kind: "STATE", jobCount: 4 });
    // One name, two cities: offered once, without a state, counting both.
    expect((await places("Aurangabad"))[0]).toEqual({
      kind: "CITY",
      text: "Aurangabad",
      state: null,
      jobCount: 2,
    });
  });

  it("offers nothing for no kinds", async () => {
    expect(await boxSuggestions("Pune", [])).toEqual([]);
  });
});

describe("Query.searchSuggestions", () => {
  it("finds roles despite misspellings", async () => {
    expect((await suggestions("plumbr"))[0]).toEqual({
      kind: "ROLE",
      text: "Plumber",
      jobCount: 2,
    });
    expect((await suggestions("electrisian"))[0]).toMatchObject({
      kind: "ROLE",
      text: "Electrician",
    });
  });

  it("suggests cities, whole names before later words", async () => {
    // Without kinds, as before: roles, skills and cities together.
    expect(await suggestions("del")).toEqual([
      { kind: "CITY", text: "Delhi", jobCount: 2 },
      { kind: "ROLE", text: "Delivery Boy Required in Ajmer", jobCount: 1 },
      { kind: "CITY", text: "New Delhi", jobCount: 1 },
    ]);
    expect((await places("del")).slice(0, 2)).toEqual([
      { kind: "CITY", text: "Delhi", state: "Delhi", jobCount: 2 },
      { kind: "CITY", text: "New Delhi", state: "Delhi", jobCount: 1 },
    ]);
    expect((await suggestions("  PAT "))[0]).toEqual({ kind: "CITY", text: "Patna", jobCount: 1 });
  });

  it("suggests skills once whatever their case and spacing, ranked by jobs", async () => {
    expect(await jobTerms("wir")).toEqual([
      { kind: "SKILL", text: "Wiring", state: null, jobCount: 2 },
      { kind: "ROLE", text: "Electrician for shop wiring", state: null, jobCount: 1 },
    ]);
    expect(await jobTerms("pipe fit")).toEqual([
      { kind: "SKILL", text: expect.stringMatching(/^Pipe fitting$/i), state: null, jobCount: 2 },
    ]);
    expect(texts(await jobTerms("plu"))).toEqual(["Plumber", "plumbing", "Maintenance Plumber"]);
    expect(texts(await jobTerms("pu"))).toEqual(["Putty work"]);
    // Punalur is in Kerala, which has a job open in every city.
    expect(texts(await suggestions("pu")).slice(0, 3)).toEqual(["Pune", "Punalur", "Putty work"]);
  });

  it("ranks prefix matches before similar terms", async () => {
    expect(texts(await jobTerms("paint"))).toEqual(["Painter", "Painting"]);
    const plumb = await jobTerms("plumbing");
    expect(texts(plumb)[0]).toBe("plumbing");
    expect(texts(plumb)).toContain("Plumber");
  });

  it("never suggests terms only inactive or hidden jobs use, nor counts them for a place", async () => {
    const hidden = ["carpenter", "woodwork", "welder", "gas welding"];
    for (const text of [...hidden, "c", "w", "s", "g", "d"]) {
      const found = texts(await jobTerms(text)).map((found) => found.toLowerCase());
      expect(
        found.filter((term) => hidden.includes(term)),
        text,
      ).toEqual([]);
    }
    expect(await jobTerms("carpenter")).toEqual([]);
    // A place is offered whatever its jobs, counting only the listed ones.
    expect((await places("shimla"))[0]).toMatchObject({ text: "Shimla", jobCount: 0 });
  });

  it("answers at most five", async () => {
    expect(await suggestions("p")).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(await suggestions("p", 50)).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(await suggestions("p", 2)).toHaveLength(2);
    expect(texts(await suggestions("p", 2))).toEqual(["Pune", "Plumber"]);
  });

  it("answers nothing for blank text or text without letters and digits", async () => {
    for (const text of ["", "   ", "\t\n", "((", "%_\\", "🙂", "'; DROP TABLE jobs; --"]) {
      expect(await suggestions(text), JSON.stringify(text)).toEqual([]);
    }
  });

  it("rejects overlong text and a limit below one as bad requests", async () => {
    expect(await suggestions(` ${"x".repeat(200)} `)).toEqual([]);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ text: "x".repeat(201) }, /at most 200/],
      [{ text: "plumber", limit: 0 }, /limit must be at least 1/],
    ];
    for (const [variables, message] of cases) {
      const { body } = await t.graphql(SUGGESTIONS, variables);
      expect(body.errors?.[0]?.message).toMatch(message);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    }
  });
});

/** Job terms only: the places of these tests' job-less cities would be offered too. */
const jobSuggestions = (pool: pg.Pool, text: string) =>
  searchSuggestions({ pool }, text, SEARCH_SUGGESTIONS_MAX, ["ROLE", "SKILL"]);

/** The reads of the job terms among a pool's statements (each read also counts places). */
const termReads = (query: { mock: { calls: unknown[][] } }) =>
  query.mock.calls.filter(([sql]) => String(sql).includes("unnest(skills)")).length;

describe("the suggestion terms cache", () => {
  // Each pool is its own cache, so every test starts cold whatever ran before.
  const pools: pg.Pool[] = [];
  const newPool = () => {
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    pools.push(pool);
    return pool;
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  it("reads the terms once for concurrent requests and again only after a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const pool = newPool();
    const reads = vi.spyOn(pool, "query");
    const cold = await Promise.all(["pai", "plu", "pai"].map((text) => jobSuggestions(pool, text)));
    expect(cold.map(texts)).toEqual([
      ["Painter", "Painting"],
      ["Plumber", "plumbing", "Maintenance Plumber"],
      ["Painter", "Painting"],
    ]);
    expect(termReads(reads)).toBe(1);

    const painter = { title: "Painter" };
    await t.db.prisma.job.updateMany({ where: painter, data: { status: "INACTIVE" } });
    try {
      vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS - 1000);
      expect(texts(await jobSuggestions(pool, "pai"))).toEqual(["Painter", "Painting"]);
      expect(termReads(reads)).toBe(1);

      // Past the minute the old terms answer at once while one new read runs.
      vi.setSystemTime(Date.now() + 2000);
      const stale = await Promise.all([1, 2, 3].map(() => jobSuggestions(pool, "pai")));
      expect(stale.map(texts)).toEqual([1, 2, 3].map(() => ["Painter", "Painting"]));
      await vi.waitFor(async () => expect(await jobSuggestions(pool, "pai")).toEqual([]));
      expect(termReads(reads)).toBe(2);
    } finally {
      await t.db.prisma.job.updateMany({ where: painter, data: { status: "ACTIVE" } });
    }
  });

  it("keeps answering from the last terms when a new read fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const pool = newPool();
    const before = await jobSuggestions(pool, "plumbr");
    expect(texts(before)[0]).toBe("Plumber");
    vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS + 1000);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const reads = vi.spyOn(pool, "query").mockRejectedValueOnce(new Error("connection lost"));
    expect(await jobSuggestions(pool, "plumbr")).toEqual(before);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("could not read the search suggestion terms", {
        error: "Error: connection lost",
      }),
    );
    // The failed read is over, so the next request starts another, which succeeds.
    await vi.waitFor(async () => {
      await jobSuggestions(pool, "plumbr");
      expect(termReads(reads)).toBe(2);
    });
  });

  it("fails the request when there are no terms yet and the read fails", async () => {
    const pool = newPool();
    vi.spyOn(log, "warn").mockImplementation(() => {});
    vi.spyOn(pool, "query").mockRejectedValueOnce(new Error("connection lost"));
    await expect(jobSuggestions(pool, "plumber")).rejects.toThrow("connection lost");
    expect(texts(await jobSuggestions(pool, "plumber"))[0]).toBe("Plumber");
  });
});
