import { createHash } from "node:crypto";
import type pg from "pg";

// Tables kept equal to data in the code (the places catalogue, the trades' queries), run by the
// migration runner after the migrations. The data's digest is the table's comment: when it is the
// same, a start costs one read; otherwise one transaction writes what changed and stores the new
// digest. Under a transaction lock of the caller's, so instances starting together write once.

/** A digest of `data` (JSON), named by `kind` so one table's comment is never read as another's. */
export const dataDigest = (kind: string, data: unknown) =>
  `${kind} ${createHash("sha256").update(JSON.stringify(data)).digest("hex")}`;

/** The digest stored on `table`; undefined when there is no such table (a part-way migration). */
async function storedDigest(
  client: pg.ClientBase,
  table: string,
): Promise<string | null | undefined> {
  const { rows } = await client.query<{ exists: boolean; digest: string | null }>(
    `SELECT to_regclass($1) IS NOT NULL AS exists, obj_description(to_regclass($1), 'pg_class') AS digest`,
    [`public.${table}`],
  );
  return rows[0]?.exists ? rows[0].digest : undefined;
}

/** Runs `write` and stores `digest` on `table` unless it is already there; true when it wrote. */
export async function syncByDigest(
  client: pg.ClientBase,
  {
    table,
    lock,
    digest,
    write,
  }: {
    table: string;
    /** The advisory lock id of this table's sync. */
    lock: number;
    digest: string;
    write: () => Promise<void>;
  },
): Promise<boolean> {
  const before = await storedDigest(client, table);
  if (before === undefined || before === digest) return false;
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
    if ((await storedDigest(client, table)) === digest) {
      await client.query("COMMIT");
      return false;
    }
    await write();
    await client.query(
      `COMMENT ON TABLE ${client.escapeIdentifier(table)} IS ${client.escapeLiteral(digest)}`,
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  return true;
}
