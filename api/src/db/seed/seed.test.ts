import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { SUGGESTED_CITIES } from "../../constants.js";
import { APPLICATION_STATUSES } from "./applications.js";
import { DEMO_ACCOUNTS, isDatabaseEmpty, resetDatabase, seedDemo, seedVolume } from "./index.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

async function column(sql: string): Promise<unknown[]> {
  const { rows } = await db.pool.query(sql);
  return rows.map((row) => Object.values(row)[0]);
}

async function count(sql: string): Promise<number> {
  return Number((await column(sql))[0]);
}

const jobTitles = () => column("SELECT title FROM jobs ORDER BY id");

describe("seedDemo", () => {
  let firstTitles: unknown[];

  it("fills an empty database with realistic data across India", async () => {
    expect(await isDatabaseEmpty(db.pool)).toBe(true);
    const summary = await seedDemo(db.pool);
    expect(await isDatabaseEmpty(db.pool)).toBe(false);
    firstTitles = await jobTitles();

    expect(summary.employers).toBeGreaterThanOrEqual(190);
    expect(summary.activeJobs).toBe(600);
    expect(summary.workers).toBeGreaterThanOrEqual(390);
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

  it("creates the documented demo accounts with complete profiles", async () => {
    const { labour, employer } = DEMO_ACCOUNTS;
    const worker = await db.pool.query(
      `SELECT u.user_type, u.first_name, p.skills, p.date_of_birth FROM users u
       JOIN labour_profiles p ON p.user_id = u.id WHERE u.phone_number = $1`,
      [labour.phoneNumber],
    );
    expect(worker.rows[0]).toMatchObject({ user_type: "labour", first_name: labour.firstName });
    const business = await db.pool.query(
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

  it("yields the same data when run again after a reset", async () => {
    await resetDatabase(db.pool);
    await seedDemo(db.pool);
    expect(await jobTitles()).toEqual(firstTitles);
  });

  it("joins a transaction the caller already opened", async () => {
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await resetDatabase(client);
      await seedDemo(client);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await jobTitles()).toEqual(firstTitles);
  });
});

describe("resetDatabase", () => {
  it("empties every table but the migration record", async () => {
    await resetDatabase(db.pool);
    expect(await isDatabaseEmpty(db.pool)).toBe(true);
    const tables = await column(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    for (const table of tables) {
      expect(await count(`SELECT count(*) FROM "${table}"`), String(table)).toBe(0);
    }
    expect(await count(`SELECT count(*) FROM "_prisma_migrations"`)).toBeGreaterThan(0);
  });
});

describe("seedVolume", () => {
  const options = { jobs: 2000, workers: 500, seed: 7 };

  it("inserts exactly the requested numbers of jobs and workers", async () => {
    await resetDatabase(db.pool);
    const summary = await seedVolume(db.pool, options);
    expect(summary).toMatchObject({ jobs: 2000, workers: 500, employers: 100 });
    expect(await count("SELECT count(*) FROM jobs")).toBe(2000);
    expect(await count("SELECT count(*) FROM users WHERE user_type = 'labour'")).toBe(500);
    expect(await count("SELECT count(*) FROM users WHERE user_type = 'employer'")).toBe(100);
    const applications = await count("SELECT count(*) FROM applications");
    expect(applications).toBe(summary.applications);
    expect(applications).toBeGreaterThan(700);
    expect(applications).toBeLessThan(1300);
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const first = await jobTitles();
    await resetDatabase(db.pool);
    await seedVolume(db.pool, options);
    expect(await jobTitles()).toEqual(first);
    await resetDatabase(db.pool);
    await seedVolume(db.pool, { ...options, seed: 8 });
    expect(await jobTitles()).not.toEqual(first);
  });

  it("does not collide with the demo data", async () => {
    await resetDatabase(db.pool);
    const demo = await seedDemo(db.pool);
    await seedVolume(db.pool, { jobs: 200, workers: 50 });
    expect(await count("SELECT count(*) FROM jobs")).toBe(demo.jobs + 200);
  });
});
