import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { DATA_MAP, DATA_MAP_ENTRIES, NOT_PERSONAL, type TableRule, WITH_ROW } from "./data-map.js";
import { statementFor } from "./erasure.js";

// The data map against the migrated database: every table and column of every schema the app
// owns is classified, so a migration that adds a column (a place for personal data) fails here
// until the map says what erasure does with it; what the map makes erasure run is valid SQL;
// and the privacy notice names everything the map erases.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

/** `table.column` of every column of the database's own tables (not PostgreSQL's). */
async function databaseColumns(): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    `SELECT CASE WHEN c.table_schema = 'public' THEN '' ELSE c.table_schema || '.' END
              || c.table_name || '.' || c.column_name AS name
     FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND t.table_type = 'BASE TABLE'
     ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

const mapped = () =>
  DATA_MAP_ENTRIES.flatMap(([table, rule]) =>
    Object.keys(rule.columns).map((column) => `${table}.${column}`),
  ).sort();

describe("the data map", () => {
  it("classifies every column of every table, and names none the database lacks", async () => {
    const columns = await databaseColumns();
    expect(columns.filter((column) => !mapped().includes(column))).toEqual([]);
    expect(mapped().filter((column) => !columns.includes(column))).toEqual([]);
  });

  it("fails for a column a migration adds without a rule", async () => {
    await db.pool.query("ALTER TABLE applications ADD COLUMN second_phone varchar(10)");
    try {
      expect((await databaseColumns()).filter((column) => !mapped().includes(column))).toEqual([
        "applications.second_phone",
      ]);
    } finally {
      await db.pool.query("ALTER TABLE applications DROP COLUMN second_phone");
    }
  });

  it("gives every rule its reason or its action", () => {
    for (const [table, rule] of DATA_MAP_ENTRIES as [string, TableRule][]) {
      for (const [column, value] of Object.entries(rule.columns)) {
        const where = `${table}.${column}`;
        if (value === WITH_ROW) expect(rule.erase, where).toBe("delete");
        else if (value !== NOT_PERSONAL && "keep" in value) expect(value.keep, where).not.toBe("");
        else if (value !== NOT_PERSONAL && "set" in value) expect(rule.erase, where).toBe("update");
      }
      // A table erasure touches says which rows are the person's.
      if (rule.erase === "delete" || rule.erase === "update") expect(rule.rows, table).toBeTruthy();
    }
  });

  it("makes statements PostgreSQL accepts", async () => {
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      for (const [table, rule] of DATA_MAP_ENTRIES) {
        const sql = statementFor(table, rule);
        if (!sql) continue;
        const text = sql
          .replaceAll(":id", "0")
          .replaceAll(":phone", "'0000000000'")
          .replaceAll(":email", "NULL");
        await client.query(text);
      }
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

describe("the privacy notice", () => {
  it("names everything erasure removes, in the words the map gives", async () => {
    const { rows } = await db.pool.query<{ body: string }>(
      `SELECT body FROM content_entries WHERE kind = 'page' AND slug = 'privacy' AND language = 'en'`,
    );
    const body = rows[0]?.body ?? "";
    const erase = body.split("\n").find((line) => line.startsWith("- **Erase** it:")) ?? "";
    const said = DATA_MAP_ENTRIES.flatMap(([, rule]) =>
      "notice" in rule && rule.notice ? [rule.notice] : [],
    );
    expect(said.length).toBeGreaterThan(10);
    expect(said.filter((words) => !erase.includes(words))).toEqual([]);
    // What it says is kept is what the map keeps.
    expect(erase).toContain("the stars of ratings");
    expect(DATA_MAP.ratings.columns.score).toHaveProperty("keep");
    expect(DATA_MAP.ratings.columns.review).toEqual({ set: "NULL" });
  });

  it("says the same in Hindi", async () => {
    const { rows } = await db.pool.query<{ body: string }>(
      `SELECT body FROM content_entries WHERE kind = 'page' AND slug = 'privacy' AND language = 'hi'`,
    );
    const erase = (rows[0]?.body ?? "")
      .split("\n")
      .find((line) => line.includes("**मिटवा सकते हैं**"));
    expect(erase).toContain("उसी पल काम करना बंद");
    expect(erase).toContain("दूसरों की सूचनाओं में आपका नाम");
  });
});

describe("the ways an account is erased", () => {
  /** Every source file of the server but the generated ones and the tests. */
  function sources(dir = path.join(import.meta.dirname, "../..")): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  }
  const relative = (file: string) => path.relative(path.join(import.meta.dirname, "../.."), file);

  it("all run eraseUser, the one caller of the map's erasure", () => {
    const files = sources();
    const callers = (pattern: RegExp) =>
      files
        .filter((file) => pattern.test(fs.readFileSync(file, "utf8")))
        .map(relative)
        .sort();
    expect(callers(/erasePersonalData\(/)).toEqual([
      "services/admin/users.ts",
      "services/privacy/erasure.ts",
    ]);
    expect(callers(/\beraseUser\b/)).toEqual([
      "graphql/types/admin-user.ts",
      "services/admin/users.ts",
    ]);
    // Nothing else marks an account erased or writes the placeholder name.
    expect(
      callers(/erasedAt:\s*(new Date|now)|erased_at\s*=\s*now|["']Deleted["']/).filter(
        (file) => !file.startsWith("services/privacy/"),
      ),
    ).toEqual([]);
  });
});
