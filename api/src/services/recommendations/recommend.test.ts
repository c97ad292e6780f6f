import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { encodeGlobalID } from "../../graphql/global-id.js";
import { placesOf } from "../../places/places.js";
import { CANDIDATES, candidatesStatement, workerForScoring } from "./recommend.js";

// Recommendations through the real schema and database: which jobs a worker is shown, with their
// reasons; never one they applied to or withdrew from, nor a closed, unapproved, deleted or
// blocked employer's job; the cold start; paging; who may ask; REST's answer.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let employerId: number;
const DAY = 86_400_000;

const QUERY = `query ($first: Int, $after: String) {
  recommendedJobs(first: $first, after: $after) {
    totalCount
    edges { cursor node { score job { id title } reasons { key values { name value } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Edge {
  cursor: string;
  node: {
    score: number;
    job: { id: string; title: string };
    reasons: { key: string; values: { name: string; value: string }[] }[];
  };
}
interface Page {
  recommendedJobs: {
    totalCount: number;
    edges: Edge[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

async function recommended(token: string, first = 50, after?: string) {
  const { body } = await t.graphql<Page>(QUERY, { first, after }, { token });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.recommendedJobs;
}
const titles = (page: Page["recommendedJobs"]) => page.edges.map((edge) => edge.node.job.title);

async function job(title: string, data: Partial<Prisma.JobUncheckedCreateInput> = {}) {
  return createJob(t.db.prisma, employerId, { title, skills: [], ...data });
}

async function profile(userId: number, data: Prisma.LabourProfileUpdateInput) {
  await t.db.prisma.labourProfile.update({ where: { userId }, data });
}

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employerId = (await createEmployer(t.db.prisma)).id;
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe("recommended jobs", () => {
  it("ranks the worker's trade near them first, with reasons, synonyms included", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, {
      skills: ["raj mistri"],
      expectedSalary: 18_000,
      expectedSalaryPeriod: "PER_MONTH",
    });
    await job("Mason for a boundary wall", { salaryAmount: 800, salaryPeriod: "PER_DAY" });
    await job("Mason in Mumbai", { city: "Mumbai", salaryAmount: 500 });
    await job("Electrician in Pune");
    await job("Mason in Kerala", { state: "Kerala", city: "Kochi" });
    const page = await recommended(token);
    expect(titles(page)).toEqual(["Mason for a boundary wall", "Mason in Mumbai"]);
    const [first] = page.edges;
    expect(first?.node.reasons.slice(0, 3)).toEqual([
      { key: "SKILL_MATCH", values: [{ name: "skill", value: "mason" }] },
      { key: "NEAR", values: [{ name: "city", value: "Pune" }] },
      {
        key: "PAYS_ABOVE_EXPECTED",
        values: [
          { name: "amount", value: "800" },
          { name: "period", value: "per_day" },
        ],
      },
    ]);
    expect(page.edges[1]?.node.reasons.map((r) => r.key)).toEqual([
      "SKILL_MATCH",
      "SAME_STATE",
      "NEW_JOB",
    ]);
  });

  it("never shows a job the worker applied to or withdrew from, nor one not open", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, { skills: ["Welder"] });
    const applied = await job("Welder applied");
    const withdrawn = await job("Welder withdrawn");
    await job("Welder open");
    await job("Welder inactive", { status: "INACTIVE" });
    await job("Welder flagged", { moderationStatus: "FLAGGED" });
    await job("Welder pending", { moderationStatus: "PENDING_APPROVAL" });
    await job("Welder deleted", { status: "DELETED", deletedAt: new Date() });
    await job("Welder expired", { expiresAt: new Date(Date.now() - DAY) });
    const blocked = await createEmployer(t.db.prisma);
    await t.db.prisma.user.update({ where: { id: blocked.id }, data: { accountState: "BLOCKED" } });
    await createJob(t.db.prisma, blocked.id, { title: "Welder of a blocked employer" });
    await t.db.prisma.application.createMany({
      data: [
        { jobId: applied.id, labourId: user.id },
        { jobId: withdrawn.id, labourId: user.id, status: "WITHDRAWN" },
      ],
    });
    expect(titles(await recommended(token))).toEqual(["Welder open"]);
  });

  it("says a well-rated employer from their rating summary, and not another's", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, { skills: ["Glazier"] });
    const rated = await createEmployer(t.db.prisma);
    // Revealed ratings as the summary keeps them (services/ratings/summary.ts): 4 ratings, 4.5 on
    // average, from workers; the same employer's ratings of workers must not count.
    await t.db.prisma.reputationSummary.createMany({
      data: [
        { userId: rated.id, direction: "LABOUR_TO_EMPLOYER", revealedCount: 4, revealedSum: 18 },
        { userId: employerId, direction: "EMPLOYER_TO_LABOUR", revealedCount: 4, revealedSum: 20 },
      ],
    });
    await createJob(t.db.prisma, rated.id, { title: "Glazier, rated employer", skills: [] });
    await job("Glazier, new employer");
    const page = await recommended(token);
    const reasons = (title: string) =>
      page.edges
        .find((edge) => edge.node.job.title === title)
        ?.node.reasons.filter((reason) => reason.key === "WELL_RATED_EMPLOYER");
    expect(reasons("Glazier, rated employer")).toEqual([
      { key: "WELL_RATED_EMPLOYER", values: [{ name: "rating", value: "4.5" }] },
    ]);
    expect(reasons("Glazier, new employer")).toEqual([]);
  });

  it("walks every recommendation once across pages", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, { skills: ["Tailor"] });
    for (let i = 0; i < 5; i++) {
      await job(`Tailor ${i}`, { createdAt: new Date(Date.now() - i * DAY) });
    }
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await recommended(token, 2, after);
      expect(page.totalCount).toBe(5);
      seen.push(...titles(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor ?? undefined;
    }
    expect(seen).toEqual(["Tailor 0", "Tailor 1", "Tailor 2", "Tailor 3", "Tailor 4"]);
  });

  it("gives a worker with nothing but a state the newest jobs near it, said plainly", async () => {
    const { user, token } = await signedInWorker(t, { complete: false });
    await t.db.prisma.user.update({
      where: { id: user.id },
      data: { state: "Goa", city: null },
    });
    await job("Goa job older", {
      state: "Goa",
      city: "Panaji",
      createdAt: new Date(Date.now() - DAY),
    });
    await job("Goa job newer", { state: "Goa", city: "Margao" });
    await job("Not in Goa", { state: "Kerala", city: "Kochi" });
    const page = await recommended(token);
    expect(titles(page)).toEqual(["Goa job newer", "Goa job older"]);
    expect(page.edges[0]?.node.reasons[0]).toEqual({
      key: "NEWEST_NEAR",
      values: [{ name: "state", value: "Goa" }],
    });
  });

  it("reads a trade's jobs by its synonyms, state-wide ones too, and lets no look-alike crowd them out", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, { skills: ["Plumber"] });
    const hour = 3_600_000;
    await job("Nalsaaz for a school", {
      description: "Taps and tanks.",
      createdAt: new Date(Date.now() - 3 * hour),
    });
    await job("Plumbing work anywhere in Maharashtra", {
      city: null,
      description: "Bathrooms.",
      createdAt: new Date(Date.now() - 2 * hour),
    });
    // Newer than both, CANDIDATES jobs with the words of the trade's phrase "pipe fitter" apart
    // (machine fitters asked for pipe fitting): not a plumber's work (scoring's trades), and no
    // candidates either, so they take none of the city's CANDIDATES places.
    await t.db.prisma.job.createMany({
      data: Array.from({ length: CANDIDATES }, (_, i) => ({
        employerId,
        title: `Machine Fitter ${i}`,
        skills: ["Pipe fitting"],
        description: "Assemble and align machines.",
        state: "Maharashtra",
        city: "Pune",
        jobType: "DAILY_WAGE" as const,
        createdAt: new Date(Date.now() - hour + i),
      })),
    });
    const page = await recommended(token);
    expect(titles(page)).toEqual(["Nalsaaz for a school", "Plumbing work anywhere in Maharashtra"]);
    expect(page.edges[1]?.node.reasons[1]).toEqual({
      key: "ANYWHERE_IN_STATE",
      values: [{ name: "state", value: "Maharashtra" }],
    });
  });

  it("looks in the city a worker named as their preferred location, in its own state", async () => {
    const { user, token } = await signedInWorker(t);
    // Not willing to relocate: only their state and the city they named (and the jobs open in
    // every city of its state).
    await profile(user.id, {
      skills: ["Painter"],
      preferredLocation: "vadodara",
      willingToRelocate: false,
    });
    await job("Painter in Vadodara", { state: "Gujarat", city: "Vadodara" });
    await job("Painter in Surat", { state: "Gujarat", city: "Surat" });
    await job("Painter anywhere in Gujarat", {
      state: "Gujarat",
      city: null,
      createdAt: new Date(Date.now() - DAY),
    });
    const page = await recommended(token);
    expect(titles(page)).toEqual(["Painter in Vadodara", "Painter anywhere in Gujarat"]);
    expect(page.edges.map((edge) => edge.node.reasons[1])).toEqual([
      { key: "PREFERRED_PLACE", values: [{ name: "place", value: "Vadodara" }] },
      { key: "PREFERRED_PLACE", values: [{ name: "place", value: "Vadodara" }] },
    ]);

    // The same for a worker with no skills yet (read off the jobs' own indexes, not job_trades).
    const cold = await signedInWorker(t, { complete: false });
    await t.db.prisma.user.update({
      where: { id: cold.user.id },
      data: { state: "Goa", city: null },
    });
    await profile(cold.user.id, { preferredLocation: "Vadodara", willingToRelocate: false });
    const coldTitles = titles(await recommended(cold.token));
    expect(coldTitles).toContain("Painter in Vadodara");
    expect(coldTitles).toContain("Painter anywhere in Gujarat");
    expect(coldTitles).not.toContain("Painter in Surat");
  });

  it("understands a preferred location by another name, in any case, or a state's name", async () => {
    await job("Tiler in Bangalore", { state: "Karnataka", city: "Bangalore" });
    await job("Tiler anywhere in Karnataka", { state: "Karnataka", city: null });
    await job("Tiler in Mysore", { state: "Karnataka", city: "Mysore" });
    await job("Tiler in Cuttack", { state: "Odisha", city: "Cuttack" });
    const seen = async (preferredLocation: string) => {
      const { user, token } = await signedInWorker(t);
      // A worker of Goa, not willing to relocate: only the place they named.
      await t.db.prisma.user.update({ where: { id: user.id }, data: { state: "Goa", city: null } });
      await profile(user.id, { skills: ["Tiler"], preferredLocation, willingToRelocate: false });
      return titles(await recommended(token)).sort();
    };
    const bangalore = ["Tiler anywhere in Karnataka", "Tiler in Bangalore"];
    expect(await seen("Bengaluru")).toEqual(bangalore);
    expect(await seen("  bangalore ")).toEqual(bangalore);
    expect(await seen("karnataka")).toEqual([...bangalore, "Tiler in Mysore"].sort());
    expect(await seen("Orissa")).toEqual(["Tiler in Cuttack"]);
    expect(await seen("somewhere nice")).toEqual([]);
  });

  it("merges a worker's several trades' ranges into the same candidates as one ordered list", async () => {
    // Two trades (labourer and loader), jobs under one or both, in the worker's city, elsewhere
    // in their state and in another state, more than CANDIDATES of them, some posted at the
    // same moment: the candidates are the newest CANDIDATES of each branch as a plain query of
    // the jobs finds them (no job_trades), and the order is theirs.
    const { user, token } = await signedInWorker(t);
    await t.db.prisma.user.update({
      where: { id: user.id },
      data: { state: "Rajasthan", city: "Kota" },
    });
    await profile(user.id, {
      skills: ["Labourer", "Loader"],
      preferredStates: ["Punjab"],
      willingToRelocate: false,
    });
    const titlesOf = ["Labourer", "Loader", "Labourer and loader", "Hamal", "Cook"];
    const places = [
      { state: "Rajasthan", city: "Kota" },
      { state: "Rajasthan", city: "Jaipur" },
      { state: "Rajasthan", city: null },
      { state: "Punjab", city: "Ludhiana" },
      { state: "Kerala", city: "Kochi" },
    ];
    const base = Date.now() - 2 * DAY;
    await t.db.prisma.job.createMany({
      data: Array.from({ length: 2 * CANDIDATES }, (_, i) => ({
        employerId,
        title: `${titlesOf[i % titlesOf.length]} ${i}`,
        skills: [],
        description: "Work for the day.",
        ...(places[Math.floor(i / titlesOf.length) % places.length] as (typeof places)[number]),
        jobType: "DAILY_WAGE" as const,
        // Pairs of jobs posted at the same moment.
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    });
    const { rows } = await t.db.pool.query<{ id: number }>(
      `WITH m AS (SELECT id, state, city, created_at FROM jobs
         WHERE status = 'active' AND moderation_status = 'approved' AND employer_id = $1
           AND title ~ '^(Labourer|Loader|Labourer and loader|Hamal) [0-9]+$'),
       b0 AS (SELECT id FROM m WHERE state = 'Rajasthan' AND city = 'Kota'
         ORDER BY created_at DESC, id DESC LIMIT $2),
       b1 AS (SELECT id FROM m WHERE state IN ('Rajasthan', 'Punjab')
         ORDER BY created_at DESC, id DESC LIMIT $2)
       SELECT id FROM b0 UNION SELECT id FROM b1`,
      [employerId, CANDIDATES],
    );
    const expected = rows.map((row) => row.id).sort((x, y) => x - y);
    expect(expected.length).toBeGreaterThan(CANDIDATES);
    const worker = await workerForScoring(t.db.pool, user.id);
    if (!worker) throw new Error("no worker");
    const statement = candidatesStatement(worker, user.id, await placesOf(t.db.pool));
    if (!statement) throw new Error("no statement");
    const found = await t.db.pool.query<{ id: number }>(statement.text, statement.values);
    expect(found.rows.map((row) => row.id).sort((x, y) => x - y)).toEqual(expected);
    // Through the API: those jobs, each once, best first.
    const page = await recommended(token, 100);
    expect(page.totalCount).toBe(expected.length);
    const scores = page.edges.map((edge) => edge.node.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("is for workers only", async () => {
    const employer = await signedInEmployer(t);
    const asEmployer = await t.graphql(QUERY, {}, { token: employer.token });
    expect(asEmployer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await t.graphql(QUERY, {});
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers REST's GET /labour/recommended-jobs/ with scores and reasons", async () => {
    const { user, token } = await signedInWorker(t);
    await profile(user.id, { skills: ["Gardener"] });
    const garden = await job("Mali for a bungalow garden");
    const { status, json } = await restCall(
      t,
      server.baseUrl,
      "GET",
      "/labour/recommended-jobs/?limit=5",
      {
        token,
        csrf: false,
      },
    );
    expect(status).toBe(200);
    const items = json?.items as { id: string; score: number; reasons: unknown[] }[];
    expect(items.map((item) => item.id)).toEqual([encodeGlobalID("Job", garden.id)]);
    expect(items[0]?.reasons[0]).toEqual({ key: "skill_match", values: { skill: "gardener" } });
    expect(json?.total).toBe(1);
    const employer = await signedInEmployer(t);
    const refused = await restCall(t, server.baseUrl, "GET", "/labour/recommended-jobs/", {
      token: employer.token,
      csrf: false,
    });
    expect(refused.status).toBe(403);
  });
});
