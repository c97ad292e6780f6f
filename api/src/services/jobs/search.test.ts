import fc from "fast-check";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { refusal } from "../../../test/context.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX, SEARCH_TOTAL_MAX } from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import {
  type JobSearchFilters,
  type JobSearchPage,
  RANKED_CANDIDATES,
  searchJobs,
} from "./search.js";

// The public job search on the real database: which jobs it lists, each filter, the order
// (relevance, then the newest), and cursors that walk every match once at any page size.

let t: TestApp;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

const LISTED: Record<string, Partial<Prisma.JobUncheckedCreateInput>> = {
  plumber: { title: "Plumber for residential society", city: "Pune" },
  senior: {
    title: "Senior Plumber",
    city: "Mumbai",
    jobType: "FULL_TIME",
    salaryAmount: 25_000,
    salaryPeriod: "PER_MONTH",
  },
  electrician: {
    title: "Electrician for office wiring",
    description: "Wire a new office floor.",
    skills: ["wiring"],
    city: "Pune",
    jobType: "FULL_TIME",
    salaryAmount: 22_000,
    salaryPeriod: "PER_MONTH",
  },
  mason: {
    title: "Mason for a boundary wall",
    description: "Brick work for a 40 m wall.",
    skills: ["brick laying"],
    state: "Karnataka",
    city: "Bangalore",
    jobType: "CONTRACT",
    salaryAmount: 900,
  },
  painter: {
    title: "Painter",
    description: "Paint flats in any city of the state.",
    skills: ["painting"],
    state: "Karnataka",
    city: null,
    jobType: "PART_TIME",
    salaryAmount: 500,
  },
  helper: {
    title: "Helper for pipe work",
    description: "Carry pipes and assist the plumber on site.",
    skills: ["lifting"],
    state: "Delhi",
    city: "Delhi",
  },
};

/** Jobs search must never list: not active, not approved, or gone. */
const HIDDEN: Partial<Prisma.JobUncheckedCreateInput>[] = [
  { status: "INACTIVE" },
  { status: "DRAFT" },
  { status: "EXPIRED" },
  { status: "DELETED", deletedAt: new Date() },
  { moderationStatus: "FLAGGED" },
  { moderationStatus: "PENDING_APPROVAL" },
];

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma);
  const names = Object.keys(LISTED);
  for (const [i, name] of names.entries()) {
    // Posted a day apart, the first oldest.
    const createdAt = new Date(Date.now() - (names.length - i) * DAY);
    ids[name] = (await createJob(t.db.prisma, employer.id, { ...LISTED[name], createdAt })).id;
  }
  for (const hidden of HIDDEN) {
    await createJob(t.db.prisma, employer.id, { title: "Plumber, not listed", ...hidden });
  }
});
afterAll(() => t.close());

const search = (filters: JobSearchFilters, page: JobSearchPage = { first: PAGE_SIZE_MAX }) =>
  searchJobs(t.db.pool, filters, page);
const found = async (filters: JobSearchFilters) => (await search(filters)).ids;
const named = (...names: string[]) => names.map((name) => ids[name]);

describe("searchJobs", () => {
  it("lists every active, approved job, newest first, and nothing else", async () => {
    expect(await found({})).toEqual(
      named("helper", "painter", "mason", "electrician", "senior", "plumber"),
    );
  });

  it("finds keywords in titles before skills and descriptions, by word prefix, all words", async () => {
    const plumbers = await found({ q: "plumber" });
    expect(plumbers.slice(0, 2).sort()).toEqual(named("plumber", "senior").sort());
    expect(plumbers.slice(2)).toEqual(named("helper"));
    expect(await found({ q: "elect" })).toEqual(named("electrician"));
    expect(await found({ q: "senior plumber" })).toEqual(named("senior"));
  });

  it("finds a misspelt title by similarity when no word matches", async () => {
    const result = await search({ q: "plumbr" });
    expect(result.ids).toEqual(expect.arrayContaining(named("plumber", "senior")));
    expect(result.ids).not.toContain(ids.electrician);
  });

  it("reads keywords as words only, whatever else they contain", async () => {
    expect(await found({ q: "plumber & | ! ( ) :* '" })).toEqual(await found({ q: "plumber" }));
    expect(await found({ q: "  " })).toEqual(await found({}));
  });

  it("finds the location's state or city, case aside (more in place-search.test.ts)", async () => {
    expect(await found({ location: "pune" })).toEqual(named("electrician", "plumber"));
    expect(await found({ location: "KARNATAKA" })).toEqual(named("painter", "mason"));
    expect(await found({ location: "%" })).toEqual([]);
    expect(await found({ location: "_une" })).toEqual([]);
  });

  it("filters by state and city, job type, pay period and least pay", async () => {
    expect(await found({ state: "maharashtra" })).toEqual(
      named("electrician", "senior", "plumber"),
    );
    expect(await found({ city: "PUNE" })).toEqual(named("electrician", "plumber"));
    expect(await found({ city: "Pun" })).toEqual([]);
    expect(await found({ jobType: "FULL_TIME" })).toEqual(named("electrician", "senior"));
    expect(await found({ salaryPeriod: "PER_MONTH", salaryMin: 23_000 })).toEqual(named("senior"));
    expect(await found({ salaryMin: 900, salaryPeriod: "PER_DAY" })).toEqual(named("mason"));
    expect(await found({ q: "plumber", state: "Delhi" })).toEqual(named("helper"));
  });

  it("walks every match once, in order, at any page size, with the same total on each page", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<JobSearchFilters>(
          {},
          { q: "plumber" },
          { q: "plumbr" },
          { state: "Karnataka" },
        ),
        async (first, filters) => {
          const all = await search(filters);
          const walked: number[] = [];
          let after: string | null = null;
          for (;;) {
            const page = await search(filters, { first, after, withTotal: true });
            walked.push(...page.ids);
            expect(page.total).toBe(all.ids.length);
            if (!page.hasNextPage) break;
            after = page.cursors.at(-1) as string;
          }
          expect(walked).toEqual(all.ids);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("answers a page without keywords and its total in one statement, even past the last match", async () => {
    let statements = 0;
    const counted = {
      query: (...args: Parameters<pg.Pool["query"]>) => {
        statements += 1;
        return t.db.pool.query(...args);
      },
    } as unknown as pg.Pool;
    for (const filters of [{}, { jobType: "FULL_TIME" }] satisfies JobSearchFilters[]) {
      const all = await search(filters);
      let after: string | null = null;
      for (let page = 0; page <= all.ids.length; page++) {
        statements = 0;
        const result = await searchJobs(counted, filters, { first: 1, after, withTotal: true });
        expect(statements).toBe(1);
        // The page after the last is empty and still says how many match.
        expect(result).toMatchObject({ total: all.ids.length, totalIsExact: true });
        expect(result.ids).toEqual(all.ids.slice(page, page + 1));
        after = result.cursors.at(-1) ?? after;
      }
    }
  });

  it("refuses bad pages, cursors and input as bad requests", async () => {
    const bad: [JobSearchFilters, JobSearchPage?][] = [
      [{}, { first: 0 }],
      [{}, { first: PAGE_SIZE_MAX + 1 }],
      [{}, { first: 5, after: "not-a-cursor" }],
      [{ q: "x".repeat(SEARCH_TEXT_MAX + 1) }],
      [{ salaryMin: -1 }],
    ];
    for (const [filters, page] of bad) {
      expect((await refusal(search(filters, page))).code).toBe("BAD_REQUEST");
    }
  });
});

describe("searchJobs at more than SEARCH_TOTAL_MAX matches", () => {
  // Cleaners enough to pass the count's cap and the ranked candidates: every third says
  // "cleaner" twice (ranks higher), posted a minute apart, the first newest.
  const CLEANERS = RANKED_CANDIDATES + 60;
  let cleaners: number[] = [];

  beforeAll(async () => {
    const employer = await createEmployer(t.db.prisma);
    const template = await createJob(t.db.prisma, employer.id, {
      title: "Cleaner template",
      status: "INACTIVE",
    });
    const { rows: columns } = await t.db.pool.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'jobs' AND is_generated = 'NEVER' AND column_default IS NULL
         AND column_name NOT IN ('title', 'status', 'created_at')`,
    );
    const copied = columns.map((column) => `"${column.name}"`).join(", ");
    const { rows } = await t.db.pool.query<{ id: number }>(
      `INSERT INTO jobs (${copied}, title, status, created_at)
       SELECT ${copied}, CASE WHEN g % 3 = 0 THEN 'Cleaner cleaner' ELSE 'Cleaner' END,
              'active', now() - make_interval(mins => g)
       FROM jobs, generate_series(1, $2::int) g WHERE id = $1
       RETURNING id`,
      [template.id, CLEANERS],
    );
    cleaners = rows.map((row) => row.id);
  });

  /** Every page of a search, walked by cursor; `between` runs after the first. */
  async function walk(filters: JobSearchFilters, first: number, between?: () => Promise<void>) {
    const pages = [];
    let after: string | null = null;
    for (;;) {
      const page = await search(filters, { first, after, withTotal: true });
      pages.push(page);
      if (pages.length === 1) await between?.();
      if (!page.hasNextPage) return pages;
      after = page.cursors.at(-1) as string;
    }
  }

  it("counts up to SEARCH_TOTAL_MAX and says the count is not exact", async () => {
    for (const filters of [{ q: "cleaner" }, {}, { state: "Maharashtra" }]) {
      const pages = await walk(filters, PAGE_SIZE_MAX);
      for (const page of pages) {
        expect(page.total).toBe(SEARCH_TOTAL_MAX);
        expect(page.totalIsExact).toBe(false);
      }
    }
    const few = await search({ q: "plumber" }, { first: 1, withTotal: true });
    expect(few).toMatchObject({ total: 3, totalIsExact: true });
  });

  it("ranks the newest candidates by relevance, then lists the older matches newest first", async () => {
    const walked = (await walk({ q: "cleaner" }, 7)).flatMap((page) => page.ids);
    expect(walked).toHaveLength(CLEANERS);
    expect(new Set(walked).size).toBe(CLEANERS);
    const newest = cleaners.slice(0, RANKED_CANDIDATES);
    expect(new Set(walked.slice(0, RANKED_CANDIDATES))).toEqual(new Set(newest));
    // "Cleaner cleaner" (every third) ranks first among the candidates, newest first.
    const twice = newest.filter((_, index) => (index + 1) % 3 === 0);
    expect(walked.slice(0, twice.length)).toEqual(twice);
    expect(walked.slice(RANKED_CANDIDATES)).toEqual(cleaners.slice(RANKED_CANDIDATES));
  });

  it("keeps the order across pages while new jobs are posted", async () => {
    const before = (await walk({ q: "cleaner" }, 50)).flatMap((page) => page.ids);
    const employer = await createEmployer(t.db.prisma);
    const during = await walk({ q: "cleaner" }, 50, async () => {
      await createJob(t.db.prisma, employer.id, { title: "Cleaner cleaner cleaner" });
    });
    const walked = during.flatMap((page) => page.ids);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => before.includes(id))).toEqual(before);
  });
});
