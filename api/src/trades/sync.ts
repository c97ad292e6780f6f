import { TRADES } from "@kaamsetu/shared/trades";
import type pg from "pg";
import { PUBLIC_JOB_SQL } from "../auth/policy/visibility.js";
import { dataDigest, syncByDigest } from "../db/digest-sync.js";
import { log } from "../log.js";
import { tradeIndexQuery } from "../services/jobs/keyword-query.js";

// Keeps search's ordered index of trades (migration 20261128800100_job_trades) in step with the
// trades table in the code (table.ts), in two parts:
// - syncTrades, run by the migration runner after the migrations (as the places' sync is):
//   search_trades holds each trade's query (tradeIndexQuery: every word of the trade in every
//   script); the queries' digest is the table's comment (db/digest-sync.ts), so an unchanged
//   table costs one read. When it changed, one short transaction upserts the queries and drops
//   the trades that went (their rows go with them). From its commit on, the triggers on jobs
//   index every job written with the new queries.
// - refillTrades brings the rows of the jobs already there in step, for each trade whose rows
//   were filled with another query (filled_query; a new trade has none), in batches of
//   REFILL_BATCH_JOBS jobs by id, each its own transaction (migration 20261128950000): nothing
//   waits long for it, where one transaction with jobs locked against writes took 245 s at a
//   million jobs with every post waiting. The server runs it in the background once started
//   (startTradeRefill), one instance at a time (a session lock), and a restart goes on from the
//   last batch (refilled_through). Until a trade's refill ends, its searches find the jobs only
//   its new words match as far as the refill got, and the rest as they did before the change.

const TRADES_SYNC_LOCK = 72707371;
const TRADES_REFILL_LOCK = 72707372;
/** Jobs (by id) a refill batch covers: at a million jobs, well under a second a batch. */
export const REFILL_BATCH_JOBS = 5_000;
/** After a failed refill (the database away a moment), the next try. */
const REFILL_RETRY_MS = 60_000;

export interface TradeQuery {
  trade: string;
  /** to_tsquery('english', …) text. */
  query: string;
}

export const tradeQueries = (): TradeQuery[] =>
  TRADES.map(({ trade }) => ({ trade, query: tradeIndexQuery(trade) }));

export const tradesDigest = (queries: readonly TradeQuery[]) => dataDigest("trades", queries);

/** Brings search_trades in step with the trades table; true when it changed it. */
export async function syncTrades(
  client: pg.ClientBase,
  queries: readonly TradeQuery[] = tradeQueries(),
): Promise<boolean> {
  let changedTrades = 0;
  const changed = await syncByDigest(client, {
    table: "search_trades",
    lock: TRADES_SYNC_LOCK,
    digest: tradesDigest(queries),
    write: async () => {
      changedTrades = await write(client, queries);
    },
  });
  if (changed) {
    log.info("brought search's trades in step with the trades table", {
      trades: queries.length,
      changed: changedTrades,
    });
  }
  return changed;
}

/** Upserts the trades' queries and drops the trades that went; how many are new or changed. */
async function write(client: pg.ClientBase, queries: readonly TradeQuery[]): Promise<number> {
  const trades = queries.map((q) => q.trade);
  const { rowCount } = await client.query(
    `INSERT INTO search_trades (trade, query)
  SELECT trade, to_tsquery('english', query) FROM unnest($1::text[], $2::text[]) AS w(trade, query)
  ON CONFLICT (trade) DO UPDATE SET query = EXCLUDED.query, refilled_through = 0
  WHERE search_trades.query IS DISTINCT FROM EXCLUDED.query`,
    [trades, queries.map((q) => q.query)],
  );
  await client.query("DELETE FROM search_trades WHERE trade <> ALL($1::text[])", [trades]);
  // A database without jobs (a new one) has nothing to refill: the triggers index every job.
  await client.query(
    `UPDATE search_trades SET filled_query = query, refilled_through = 0
  WHERE filled_query IS DISTINCT FROM query AND NOT EXISTS (SELECT 1 FROM jobs)`,
  );
  return rowCount ?? 0;
}

interface RefillOptions {
  batchJobs?: number;
  /** Asked between batches: true stops the refill where it is (the server's stop). */
  shouldStop?: () => boolean;
}

/**
 * Refills job_trades for every trade whose rows were filled with another query, batch by batch,
 * until none is left; the rows written, or null when another session is refilling.
 */
export async function refillTrades(
  client: pg.ClientBase,
  { batchJobs = REFILL_BATCH_JOBS, shouldStop = () => false }: RefillOptions = {},
): Promise<number | null> {
  const { rows } = await client.query<{ locked: boolean }>(
    "SELECT pg_try_advisory_lock($1) AS locked",
    [TRADES_REFILL_LOCK],
  );
  if (!rows[0]?.locked) return null;
  try {
    let written = 0;
    while (!shouldStop()) {
      const batch = await refillBatch(client, batchJobs);
      if (batch === null) break;
      written += batch;
    }
    return written;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [TRADES_REFILL_LOCK]);
  }
}

/**
 * One transaction: the next REFILL_BATCH_JOBS jobs of the trades furthest behind (trades whose
 * refills started at different times each go on from their own point, and move together once one
 * catches up with another). Rows written, or null when no trade is due.
 *
 * A job posted meanwhile: its trigger and the batch each write the job's rows, and whichever
 * comes second keeps the first's (the batch inserts only where there is no row). A job edited
 * meanwhile: the batch holds its jobs against edits first (FOR SHARE), so the edit comes wholly
 * before or after the batch (its trigger, migration 20261128950000, writes its own values over
 * any row of the batch's), and no row is left for a trade the edited job no longer matches:
 * searches trust the rows (migration 20261202010000_job_trades_rank).
 */
async function refillBatch(client: pg.ClientBase, batchJobs: number): Promise<number | null> {
  await client.query("BEGIN");
  try {
    const due = await client.query<{ id: number; refilled_through: number }>(
      `SELECT id, refilled_through FROM search_trades
  WHERE filled_query IS DISTINCT FROM query ORDER BY refilled_through, id FOR UPDATE`,
    );
    const from = due.rows[0]?.refilled_through;
    if (from === undefined) {
      await client.query("COMMIT");
      return null;
    }
    const trades = due.rows.filter((row) => row.refilled_through === from).map((row) => row.id);
    const last = Number(
      (await client.query<{ last: number }>("SELECT coalesce(max(id), 0) AS last FROM jobs"))
        .rows[0]?.last ?? 0,
    );
    if (from >= last) {
      await client.query(
        "UPDATE search_trades SET filled_query = query, refilled_through = 0 WHERE id = ANY($1::int[])",
        [trades],
      );
      await client.query("COMMIT");
      return 0;
    }
    const through = from + batchJobs;
    // The batch's jobs held against edits until it commits, before their rows are touched (an
    // edit takes the job, then its rows: the same order). Without it, an edit whose trigger ran
    // between the batch's delete and its insert kept the batch's row for the edit's old text (the
    // trigger's delete could not see that row yet).
    await client.query("SELECT 1 FROM jobs WHERE id > $1 AND id <= $2 ORDER BY id FOR SHARE", [
      from,
      through,
    ]);
    await client.query(
      "DELETE FROM job_trades WHERE trade_id = ANY($1::int[]) AND job_id > $2 AND job_id <= $3",
      [trades, from, through],
    );
    // The batch's jobs by their key range (OFFSET 0 keeps the planner from starting at the text
    // index instead, which would gather every match of a common trade for each batch).
    const filled = await client.query(
      `INSERT INTO job_trades (job_id, trade_id, created_at, state, city, rank, job_type,
    salary_amount, salary_period)
  SELECT j.id, t.id, j.created_at, j.state, j.city, ts_rank(j.search_vector, t.query), j.job_type,
    j.salary_amount, j.salary_period
  FROM (
    SELECT j.id, j.created_at, j.state, j.city, j.search_vector, j.job_type, j.salary_amount,
      j.salary_period
    FROM jobs j
    WHERE j.id > $2 AND j.id <= $3 AND ${PUBLIC_JOB_SQL} OFFSET 0
  ) j JOIN search_trades t ON j.search_vector @@ t.query
  WHERE t.id = ANY($1::int[])
  ON CONFLICT (job_id, trade_id) DO NOTHING`,
      [trades, from, through],
    );
    await client.query("UPDATE search_trades SET refilled_through = $2 WHERE id = ANY($1::int[])", [
      trades,
      through,
    ]);
    await client.query("COMMIT");
    return filled.rowCount ?? 0;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

/**
 * The server's background refill (main.ts): runs refillTrades on a connection of its own; a
 * failure is logged and tried again a minute later. The returned stop ends it after the batch
 * under way.
 */
export function startTradeRefill(pool: pg.Pool): () => Promise<void> {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const attempt = () => {
    timer = null;
    running = (async () => {
      const started = performance.now();
      const client = await pool.connect();
      let failed = false;
      try {
        const written = await refillTrades(client, { shouldStop: () => stopping });
        if (written !== null && written > 0) {
          log.info("refilled search's index of trades", {
            rows: written,
            seconds: Math.round((performance.now() - started) / 1000),
          });
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A connection that failed is closed rather than given back.
        client.release(failed);
      }
    })().catch((cause: unknown) => {
      log.warn("could not refill search's index of trades; trying again in a minute", {
        cause: String(cause),
      });
      if (!stopping) {
        timer = setTimeout(attempt, REFILL_RETRY_MS);
        timer.unref();
      }
    });
  };
  attempt();
  return async () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
