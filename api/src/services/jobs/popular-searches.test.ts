import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { signedInWorker } from "../../../test/sessions.js";
import { purgeSearchVisits } from "./popular-searches.js";
import { VISITOR_DAY_SQL } from "./visitor.js";

// Popular searches count each visitor's search for a term once a day, however often it is
// repeated and whatever User-Agent it comes with; other visitors (addresses behind the trusted
// proxy, signed-in users) count again. The table that decides it keeps only today.

const SEARCH = `query ($q: String, $location: String) {
  jobs(first: 1, filter: { q: $q, location: $location }) { edges { node { id } } }
}`;
const POPULAR = "{ popularSearches(limit: 10) { query count } }";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const employer = await createEmployer(t.db.prisma);
  await createJob(t.db.prisma, employer.id, { title: "Electrician for a housing society" });
  await createJob(t.db.prisma, employer.id, { title: "Welder for a fabrication shop" });
});
afterAll(() => t.close());

/** Searches are logged in batches after the answers; write the waiting one now. */
const settled = () => t.services.searchLog.flush();

async function search(
  variables: Record<string, string>,
  headers: Record<string, string>,
  token?: string,
) {
  const { body } = await t.graphql(SEARCH, variables, { headers, token });
  expect(body.errors).toBeUndefined();
}

async function popular(): Promise<{ query: string; count: number }[]> {
  await settled();
  const { body } = await t.graphql<{ popularSearches: { query: string; count: number }[] }>(
    POPULAR,
  );
  return body.data?.popularSearches ?? [];
}

describe("popular searches", () => {
  it("counts one visitor's repeated search once a day, whatever its User-Agent", async () => {
    for (let i = 0; i < 20; i++) {
      await search(
        { q: i % 2 ? "Electrician" : "  electrician " },
        { "x-forwarded-for": "203.0.113.9", "user-agent": `agent ${i}` },
      );
    }
    expect(await popular()).toContainEqual({ query: "electrician", count: 1 });
    expect(await t.db.prisma.searchLog.count({ where: { query: "electrician" } })).toBe(1);
  });

  it("counts other visitors: another address, a signed-in user wherever they are", async () => {
    const worker = await signedInWorker(t);
    for (const address of ["198.51.100.1", "198.51.100.2"]) {
      await search({ q: "welder" }, { "x-forwarded-for": address });
      await search({ q: "welder" }, { "x-forwarded-for": address }, worker.token);
    }
    expect(await popular()).toContainEqual({ query: "welder", count: 3 });
  });

  it("logs a search by place alone once a day too", async () => {
    for (let i = 0; i < 5; i++) {
      await search({ location: "Pune" }, { "x-forwarded-for": "192.0.2.50" });
    }
    await settled();
    expect(await t.db.prisma.searchLog.count({ where: { location: "Pune", query: null } })).toBe(1);
  });

  it("keeps only today's visits: earlier days are purged", async () => {
    await t.db.pool.query(
      `INSERT INTO search_visits (searched_on, search_key)
       VALUES (${VISITOR_DAY_SQL} - 2, repeat('a', 64)), (${VISITOR_DAY_SQL} - 1, repeat('b', 64)),
              (${VISITOR_DAY_SQL}, repeat('c', 64))`,
    );
    await purgeSearchVisits(t.services);
    const { rows } = await t.db.pool.query<{ key: string }>(
      "SELECT left(search_key, 1) AS key FROM search_visits WHERE search_key ~ '^(a|b|c)+$'",
    );
    expect(rows.map((row) => row.key)).toEqual(["c"]);
  });

  it("writes searches in batches, never while answering, and a failed write fails no search", async () => {
    const logged = () => t.db.prisma.searchLog.count({ where: { query: "welder fitter" } });
    const visitors = ["192.0.2.61", "192.0.2.62", "192.0.2.63"];
    for (const address of visitors) {
      await search({ q: "welder fitter" }, { "x-forwarded-for": address });
    }
    const writes = vi.spyOn(t.db.pool, "query");
    expect(await logged()).toBe(0);
    await t.services.searchLog.flush();
    expect(writes.mock.calls.filter(([text]) => String(text).includes("search_logs"))).toHaveLength(
      1,
    );
    writes.mockRestore();
    expect(await logged()).toBe(visitors.length);

    await t.db.pool.query("ALTER TABLE search_logs RENAME TO search_logs_away");
    try {
      await search({ q: "electrician" }, { "x-forwarded-for": "192.0.2.64" });
      await t.services.searchLog.flush();
    } finally {
      await t.db.pool.query("ALTER TABLE search_logs_away RENAME TO search_logs");
    }
    await search({ q: "welder fitter" }, { "x-forwarded-for": "192.0.2.65" });
    await t.services.searchLog.flush();
    expect(await logged()).toBe(visitors.length + 1);
  });
});
