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
    city: "pune",
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
    expect(await suggestions("del")).toEqual([
      { kind: "CITY", text: "Delhi", jobCount: 1 },
      { kind: "CITY", text: "New Delhi", jobCount: 1 },
    ]);
    expect(await suggestions("  PAT ")).toEqual([{ kind: "CITY", text: "Patna", jobCount: 1 }]);
  });

  it("suggests skills once whatever their case and spacing, ranked by jobs", async () => {
    expect(await suggestions("wir")).toEqual([
      { kind: "SKILL", text: "Wiring", jobCount: 2 },
      { kind: "ROLE", text: "Electrician for shop wiring", jobCount: 1 },
    ]);
    expect(await suggestions("pipe fit")).toEqual([
      { kind: "SKILL", text: expect.stringMatching(/^Pipe fitting$/i), jobCount: 2 },
    ]);
    expect(texts(await suggestions("plu"))).toEqual(["Plumber", "plumbing", "Maintenance Plumber"]);
    expect(texts(await suggestions("pu"))).toEqual(["Pune", "Putty work"]);
  });

  it("ranks prefix matches before similar terms", async () => {
    expect(texts(await suggestions("paint"))).toEqual(["Painter", "Painting"]);
    const plumb = await suggestions("plumbing");
    expect(texts(plumb)[0]).toBe("plumbing");
    expect(texts(plumb)).toContain("Plumber");
  });

  it("never suggests terms only inactive or hidden jobs use", async () => {
    const hidden = ["carpenter", "woodwork", "shimla", "welder", "gas welding", "dehradun"];
    for (const text of [...hidden, "c", "w", "s", "g", "d"]) {
      const found = texts(await suggestions(text)).map((found) => found.toLowerCase());
      expect(
        found.filter((term) => hidden.includes(term)),
        text,
      ).toEqual([]);
    }
    expect(await suggestions("carpenter")).toEqual([]);
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
    const cold = await Promise.all(
      ["pai", "pat", "pai"].map((text) => searchSuggestions({ pool }, text)),
    );
    expect(cold.map(texts)).toEqual([["Painter", "Painting"], ["Patna"], ["Painter", "Painting"]]);
    expect(reads).toHaveBeenCalledTimes(1);

    const painter = { title: "Painter" };
    await t.db.prisma.job.updateMany({ where: painter, data: { status: "INACTIVE" } });
    try {
      vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS - 1000);
      expect(texts(await searchSuggestions({ pool }, "pai"))).toEqual(["Painter", "Painting"]);
      expect(reads).toHaveBeenCalledTimes(1);

      // Past the minute the old terms answer at once while one new read runs.
      vi.setSystemTime(Date.now() + 2000);
      const stale = await Promise.all([1, 2, 3].map(() => searchSuggestions({ pool }, "pai")));
      expect(stale.map(texts)).toEqual([1, 2, 3].map(() => ["Painter", "Painting"]));
      await vi.waitFor(async () => expect(await searchSuggestions({ pool }, "pai")).toEqual([]));
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      await t.db.prisma.job.updateMany({ where: painter, data: { status: "ACTIVE" } });
    }
  });

  it("keeps answering from the last terms when a new read fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const pool = newPool();
    const before = await searchSuggestions({ pool }, "plumbr");
    expect(texts(before)[0]).toBe("Plumber");
    vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS + 1000);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const reads = vi.spyOn(pool, "query").mockRejectedValueOnce(new Error("connection lost"));
    expect(await searchSuggestions({ pool }, "plumbr")).toEqual(before);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("could not read the search suggestion terms", {
        error: "Error: connection lost",
      }),
    );
    // The failed read is over, so the next request starts another, which succeeds.
    await vi.waitFor(async () => {
      await searchSuggestions({ pool }, "plumbr");
      expect(reads).toHaveBeenCalledTimes(2);
    });
  });

  it("fails the request when there are no terms yet and the read fails", async () => {
    const pool = newPool();
    vi.spyOn(log, "warn").mockImplementation(() => {});
    vi.spyOn(pool, "query").mockRejectedValueOnce(new Error("connection lost"));
    await expect(searchSuggestions({ pool }, "plumber")).rejects.toThrow("connection lost");
    expect(texts(await searchSuggestions({ pool }, "plumber"))[0]).toBe("Plumber");
  });
});
