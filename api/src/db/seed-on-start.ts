import type pg from "pg";
import { log } from "../log.js";
import { isDatabaseEmpty, seedDemo } from "./seed/index.js";

const SEED_LOCK = 72707370;

/** Fills an empty database with the demo data; instances starting together seed it once. */
export async function seedIfEmpty(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
    if (await isDatabaseEmpty(client)) {
      log.info("the database is empty: adding the demo data");
      await seedDemo(client);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
