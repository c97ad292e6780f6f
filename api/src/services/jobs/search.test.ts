import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { refusal } from "../../../test/context.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { type JobSearchFilters, type JobSearchPage, searchJobs } from "./search.js";

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
    city: "Bengaluru",
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

  it("matches the location text in the city or the state, case aside, as plain text", async () => {
    expect(await found({ location: "pune" })).toEqual(named("electrician", "plumber"));
    expect(await found({ location: "KARNATAKA" })).toEqual(named("painter", "mason"));
    expect(await found({ location: "%" })).toEqual([]);
    expect(await found({ location: "_une" })).toEqual([]);
  });

  it("filters by exact state and city, job type, pay period and least pay", async () => {
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
