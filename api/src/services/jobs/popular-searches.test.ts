import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** The search log is written after the answer; wait until the pool has nothing in flight. */
async function settled(): Promise<void> {
  const { pool } = t.db;
  for (let i = 0; i < 200 && (pool.waitingCount > 0 || pool.idleCount < pool.totalCount); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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
});
