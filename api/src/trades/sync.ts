import { createHash } from "node:crypto";
import type pg from "pg";
import { log } from "../log.js";
import { tradeIndexQuery } from "../services/jobs/keyword-query.js";
import { TRADES } from "./table.js";

// Keeps search's ordered index of trades (migration 20261128800100_job_trades) in step with the
// trades table in the code (table.ts): run by the migration runner after the migrations, as the
// places' sync is. search_trades holds each trade's query (tradeIndexQuery: every word of the
// trade in every script); the queries' digest is the table's comment, so an unchanged table costs
// one read. When it changed, one transaction upserts the queries, drops the trades that went, and
// refills job_trades for every trade whose query is new or different from the jobs (the index's
// backfill, also on the first start after the migration). Jobs are locked against writes while
// it does (SHARE), so a job written meanwhile is not missed by both the refill and its trigger.

const TRADES_SYNC_LOCK = 72707371;

export interface TradeQuery {
  trade: string;
  /** to_tsquery('english', …) text. */
  query: string;
}

export const tradeQueries = (): TradeQuery[] =>
  TRADES.map(({ trade }) => ({ trade, query: tradeIndexQuery(trade) }));

export const tradesDigest = (queries: readonly TradeQuery[]) =>
  `trades ${createHash("sha256").update(JSON.stringify(queries)).digest("hex")}`;

async function storedDigest(client: pg.ClientBase): Promise<string | null | undefined> {
  const { rows } = await client.query<{ exists: boolean; digest: string | null }>(
    `SELECT to_regclass('public.search_trades') IS NOT NULL AS exists,
       obj_description(to_regclass('public.search_trades'), 'pg_class') AS digest`,
  );
  // undefined: no search_trades table (a database migrated only part way, in tests).
  return rows[0]?.exists ? rows[0].digest : undefined;
}

/** Brings search_trades and job_trades in step with the trades table; true when it changed them. */
export async function syncTrades(
  client: pg.ClientBase,
  queries: readonly TradeQuery[] = tradeQueries(),
): Promise<boolean> {
  const digest = tradesDigest(queries);
  const before = await storedDigest(client);
  if (before === undefined || before === digest) return false;
  await client.query("BEGIN");
  let refilled = 0;
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [TRADES_SYNC_LOCK]);
    if ((await storedDigest(client)) === digest) {
      await client.query("COMMIT");
      return false;
    }
    await client.query("LOCK TABLE jobs IN SHARE MODE");
    const trades = queries.map((q) => q.trade);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO search_trades (trade, query)
  SELECT trade, to_tsquery('english', query) FROM unnest($1::text[], $2::text[]) AS w(trade, query)
  ON CONFLICT (trade) DO UPDATE SET query = EXCLUDED.query
  WHERE search_trades.query IS DISTINCT FROM EXCLUDED.query
  RETURNING id`,
      [trades, queries.map((q) => q.query)],
    );
    await client.query("DELETE FROM search_trades WHERE trade <> ALL($1::text[])", [trades]);
    const changed = rows.map((row) => row.id);
    if (changed.length > 0) {
      await client.query("DELETE FROM job_trades WHERE trade_id = ANY($1::int[])", [changed]);
      const filled = await client.query(
        `INSERT INTO job_trades (job_id, trade_id, created_at, state, city)
  SELECT j.id, t.id, j.created_at, j.state, j.city
  FROM search_trades t JOIN jobs j ON j.search_vector @@ t.query
  WHERE t.id = ANY($1::int[]) AND j.status = 'active' AND j.moderation_status = 'approved'`,
        [changed],
      );
      refilled = filled.rowCount ?? 0;
    }
    await client.query(`COMMENT ON TABLE search_trades IS ${client.escapeLiteral(digest)}`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  log.info("brought search's index of trades in step with the trades table", {
    trades: queries.length,
    jobRows: refilled,
  });
  return true;
}
