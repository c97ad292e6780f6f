import type pg from "pg";
import { dataDigest, syncByDigest } from "../db/digest-sync.js";
import { log } from "../log.js";
import { tradeIndexQuery } from "../services/jobs/keyword-query.js";
import { TRADES } from "./table.js";

// Keeps search's ordered index of trades (migration 20261128800100_job_trades) in step with the
// trades table in the code (table.ts): run by the migration runner after the migrations, as the
// places' sync is. search_trades holds each trade's query (tradeIndexQuery: every word of the
// trade in every script); the queries' digest is the table's comment (db/digest-sync.ts), so an
// unchanged table costs one read. When it changed, one transaction upserts the queries, drops the
// trades that went, and refills job_trades for every trade whose query is new or different from
// the jobs (the index's backfill, also on the first start after the migration). Jobs are locked
// against writes while it does (SHARE), so a job written meanwhile is not missed by both the
// refill and its trigger.

const TRADES_SYNC_LOCK = 72707371;

export interface TradeQuery {
  trade: string;
  /** to_tsquery('english', …) text. */
  query: string;
}

export const tradeQueries = (): TradeQuery[] =>
  TRADES.map(({ trade }) => ({ trade, query: tradeIndexQuery(trade) }));

export const tradesDigest = (queries: readonly TradeQuery[]) => dataDigest("trades", queries);

/** Brings search_trades and job_trades in step with the trades table; true when it changed them. */
export async function syncTrades(
  client: pg.ClientBase,
  queries: readonly TradeQuery[] = tradeQueries(),
): Promise<boolean> {
  let refilled = 0;
  const changed = await syncByDigest(client, {
    table: "search_trades",
    lock: TRADES_SYNC_LOCK,
    digest: tradesDigest(queries),
    write: async () => {
      refilled = await write(client, queries);
    },
  });
  if (changed) {
    log.info("brought search's index of trades in step with the trades table", {
      trades: queries.length,
      jobRows: refilled,
    });
  }
  return changed;
}

/** Upserts the trades' queries, drops the trades that went, refills the changed ones' rows. */
async function write(client: pg.ClientBase, queries: readonly TradeQuery[]): Promise<number> {
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
  if (changed.length === 0) return 0;
  await client.query("DELETE FROM job_trades WHERE trade_id = ANY($1::int[])", [changed]);
  const filled = await client.query(
    `INSERT INTO job_trades (job_id, trade_id, created_at, state, city)
  SELECT j.id, t.id, j.created_at, j.state, j.city
  FROM search_trades t JOIN jobs j ON j.search_vector @@ t.query
  WHERE t.id = ANY($1::int[]) AND j.status = 'active' AND j.moderation_status = 'approved'`,
    [changed],
  );
  return filled.rowCount ?? 0;
}
