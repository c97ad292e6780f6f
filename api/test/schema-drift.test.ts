import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatamodel } from "../src/generated/pothos-prisma-types.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { findSchemaDrift, SCHEMA_PATH } from "./schema-drift.js";

describe("schema drift between schema.prisma and prisma/migrations", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("finds none in a freshly migrated database", async () => {
    expect(await findSchemaDrift(db.pool)).toEqual([]);
  });

  it("reads the model side from both the datamodel and schema.prisma", async () => {
    const datamodel = getDatamodel(); // a fresh object on every call
    const email = datamodel.datamodel.models.User?.fields.find((f) => f.name === "email");
    if (!email) throw new Error("User.email is not in the datamodel");
    email.isRequired = true;
    const schema = fs
      .readFileSync(SCHEMA_PATH, "utf8")
      .replace(
        '@map("moderation_note") @db.VarChar(500)',
        '@map("moderation_note") @db.VarChar(400)',
      )
      .replace('READ_ONLY @map("read_only")', 'READ_ONLY @map("readonly")');

    expect(await findSchemaDrift(db.pool, datamodel, schema)).toEqual([
      "enum access_level has values (full, read_only, limited, none), expected (full, readonly, limited, none)",
      "column users.email is nullable, expected NOT NULL",
      "column jobs.moderation_note has type character varying(500), expected character varying(400)",
    ]);
  });

  it("reports what a migration changed behind the model's back", async () => {
    for (const sql of [
      "ALTER TABLE jobs DROP COLUMN duration",
      "ALTER TABLE users ALTER COLUMN email SET NOT NULL",
      "ALTER TABLE saved_jobs DROP CONSTRAINT saved_jobs_job_id_fkey",
      "ALTER TYPE job_type ADD VALUE 'internship'",
      "DROP INDEX employer_profiles_referral_code_key",
    ])
      await db.pool.query(sql);

    const drift = await findSchemaDrift(db.pool);
    expect(drift).toContain("column jobs.duration is missing");
    expect(drift).toContain("column users.email is NOT NULL, expected nullable");
    expect(drift).toContain(
      "foreign key saved_jobs(job_id) -> jobs(id) ON DELETE Cascade ON UPDATE Cascade is missing",
    );
    expect(drift).toContain(
      "enum job_type has values (full_time, part_time, contract, one_time, daily_wage, internship)" +
        ", expected (full_time, part_time, contract, one_time, daily_wage)",
    );
    expect(drift).toContain("unique index on employer_profiles(referral_code) is missing");
    expect(drift).toHaveLength(5);
  });
});
