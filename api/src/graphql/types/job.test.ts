import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { messages } from "../../messages.js";
import { encodeGlobalID } from "../global-id.js";

const JOBS = `query Jobs($first: Int, $after: String, $filter: JobSearchInput) {
  jobs(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id title city state jobType salaryAmount salaryPeriod employer { companyName address } } }
  }
}`;

interface JobsData {
  jobs: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; title: string; city: string | null } }[];
  };
}

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { prisma } = t.db;
  const pune = await createEmployer(prisma);
  const delhi = await createEmployer(prisma, {
    companyName: "Capital Electricals",
    state: "Delhi",
  });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  ids.plumber = (await createJob(prisma, pune.id, { createdAt: day(1) })).id;
  ids.plumberHelper = (
    await createJob(prisma, pune.id, {
      title: "Plumber helper",
      description: "Carry tools and assist the senior plumber.",
      city: "Mumbai",
      createdAt: day(2),
    })
  ).id;
  ids.electrician = (
    await createJob(prisma, delhi.id, {
      title: "Electrician for shop wiring",
      description: "Wire a new shop with 20 points; own tools preferred.",
      skills: ["wiring"],
      state: "Delhi",
      city: "New Delhi",
      jobType: "CONTRACT",
      salaryAmount: 18000,
      salaryPeriod: "PER_MONTH",
      createdAt: day(3),
    })
  ).id;
  ids.mason = (
    await createJob(prisma, delhi.id, {
      title: "Mason for boundary wall",
      description: "Brick work for a 200 ft boundary wall.",
      skills: ["brick laying"],
      state: "Karnataka",
      city: null,
      jobType: "ONE_TIME",
      salaryAmount: 25000,
      salaryPeriod: "PER_JOB",
      createdAt: day(4),
    })
  ).id;
  ids.inactive = (
    await createJob(prisma, pune.id, { title: "Plumber (filled)", status: "INACTIVE" })
  ).id;
  ids.flagged = (
    await createJob(prisma, pune.id, { title: "Plumber scam", moderationStatus: "FLAGGED" })
  ).id;
});

afterAll(() => t.close());

async function jobs(variables: Record<string, unknown>) {
  const { body } = await t.graphql<JobsData>(JOBS, variables);
  return body;
}

const titles = (body: { data?: JobsData }) => body.data?.jobs.edges.map((e) => e.node.title);

describe("Query.jobs", () => {
  it("lists only active, approved jobs, newest first without keywords", async () => {
    const body = await jobs({});
    expect(body.errors).toBeUndefined();
    expect(titles(body)).toEqual([
      "Mason for boundary wall",
      "Electrician for shop wiring",
      "Plumber helper",
      "Plumber for residential society",
    ]);
    expect(body.data?.jobs.totalCount).toBe(4);
  });

  it("ranks keyword matches by relevance and finds misspellings", async () => {
    const exact = await jobs({ filter: { q: "plumber" } });
    expect(titles(exact)).toHaveLength(2);
    expect(titles(exact)).not.toContain("Plumber scam");
    const fuzzy = await jobs({ filter: { q: "plumbr" } });
    expect(titles(fuzzy)).toEqual(expect.arrayContaining(["Plumber helper"]));
    const prefix = await jobs({ filter: { q: "electri" } });
    expect(titles(prefix)).toEqual(["Electrician for shop wiring"]);
    const skill = await jobs({ filter: { q: "brick" } });
    expect(titles(skill)).toEqual(["Mason for boundary wall"]);
  });

  it("matches location text against state or city, and filters exactly", async () => {
    expect(titles(await jobs({ filter: { location: "mumbai" } }))).toEqual(["Plumber helper"]);
    expect(titles(await jobs({ filter: { location: "Karnataka" } }))).toEqual([
      "Mason for boundary wall",
    ]);
    expect(titles(await jobs({ filter: { state: "delhi" } }))).toEqual([
      "Electrician for shop wiring",
    ]);
    expect(titles(await jobs({ filter: { city: "Pune" } }))).toEqual([
      "Plumber for residential society",
    ]);
    expect(titles(await jobs({ filter: { jobType: "CONTRACT" } }))).toEqual([
      "Electrician for shop wiring",
    ]);
    expect(titles(await jobs({ filter: { salaryMin: 20000, salaryPeriod: "PER_JOB" } }))).toEqual([
      "Mason for boundary wall",
    ]);
    expect(titles(await jobs({ filter: { q: "plumber", location: "pune" } }))).toEqual([
      "Plumber for residential society",
    ]);
  });

  it("pages with cursors without repeating or skipping", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const body = await jobs({ first: 1, after });
      seen.push(...(titles(body) ?? []));
      after = body.data?.jobs.pageInfo.endCursor ?? null;
      if (!body.data?.jobs.pageInfo.hasNextPage) break;
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it("pages keyword results by relevance too", async () => {
    const first = await jobs({ first: 1, filter: { q: "plumber" } });
    const second = await jobs({
      first: 1,
      after: first.data?.jobs.pageInfo.endCursor,
      filter: { q: "plumber" },
    });
    expect([...(titles(first) ?? []), ...(titles(second) ?? [])].sort()).toEqual([
      "Plumber for residential society",
      "Plumber helper",
    ]);
    expect(second.data?.jobs.pageInfo.hasNextPage).toBe(false);
  });

  it("pages misspelled searches through the similarity matches too", async () => {
    const first = await jobs({ first: 1, filter: { q: "plumbr" } });
    expect(first.data?.jobs.totalCount).toBe(2);
    const second = await jobs({
      first: 1,
      after: first.data?.jobs.pageInfo.endCursor,
      filter: { q: "plumbr" },
    });
    expect([...(titles(first) ?? []), ...(titles(second) ?? [])].sort()).toEqual([
      "Plumber for residential society",
      "Plumber helper",
    ]);
  });

  it("treats SQL and regex metacharacters in keywords as text", async () => {
    for (const q of ["'; DROP TABLE jobs; --", "plumb.*", "%_\\", "a & b | !c:*", "((", "🙂"]) {
      const body = await jobs({ filter: { q, location: q } });
      expect(body.errors, q).toBeUndefined();
      expect(titles(body), q).toEqual([]);
    }
    expect((await jobs({})).data?.jobs.totalCount).toBe(4);
  });

  it("rejects bad paging and overlong input with a clear error, not a crash", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ first: 100000 }, /between 1 and 100/],
      [{ first: 0 }, /between 1 and 100/],
      [{ after: "not-a-cursor" }, /Invalid cursor/],
      [{ after: Buffer.from('["x",1,2]').toString("base64url") }, /Invalid cursor/],
      [{ filter: { q: "x".repeat(201) } }, /at most 200/],
      [{ filter: { salaryMin: -5 } }, /salary_min/],
    ];
    for (const [variables, message] of cases) {
      const body = await jobs(variables);
      expect(body.errors?.[0]?.message, JSON.stringify(variables)).toMatch(message);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    }
    const backwards = await t.graphql(`{ jobs(last: 2) { edges { cursor } } }`);
    expect(backwards.body.errors?.[0]?.message).toMatch(/forward pagination/);
  });

  it("hides the employer's address from signed-out visitors", async () => {
    const body = await jobs({ first: 1 });
    expect(body.data?.jobs.edges[0]?.node).toMatchObject({
      employer: { companyName: "Capital Electricals", address: null },
    });
  });
});

describe("Query.job and node", () => {
  const JOB = `query Job($id: ID!) { job(id: $id) { id title employer { companyName } } }`;

  it("finds a visible job by its global ID, also through node", async () => {
    const id = encodeGlobalID("Job", ids.electrician ?? 0);
    const { body } = await t.graphql(JOB, { id });
    expect(body.data).toEqual({
      job: {
        id,
        title: "Electrician for shop wiring",
        employer: { companyName: "Capital Electricals" },
      },
    });
    const node = await t.graphql(`query($id: ID!) { node(id: $id) { id ... on Job { title } } }`, {
      id,
    });
    expect(node.body.data).toEqual({ node: { id, title: "Electrician for shop wiring" } });
  });

  it("answers null for unknown, inactive and flagged jobs", async () => {
    for (const local of [999999, ids.inactive ?? 0, ids.flagged ?? 0]) {
      const id = encodeGlobalID("Job", local);
      expect((await t.graphql(JOB, { id })).body.data).toEqual({ job: null });
      const node = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(node.body.data).toEqual({ node: null });
    }
  });

  it("rejects malformed global IDs and IDs of other types as bad requests", async () => {
    for (const id of ["", "abc", "!!!", encodeGlobalID("User", 1), "Sm9iOjEyMzQ1Njc4OTAxMjM0"]) {
      const { body } = await t.graphql(JOB, { id });
      expect(body.errors?.[0]?.extensions?.code, id).toBe("BAD_REQUEST");
    }
    const node = await t.graphql(`{ node(id: "bm9wZQ") { id } }`);
    expect(node.body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });
});

describe("query limits", () => {
  it("rejects documents with too many aliases", async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: popularSearches { query }`);
    const { status, body } = await t.graphql(`{ ${aliases.join(" ")} }`);
    expect(status).toBeLessThan(500);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it("rejects documents deeper than GRAPHQL_MAX_DEPTH", async () => {
    const shallow = await createTestApp({ GRAPHQL_MAX_DEPTH: "3" });
    try {
      const { status, body } = await shallow.graphql(
        "{ jobs { edges { node { employer { city } } } } }",
      );
      expect(status).toBeLessThan(500);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await shallow.close();
    }
  });

  it("counts fields, not fragments, toward the depth (Relay spreads one per component)", async () => {
    const shallow = await createTestApp({ GRAPHQL_MAX_DEPTH: "5" });
    try {
      const { body } = await shallow.graphql(`
        { jobs { ...List } }
        fragment List on QueryJobsConnection { edges { ...Edge } }
        fragment Edge on QueryJobsConnectionEdge { node { ...Card } }
        fragment Card on Job { employer { ...Employer } }
        fragment Employer on Employer { city }`);
      expect(body.errors).toBeUndefined();
    } finally {
      await shallow.close();
    }
  });

  it("masks unexpected errors", async () => {
    const broken = await createTestApp();
    try {
      await broken.db.pool.query("ALTER TABLE search_logs RENAME TO search_logs_gone");
      const { body } = await broken.graphql("{ popularSearches { query } }");
      expect(body.errors?.[0]?.message).toBe(messages.serverError);
      expect(JSON.stringify(body)).not.toMatch(/search_logs/);
    } finally {
      await broken.close();
    }
  });
});
