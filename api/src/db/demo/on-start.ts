import type { AppServices } from "../../context.js";
import { log } from "../../log.js";
import { prismaQuery, type Query } from "../rows.js";
import { readDemoData } from "./data.js";
import { inDemoTransaction, loadDemo } from "./load.js";

const SEED_LOCK = 72707370;

/** True when there are no users and no jobs, i.e. nothing was ever seeded or registered. */
export async function isDatabaseEmpty(query: Query): Promise<boolean> {
  const rows = await query(
    "SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM jobs) AS empty",
    [],
  );
  return rows[0]?.empty !== false;
}

/** Fills an empty database with the demo data; instances starting together seed it once. */
export async function seedIfEmpty(services: AppServices): Promise<void> {
  await inDemoTransaction(services, async (services, tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::bigint)`;
    if (!(await isDatabaseEmpty(prismaQuery(tx)))) return;
    log.info(
      "the database is empty: adding the demo data (its people act through the app: seconds)",
    );
    const started = performance.now();
    const summary = await loadDemo(services, await readDemoData());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log.info(
      `demo data added in ${seconds}s: ${summary.employers} employers, ${summary.jobs} jobs, ` +
        `${summary.workers} workers, ${summary.applications} applications`,
    );
  });
}
