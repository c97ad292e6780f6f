import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUGGESTED_CITIES } from "../api/src/constants.js";
import { inDemoTransaction } from "../api/src/db/demo/load.js";
import { isDatabaseEmpty, seedIfEmpty } from "../api/src/db/demo/on-start.js";
import { prismaQuery } from "../api/src/db/rows.js";
import { createTestApp, type TestApp } from "../api/test/app.js";
import { APPLICATION_STATUSES } from "./applications.js";
import { DEMO_ACCOUNTS, resetDatabase, seedVolume } from "./index.js";
import { REFERENCE_TABLES } from "./reset.js";

// The demo data as the server loads it on an empty database (through its services), and the
// volume data of the benchmarks. One load: it replays some 4,000 user actions.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function column(sql: string, values: unknown[] = []): Promise<unknown[]> {
  const { rows } = await t.db.pool.query(sql, values);
  return rows.map((row) => Object.values(row)[0]);
}

async function count(sql: string): Promise<number> {
  return Number((await column(sql))[0]);
}

const isEmpty = () => isDatabaseEmpty(prismaQuery(t.db.prisma));
const jobTitles = () => column("SELECT title FROM jobs ORDER BY id");

describe("seedIfEmpty", () => {
  // The load replays thousands of user actions: seconds, more on a busy machine.
  it("fills an empty database with realistic data across India", { timeout: 300_000 }, async () => {
    expect(await isEmpty()).toBe(true);
    await seedIfEmpty(t.services);
    expect(await isEmpty()).toBe(false);

    expect(await count("SELECT count(*) FROM users WHERE user_type = 'employer'")).toBe(200);
    expect(await count("SELECT count(*) FROM users WHERE user_type = 'labour'")).toBe(400);
    expect(await count("SELECT count(*) FROM jobs WHERE status = 'active'")).toBeGreaterThan(600);
    const places = `SELECT state, city FROM users WHERE user_type = 'employer'
                    UNION ALL SELECT state, city FROM jobs`;
    expect(await count(`SELECT count(DISTINCT state) FROM (${places}) p`)).toBeGreaterThanOrEqual(
      12,
    );
    expect(await count(`SELECT count(DISTINCT city) FROM (${places}) p`)).toBeGreaterThanOrEqual(
      150,
    );
    const cities = await column("SELECT DISTINCT city FROM jobs WHERE city IS NOT NULL");
    expect(cities).toEqual(expect.arrayContaining([...SUGGESTED_CITIES]));
    expect(await count("SELECT count(*) FROM jobs WHERE city IS NULL")).toBeGreaterThan(0);
  });

  it("covers every application status, both rating directions and the content tables", async () => {
    const statuses = await column("SELECT DISTINCT status::text FROM applications");
    expect(statuses.sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(await count("SELECT count(*) FROM applications WHERE job_id IS NULL")).toBeGreaterThan(
      0,
    );

    const directions = await column("SELECT DISTINCT direction::text FROM ratings ORDER BY 1");
    expect(directions).toEqual(["employer_to_labour", "labour_to_employer"]);
    // Raters and ratees are the two sides of the rated application.
    const mismatched = await count(`
      SELECT count(*) FROM ratings r
      JOIN applications a ON a.id = r.application_id JOIN jobs j ON j.id = a.job_id
      WHERE a.status <> 'completed'
         OR (r.direction = 'employer_to_labour' AND (r.rater_id, r.ratee_id) <> (j.employer_id, a.labour_id))
         OR (r.direction = 'labour_to_employer' AND (r.rater_id, r.ratee_id) <> (a.labour_id, j.employer_id))`);
    expect(mismatched).toBe(0);

    const unconfirmed = await count(`
      SELECT count(*) FROM applications a LEFT JOIN contact_verifications v ON v.application_id = a.id
      WHERE a.contact_status IN ('confirmed', 'denied') AND v.id IS NULL`);
    expect(unconfirmed).toBe(0);
    const types = await column("SELECT DISTINCT type::text FROM notifications ORDER BY 1");
    expect(types).toEqual(["application_status", "job_match", "rating_request"]);
    expect(await count("SELECT count(*) FROM testimonials")).toBeGreaterThanOrEqual(8);
    expect(await count("SELECT count(*) FROM search_logs")).toBeGreaterThan(200);
    expect(
      await count("SELECT count(*) FROM identity_documents WHERE replaces_id IS NOT NULL"),
    ).toBe(1);
    expect(await count("SELECT count(*) FROM settings WHERE key = 'site'")).toBe(1);
  });

  it("has its workers confirm most completions, so they count, and dispute a few", async () => {
    const completed = await count(
      "SELECT count(*) FROM applications WHERE status = 'completed' AND job_id IS NOT NULL",
    );
    // Counted as the score counts them (services/applications/work-counts.ts).
    const counting = await count(`
      SELECT count(*) FROM applications a WHERE a.status = 'completed' AND a.job_id IS NOT NULL
        AND (a.worker_confirmed_at IS NOT NULL OR a.dispute_outcome = 'stands'
          OR (a.worker_disputed_at IS NULL AND a.status_changed_at <= now() - interval '14 days'))`);
    const confirmed = await count(
      "SELECT count(*) FROM applications WHERE status = 'completed' AND worker_confirmed_at IS NOT NULL",
    );
    expect(confirmed).toBeGreaterThan(completed / 2);
    expect(counting).toBeGreaterThanOrEqual(confirmed);
    // A confirmation follows its completion; the open disputes wait for the back office.
    expect(
      await count(
        "SELECT count(*) FROM applications WHERE worker_confirmed_at < status_changed_at OR worker_disputed_at < status_changed_at",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) FROM applications WHERE worker_disputed_at IS NOT NULL AND dispute_outcome IS NULL AND dispute_note IS NOT NULL",
      ),
    ).toBeGreaterThan(0);
  });

  it("leaves what the services leave: a document per person, worded notifications, résumés", async () => {
    const undocumented = await count(`SELECT count(*) FROM users u WHERE NOT EXISTS
      (SELECT 1 FROM identity_documents d WHERE d.user_id = u.id)`);
    expect(undocumented).toBe(0);
    // Every notification an application caused says what happened, for the reader's language.
    const unkeyed = await count(`SELECT count(*) FROM notifications
      WHERE data ? 'applicationId' AND NOT data ? 'kind'`);
    expect(unkeyed).toBe(0);
    const withoutResume = await count(`SELECT count(*) FROM applications a
      JOIN jobs j ON j.id = a.job_id WHERE j.require_resume AND a.resume_url IS NULL`);
    expect(withoutResume).toBe(0);
    // Nobody holds the tokens registration started, and nothing is dated after today.
    expect(await count("SELECT count(*) FROM sessions")).toBe(0);
    const future = await count(`SELECT
      (SELECT count(*) FROM users WHERE created_at > now() OR last_login_at > now()) +
      (SELECT count(*) FROM jobs WHERE created_at > now()) +
      (SELECT count(*) FROM applications WHERE status_changed_at > now()) +
      (SELECT count(*) FROM notifications WHERE created_at > now())`);
    expect(future).toBe(0);
  });

  it("creates the documented demo accounts with complete profiles", async () => {
    const { labour, employer } = DEMO_ACCOUNTS;
    const worker = await t.db.pool.query(
      `SELECT u.user_type, u.first_name, p.skills, p.date_of_birth FROM users u
       JOIN labour_profiles p ON p.user_id = u.id WHERE u.phone_number = $1`,
      [labour.phoneNumber],
    );
    expect(worker.rows[0]).toMatchObject({ user_type: "labour", first_name: labour.firstName });
    const business = await t.db.pool.query(
      `SELECT u.user_type, p.company_name, p.gst_number FROM users u
       JOIN employer_profiles p ON p.user_id = u.id WHERE u.phone_number = $1`,
      [employer.phoneNumber],
    );
    expect(business.rows[0]).toMatchObject({
      user_type: "employer",
      company_name: employer.companyName,
    });
    expect(business.rows[0].gst_number).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
  });

  it("leaves a database that is not empty alone", async () => {
    const titles = await jobTitles();
    await seedIfEmpty(t.services);
    expect(await jobTitles()).toEqual(titles);
  });
});

describe("inDemoTransaction", () => {
  it("runs inside the caller's transaction, the services' own transactions in place", async () => {
    const marker = "Marker row of inDemoTransaction";
    await expect(
      inDemoTransaction(t.services, async (outer) => {
        await inDemoTransaction(outer, (inner) =>
          inner.prisma.$transaction((tx) =>
            tx.testimonial.create({ data: { name: marker, role: "-", content: "-", rating: 5 } }),
          ),
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await count(`SELECT count(*) FROM testimonials WHERE name = '${marker}'`)).toBe(0);
  });
});

describe("seedVolume", () => {
  const options = { jobs: 2000, workers: 500, seed: 7 };

  it("does not collide with the demo data", async () => {
    const before = await count("SELECT count(*) FROM jobs");
    await seedVolume(t.db.pool, { jobs: 200, workers: 50 });
    expect(await count("SELECT count(*) FROM jobs")).toBe(before + 200);
  });

  it("inserts exactly the requested numbers of jobs and workers", async () => {
    await resetDatabase(t.db.pool);
    const summary = await seedVolume(t.db.pool, options);
    expect(summary).toMatchObject({ jobs: 2000, workers: 500, employers: 100 });
    expect(await count("SELECT count(*) FROM jobs")).toBe(2000);
    // Analyzed with the load: the planner knows the table's size without autovacuum.
    expect(
      await count(
        "SELECT reltuples::int FROM pg_class WHERE relname = 'jobs' AND relnamespace = 'public'::regnamespace",
      ),
    ).toBe(2000);
    expect(await count("SELECT count(*) FROM users WHERE user_type = 'labour'")).toBe(500);
    expect(await count("SELECT count(*) FROM users WHERE user_type = 'employer'")).toBe(100);
    const applications = await count("SELECT count(*) FROM applications");
    expect(applications).toBe(summary.applications);
    expect(applications).toBeGreaterThan(700);
    expect(applications).toBeLessThan(1300);
  });

  it("counts the analytics roll-ups without a lock per employer, and leaves their trigger on", async () => {
    await resetDatabase(t.db.pool);
    const client = await t.db.pool.connect();
    try {
      await client.query("BEGIN");
      await seedVolume(client, options);
      // The roll-ups' insert trigger is deferred to the commit: fire what it queued now. Each
      // call took an advisory lock per employer until the end of the transaction; a million jobs'
      // employers outgrew PostgreSQL's lock table that way.
      await client.query("SET CONSTRAINTS ALL IMMEDIATE");
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'advisory'",
      );
      expect(rows[0].n).toBe(0);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    const recounted = `SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.status <> 'deleted'`;
    const rolledUp =
      "SELECT coalesce(sum(applications), 0)::int FROM employer_application_statuses";
    expect(await count(rolledUp)).toBe(await count(recounted));
    expect(await count(recounted)).toBeGreaterThan(700);
    // An application after the load is counted by the trigger again.
    await t.db.pool.query(
      `INSERT INTO applications (job_id, labour_id, status, applied_at, updated_at)
       SELECT j.id, u.id, 'pending', now(), now()
       FROM jobs j, users u
       WHERE j.status = 'active' AND u.user_type = 'labour'
         AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.labour_id = u.id)
       LIMIT 1`,
    );
    expect(await count(rolledUp)).toBe(await count(recounted));
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const first = await jobTitles();
    await resetDatabase(t.db.pool);
    await seedVolume(t.db.pool, options);
    expect(await jobTitles()).toEqual(first);
    await resetDatabase(t.db.pool);
    await seedVolume(t.db.pool, { ...options, seed: 8 });
    expect(await jobTitles()).not.toEqual(first);
  });
});

describe("resetDatabase", () => {
  it("empties every table but the migration record and the places catalogue", async () => {
    await resetDatabase(t.db.pool);
    expect(await isEmpty()).toBe(true);
    const tables = await column(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1::text[])`,
      [REFERENCE_TABLES],
    );
    for (const table of tables) {
      expect(await count(`SELECT count(*) FROM "${table}"`), String(table)).toBe(0);
    }
    expect(await count(`SELECT count(*) FROM "_prisma_migrations"`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM "places"`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM "place_names"`)).toBeGreaterThan(0);
  });
});
