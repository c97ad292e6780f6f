import type pg from "pg";
import { ADMIN_COUNTS_COMPACT_INTERVAL_MS } from "../../constants.js";
import type { AppServices } from "../../context.js";
import { log } from "../../log.js";

// The admin overview's roll-ups (migration 20261128820700_admin_overview_counts) are delta rows
// the triggers append; folding each key's deltas into one row keeps a read to a few thousand
// rows. The fold is admin_counts_compact() in SQL: any instance may run it, one at a time.

/** Folds the admin overview's count deltas now (nothing when another caller is at it). */
export async function compactAdminCounts(db: Pick<pg.Pool, "query">): Promise<void> {
  await db.query("SELECT admin_counts_compact()");
  // The platform analytics' deltas too (migration 20261207220000_platform_analytics).
  await db.query("SELECT platform_analytics_compact()");
}

/** Folds them every ADMIN_COUNTS_COMPACT_INTERVAL_MS on this instance; the answer stops it. */
export function startAdminCountsCompactor(services: Pick<AppServices, "pool">): () => void {
  const timer = setInterval(() => {
    compactAdminCounts(services.pool).catch((cause: unknown) =>
      log.warn("could not compact the admin counts", { cause: String(cause) }),
    );
  }, ADMIN_COUNTS_COMPACT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
