import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { PAGE_SIZE_MAX } from "../../constants.js";
import { refillTrades, syncTrades, tradeQueries } from "../../trades/sync.js";
import { isSearchWord, TRADES, tradeWords } from "../../trades/trades.js";
import { tradeIndexed, tradeIndexQuery } from "./keyword-query.js";
import {
  countJobs,
  type JobSearchFilters,
  RANKED_CANDIDATES,
  searchJobs,
  searchTerms,
} from "./search.js";

// The ordered index of trades (job_trades, migration 20261128800100_job_trades): a search whose
// keywords name a trade reads the trade's jobs newest first from it, ranked as they were written
// there (migration 20261202010000_job_trades_rank). It must list the jobs the trade's query
// matches in the text index, in the order that query gives: every word of every trade in every
// script finds its job through it, jobs leave and enter it as their text, standing, place, type
// and pay change, and cursor walks across more matches than are ranked stay exact.

let t: TestApp;
let employerId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createEmployer(t.db.prisma)).id;
});
afterAll(() => t?.close());

const rowsOf = async (jobId: number) =>
  (
    await t.db.pool.query<{ trade: string; state: string; city: string | null }>(
      `SELECT s.trade, jt.state, jt.city FROM job_trades jt JOIN search_trades s ON s.id = jt.trade_id
       WHERE jt.job_id = $1 ORDER BY s.trade`,
      [jobId],
    )
  ).rows;

const tradesOfJob = async (jobId: number) => (await rowsOf(jobId)).map((row) => row.trade);

async function idsOf(filters: JobSearchFilters): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await searchJobs(t.db.pool, filters, { first: PAGE_SIZE_MAX, after });
    ids.push(...page.ids);
    if (!page.hasNextPage) return ids;
    after = page.cursors.at(-1) ?? null;
  }
}

/**
 * The order search promises, computed straight from the text index with the trade's query: the
 * newest RANKED_CANDIDATES public matches by relevance then recency, then the older ones newest
 * first.
 */
async function expectedIds(q: string, placeSql = "true"): Promise<number[]> {
  const trade = tradeIndexed(searchTerms(q));
  if (!trade) throw new Error(`${q} names no trade`);
  const { rows } = await t.db.pool.query<{ id: number }>(
    `WITH matches AS (
       SELECT j.id, j.created_at, ts_rank(j.search_vector, to_tsquery('english', $1))::float8 AS rank
       FROM jobs j
       WHERE j.status = 'active' AND j.moderation_status = 'approved'
         AND j.search_vector @@ to_tsquery('english', $1) AND ${placeSql}
     ), numbered AS (
       SELECT *, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n FROM matches
     )
     SELECT id FROM numbered
     ORDER BY (n <= $2) DESC, CASE WHEN n <= $2 THEN rank END DESC NULLS LAST,
       created_at DESC, id DESC`,
    [tradeIndexQuery(trade), RANKED_CANDIDATES],
  );
  return rows.map((row) => row.id);
}

describe("the ordered index of trades", () => {
  it("finds every word of every trade in every script through the index", async () => {
    const words = TRADES.flatMap(({ trade }) =>
      tradeWords(trade, "all").map((word) => ({ trade, word })),
    );
    await t.db.prisma.job.createMany({
      data: words.map(({ word }) => ({
        employerId,
        title: `${word} wanted`,
        description: "Work for a day.",
        state: "Maharashtra",
        city: "Pune",
        jobType: "DAILY_WAGE" as const,
      })),
    });
    const jobs = await t.db.prisma.job.findMany({ select: { id: true, title: true } });
    const byTitle = new Map(jobs.map((job) => [job.title, job.id]));
    for (const { trade, word } of words) {
      const id = byTitle.get(`${word} wanted`) as number;
      // A word that is part of another trade's phrase ("mistri", in "kaath mistri") is looked
      // for as typed; any other word of the trade is read off the index …
      const indexed = isSearchWord(trade, word);
      expect(tradeIndexed(searchTerms(word)), word).toBe(indexed ? trade : null);
      // … where the job is listed under its trade …
      if (indexed) expect(await tradesOfJob(id), word).toContain(trade);
      // … and found either way.
      expect(await idsOf({ q: word }), word).toContain(id);
    }
    // Not through the text index: without the index's rows a trade's word matches nothing (the
    // search then falls back to the titles' similarity), while other words still match.
    await t.db.pool.query("DELETE FROM job_trades");
    expect(await countJobs(t.db.pool, { q: "plumber" })).toBe(0);
    expect(await countJobs(t.db.pool, { q: "wanted" })).toBeGreaterThan(5);
    await t.db.pool.query("DELETE FROM jobs");
  }, 120_000);

  it("lists a job while it is public, under the trades its text names, with its place", async () => {
    const job = await createJob(t.db.prisma, employerId, {
      title: "Plumber for a society",
      description: "Fit taps.",
      skills: [],
      state: "Maharashtra",
      city: "Pune",
    });
    expect(await rowsOf(job.id)).toEqual([
      { trade: "plumber", state: "Maharashtra", city: "Pune" },
    ]);
    const found = async () => (await idsOf({ q: "nalsaaz" })).includes(job.id);
    expect(await found()).toBe(true);

    const update = (data: Parameters<typeof t.db.prisma.job.update>[0]["data"]) =>
      t.db.prisma.job.update({ where: { id: job.id }, data });
    for (const [leave, back] of [
      [{ status: "INACTIVE" }, { status: "ACTIVE" }],
      [{ status: "EXPIRED" }, { status: "ACTIVE" }],
      [{ moderationStatus: "FLAGGED" }, { moderationStatus: "APPROVED" }],
      [{ moderationStatus: "PENDING_APPROVAL" }, { moderationStatus: "APPROVED" }],
    ] as const) {
      await update(leave);
      expect(await tradesOfJob(job.id), JSON.stringify(leave)).toEqual([]);
      expect(await found()).toBe(false);
      await update(back);
      expect(await tradesOfJob(job.id), JSON.stringify(back)).toEqual(["plumber"]);
      expect(await found()).toBe(true);
    }

    // Its text names another trade: it moves; skills and translations count as the text does.
    await update({ title: "Electrician for a society" });
    expect(await tradesOfJob(job.id)).toEqual(["electrician"]);
    expect(await found()).toBe(false);
    expect((await idsOf({ q: "bijli mistri" })).includes(job.id)).toBe(true);
    await update({ skills: ["plumbing"] });
    expect(await tradesOfJob(job.id)).toEqual(["electrician", "plumber"]);
    await update({ skills: [], translations: { hi: { title: "प्लंबर चाहिए", description: "" } } });
    expect(await tradesOfJob(job.id)).toEqual(["electrician", "plumber"]);
    expect((await idsOf({ q: "प्लंबर" })).includes(job.id)).toBe(true);

    // Its place and posting time follow it.
    const posted = new Date(Date.now() - 3 * DAY);
    await update({ state: "Karnataka", city: null, createdAt: posted });
    const { rows } = await t.db.pool.query(
      "SELECT DISTINCT state, city, created_at FROM job_trades WHERE job_id = $1",
      [job.id],
    );
    expect(rows).toEqual([{ state: "Karnataka", city: null, created_at: posted }]);
    expect((await idsOf({ q: "प्लंबर", location: "Bangalore" })).includes(job.id)).toBe(true);
    expect((await idsOf({ q: "प्लंबर", location: "Pune" })).includes(job.id)).toBe(false);

    // A view counted leaves it alone; a deleted job leaves.
    await t.db.pool.query("UPDATE jobs SET view_count = view_count + 1 WHERE id = $1", [job.id]);
    expect(await tradesOfJob(job.id)).toEqual(["electrician", "plumber"]);
    await t.db.prisma.job.delete({ where: { id: job.id } });
    expect(await tradesOfJob(job.id)).toEqual([]);
  });

  it("walks more matches than it ranks in the order the text index gave, with places", async () => {
    const count = RANKED_CANDIDATES + 150;
    const now = Date.now();
    const cities = ["Pune", "Mumbai", null] as const;
    await t.db.prisma.job.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        employerId,
        // Relevance varies: the trade in the title, in the skills, or in the description only.
        title: i % 3 === 0 ? `Plumber ${i}` : `Worker ${i}`,
        skills: i % 3 === 1 ? ["plumbing"] : [],
        description: i % 3 === 2 ? "Help the nalsaaz with pipes." : "Fit pipes and taps.",
        state: "Maharashtra",
        city: cities[i % 3],
        jobType: "DAILY_WAGE" as const,
        // Some share a posting time, so the id breaks the tie.
        createdAt: new Date(now - Math.floor(i / 2) * 60_000),
        status: i % 17 === 0 ? ("INACTIVE" as const) : ("ACTIVE" as const),
      })),
    });
    const walked = await idsOf({ q: "plumber" });
    expect(walked.length).toBeGreaterThan(RANKED_CANDIDATES);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(await expectedIds("plumber"));
    expect(await idsOf({ q: "nalsaaz" })).toEqual(await expectedIds("nalsaaz"));
    expect(await idsOf({ q: "प्लंबर" })).toEqual(await expectedIds("प्लंबर"));
    const inPune = await idsOf({ q: "plumber", location: "Pune" });
    expect(inPune.length).toBeGreaterThan(0);
    expect(inPune).toEqual(
      await expectedIds(
        "plumber",
        "(j.state = 'Maharashtra' AND (j.city = 'Pune' OR j.city IS NULL))",
      ),
    );
    // The first page's total, counted as before.
    const first = await searchJobs(t.db.pool, { q: "plumber" }, { first: 20, withTotal: true });
    expect(first.total).toBe(1000);
    expect(first.totalIsExact).toBe(false);
  }, 180_000);

  it("refills a trade whose words changed, and drops a trade that went", async () => {
    const client = await t.db.pool.connect();
    try {
      const queries = tradeQueries();
      const changed = queries.map((q) =>
        q.trade === "plumber" ? { ...q, query: "(worker:*)" } : q,
      );
      expect(await syncTrades(client, changed)).toBe(true);
      expect(await syncTrades(client, changed)).toBe(false);
      const plumbers = async () =>
        Number(
          (
            await client.query(
              `SELECT count(*) AS n FROM job_trades jt JOIN search_trades s ON s.id = jt.trade_id
               WHERE s.trade = 'plumber'`,
            )
          ).rows[0].n,
        );
      const workers = Number(
        (
          await client.query(
            `SELECT count(*) AS n FROM jobs WHERE title LIKE 'Worker %' AND status = 'active'`,
          )
        ).rows[0].n,
      );
      // The sync only writes the queries; the rows come from the refill, batch by batch.
      expect(await refillTrades(client)).toBeGreaterThanOrEqual(workers);
      expect(await plumbers()).toBe(workers);
      expect(await refillTrades(client)).toBe(0);
      expect(
        await syncTrades(
          client,
          changed.filter((q) => q.trade !== "plumber"),
        ),
      ).toBe(true);
      expect(await plumbers()).toBe(0);
      expect(await syncTrades(client)).toBe(true);
      await refillTrades(client);
      expect(await idsOf({ q: "plumber" })).toEqual(await expectedIds("plumber"));
    } finally {
      client.release();
    }
  }, 120_000);

  it("refills in batches that a stop can cut short and a later start finishes, to the same rows", async () => {
    const client = await t.db.pool.connect();
    const allRows = async () =>
      (
        await client.query<{ row: string }>(
          `SELECT jt.job_id || ' ' || s.trade || ' ' || jt.state || ' ' || coalesce(jt.city, '-') || ' ' || jt.created_at AS row
           FROM job_trades jt JOIN search_trades s ON s.id = jt.trade_id ORDER BY 1`,
        )
      ).rows.map((r) => r.row);
    try {
      const before = await allRows();
      expect(before.length).toBeGreaterThan(1000);
      // Every trade due again, as after the index's migration on a database with jobs.
      await client.query("UPDATE search_trades SET filled_query = NULL, refilled_through = 0");
      const { rows } = await client.query<{ max: number }>("SELECT max(id) AS max FROM jobs");
      const batchJobs = Math.ceil(Number(rows[0]?.max) / 7);
      let batches = 0;
      // A stop after three batches leaves the rest due, with the progress kept.
      await refillTrades(client, { batchJobs, shouldStop: () => ++batches > 3 });
      const due = await client.query<{ through: number }>(
        "SELECT DISTINCT refilled_through AS through FROM search_trades WHERE filled_query IS DISTINCT FROM query",
      );
      expect(due.rows.map((row) => row.through)).toEqual([3 * batchJobs]);
      // Only one session refills at a time.
      const other = await t.db.pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(72707372)");
        expect(await refillTrades(other, { batchJobs })).toBeNull();
        await client.query("SELECT pg_advisory_unlock(72707372)");
      } finally {
        other.release();
      }
      await refillTrades(client, { batchJobs });
      const left = await client.query(
        "SELECT 1 FROM search_trades WHERE filled_query IS DISTINCT FROM query",
      );
      expect(left.rowCount).toBe(0);
      expect(await allRows()).toEqual(before);
    } finally {
      client.release();
    }
  }, 120_000);

  it("lets a job edited while a refill batch holds its row write its own values over it", async () => {
    const job = await createJob(t.db.prisma, employerId, {
      title: "Plumber for a hostel",
      state: "Maharashtra",
      city: "Pune",
    });
    const batch = await t.db.pool.connect();
    try {
      // A batch's row for the job, not yet committed, with what the batch read before the edit.
      await batch.query("BEGIN");
      await batch.query("DELETE FROM job_trades WHERE job_id = $1", [job.id]);
      await batch.query(
        `INSERT INTO job_trades (job_id, trade_id, created_at, state, city)
         SELECT $1, id, now(), 'Maharashtra', 'Pune' FROM search_trades WHERE trade = 'plumber'`,
        [job.id],
      );
      // The edit's trigger waits for the batch's row...
      const edit = t.db.pool.query(
        "UPDATE jobs SET state = 'Gujarat', city = 'Surat' WHERE id = $1",
        [job.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await batch.query("COMMIT");
      // ...then writes its own values over it instead of failing on the duplicate.
      await edit;
    } finally {
      batch.release();
    }
    const rows = await rowsOf(job.id);
    expect(rows.map((row) => row.trade)).toContain("plumber");
    for (const row of rows) expect(row).toMatchObject({ state: "Gujarat", city: "Surat" });
  });

  it("filters a trade's jobs by job type and pay off its rows, as the jobs say", async () => {
    await t.db.pool.query("DELETE FROM jobs");
    const types = ["FULL_TIME", "PART_TIME", "DAILY_WAGE", "CONTRACT"] as const;
    const now = Date.now();
    await t.db.prisma.job.createMany({
      data: Array.from({ length: 80 }, (_, i) => ({
        employerId,
        title: i % 8 < 4 ? `Plumber ${i}` : `Electrician ${i}`,
        description: "Work for a day.",
        skills: [],
        state: "Maharashtra",
        city: "Pune",
        jobType: types[i % 4] as (typeof types)[number],
        salaryAmount: i % 5 === 0 ? null : 5_000 + i * 500,
        salaryPeriod:
          i % 5 === 0 ? null : i % 3 === 0 ? ("PER_DAY" as const) : ("PER_MONTH" as const),
        createdAt: new Date(now - i * 60_000),
      })),
    });
    const cases: [JobSearchFilters, string][] = [
      [{ jobType: "PART_TIME" }, "j.job_type = 'part_time'"],
      [{ salaryMin: 20_000 }, "j.salary_amount >= 20000"],
      [{ salaryPeriod: "PER_MONTH" }, "j.salary_period = 'per_month'"],
      [
        { jobType: "DAILY_WAGE", salaryMin: 10_000, location: "Pune" },
        "j.job_type = 'daily_wage' AND j.salary_amount >= 10000 AND j.city = 'Pune'",
      ],
    ];
    for (const [filters, sql] of cases) {
      const expected = await expectedIds("plumber", sql);
      expect(expected.length, sql).toBeGreaterThan(0);
      expect(await idsOf({ q: "plumber", ...filters }), sql).toEqual(expected);
    }
    // An edit of the job type or the pay moves the job among them.
    const [first] = await idsOf({ q: "plumber", jobType: "DAILY_WAGE" });
    await t.db.prisma.job.update({
      where: { id: first },
      data: { jobType: "PART_TIME", salaryAmount: 99_000, salaryPeriod: "PER_MONTH" },
    });
    expect(await idsOf({ q: "plumber", jobType: "DAILY_WAGE" })).not.toContain(first);
    expect(await idsOf({ q: "plumber", jobType: "PART_TIME" })).toContain(first);
    expect(await idsOf({ q: "plumber", salaryMin: 90_000 })).toEqual([first]);
  });

  it("finds a trade's jobs written in any script, whichever of its words is typed", async () => {
    const hindi = await createJob(t.db.prisma, employerId, {
      title: "प्लंबर चाहिए",
      description: "नल और पाइप का काम।",
      skills: [],
    });
    for (const q of ["plumber", "nalsaaz", "प्लंबर"]) {
      expect(await idsOf({ q }), q).toContain(hindi.id);
    }
    expect(await idsOf({ q: "electrician" })).not.toContain(hindi.id);
  });
});
