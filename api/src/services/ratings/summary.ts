import { RATING_SWEEP_INTERVAL_MS } from "../../constants.js";
import type { AppServices } from "../../context.js";
import { Prisma, type PrismaClient, type RatingDirection } from "../../generated/prisma/client.js";
import { log } from "../../log.js";
import { type RatingSummary, revealedAsOf } from "./reveal.js";

// Reputation summaries, kept for speed: a person's revealed ratings (count and sum) and, for an
// employer, the paid-as-promised answers, kept in one row per person and direction
// (reputation_summaries), so a page of job cards joins them into the statement that loads the
// cards instead of aggregating a million ratings in one more.
//
// Which rating is revealed stays defined by ratings.ts's REVEALED (both sides rated, or
// RATING_REVEAL_DAYS since completion; an employer's rating of a worker also needs the completion
// to count, applications/work-counts.ts). A rating is folded into its ratee's summary exactly
// once, when it is marked revealed (ratings.revealed_at):
// - in the rating transaction, when the second side rates (or a side rates after the 14 days);
// - in the worker's confirmation and in an admin's "it stands", which make a completion count
//   (applications/work-check.ts);
// - by the sweep (sweepRevealedRatings, every RATING_SWEEP_INTERVAL_MS on each instance) for
//   ratings whose 14 days have passed. It is set-based and idempotent: it takes only rows still
//   unmarked, under row locks, so two instances or a rating transaction never fold a row twice.
//   It locks the application rows too: a worker's dispute locks its application and is refused
//   once the employer's rating is folded, so a rating is never folded for a disputed completion.
//   A folded rating never leaves its summary again: a completion that counts stays counted.
// Paid answers are counted in the answer's transaction. Deleted ratings and answers (accounts,
// jobs, applications going) leave the summary by triggers (the migration).
//
// So a summary lags the direct computation only between day 14 and the next sweep; every single
// rating a person sees (ratingOfViewer, reviews) is still decided by REVEALED itself.

type Db = Pick<PrismaClient, "$queryRaw" | "$executeRaw">;

/** How many ratings one sweep statement reveals at most; the sweep repeats until done. */
const SWEEP_BATCH = 5000;

/** Marks the unmarked ratings `which` selects as revealed and folds them into the summaries. */
async function fold(db: Db, which: Prisma.Sql, now: Date): Promise<number> {
  const rows = await db.$queryRaw<{ ratings: number }[]>`
    WITH picked AS (${which}),
    revealed AS (
      UPDATE ratings r SET revealed_at = ${now}
      FROM picked WHERE r.id = picked.id AND r.revealed_at IS NULL
      RETURNING r.ratee_id, r.direction, r.score
    ),
    folded AS (
      INSERT INTO reputation_summaries AS s (user_id, direction, revealed_count, revealed_sum, updated_at)
      SELECT ratee_id, direction, count(*)::int, sum(score)::int, ${now} FROM revealed
      GROUP BY ratee_id, direction
      ON CONFLICT (user_id, direction) DO UPDATE SET
        revealed_count = s.revealed_count + EXCLUDED.revealed_count,
        revealed_sum = s.revealed_sum + EXCLUDED.revealed_sum,
        updated_at = EXCLUDED.updated_at
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM revealed)::int AS ratings`;
  return rows[0]?.ratings ?? 0;
}

/**
 * In the rating transaction, after the rating is written: reveals the application's ratings that
 * are revealed now (the application row is locked, so two sides rating at once see each other).
 */
export const revealApplicationRatings = (db: Db, applicationId: number, now = new Date()) =>
  fold(
    db,
    Prisma.sql`SELECT r.id FROM ratings r JOIN applications a ON a.id = r.application_id
      WHERE r.application_id = ${applicationId} AND r.revealed_at IS NULL AND ${revealedAsOf(now)}`,
    now,
  );

/** Reveals every rating whose time has come by `now`; answers how many. Idempotent. */
export async function sweepRevealedRatings(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await fold(
      db,
      Prisma.sql`SELECT r.id FROM ratings r JOIN applications a ON a.id = r.application_id
        WHERE r.revealed_at IS NULL AND ${revealedAsOf(now)}
        ORDER BY r.id LIMIT ${SWEEP_BATCH} FOR UPDATE OF r, a SKIP LOCKED`,
      now,
    );
    total += count;
    if (count < SWEEP_BATCH) return total;
  }
}

/** Sweeps every RATING_SWEEP_INTERVAL_MS on this instance; the answer stops it. */
export function startRatingSweeper(services: Pick<AppServices, "prisma">): () => void {
  const timer = setInterval(() => {
    sweepRevealedRatings(services.prisma).then(
      (count) => {
        if (count > 0) log.info("revealed ratings", { count });
      },
      (cause: unknown) => log.warn("could not reveal ratings", { cause: String(cause) }),
    );
  }, RATING_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** In the paid answer's transaction: the employer's count of that answer goes up by one. */
export async function countPaidAnswer(
  db: Db,
  employerId: number,
  answer: "YES" | "PARTLY" | "NO",
): Promise<void> {
  const [yes, partly, no] = [answer === "YES", answer === "PARTLY", answer === "NO"].map(Number);
  await db.$executeRaw`
    INSERT INTO reputation_summaries AS s (user_id, direction, paid_yes, paid_partly, paid_no)
    VALUES (${employerId}, 'labour_to_employer', ${yes}, ${partly}, ${no})
    ON CONFLICT (user_id, direction) DO UPDATE SET
      paid_yes = s.paid_yes + EXCLUDED.paid_yes,
      paid_partly = s.paid_partly + EXCLUDED.paid_partly,
      paid_no = s.paid_no + EXCLUDED.paid_no,
      updated_at = now()`;
}

/** The columns a reader selects from a summary row (a Prisma `select`). */
export const SUMMARY_SELECT = {
  revealedCount: true,
  revealedSum: true,
  paidYes: true,
  paidPartly: true,
  paidNo: true,
} as const;

export interface SummaryRow {
  revealedCount: number;
  revealedSum: number;
  paidYes: number;
  paidPartly: number;
  paidNo: number;
}

/** A reputation from its summary row (none: "New"): average to one decimal, as SQL's round. */
export function ratingOfSummary(
  row: Pick<SummaryRow, "revealedCount" | "revealedSum"> | null | undefined,
): RatingSummary {
  if (!row || row.revealedCount === 0) return { average: null, count: 0 };
  // Integers divided once: an exact half stays exact, so Math.round rounds half up like SQL.
  return {
    average: Math.round((row.revealedSum * 10) / row.revealedCount) / 10,
    count: row.revealedCount,
  };
}

/** The paid-as-promised counts of an employer's summary row. */
export const paidOfSummary = (
  row: Pick<SummaryRow, "paidYes" | "paidPartly" | "paidNo"> | null | undefined,
) => ({
  yes: row?.paidYes ?? 0,
  partly: row?.paidPartly ?? 0,
  no: row?.paidNo ?? 0,
});

/** The Prisma relation filter of a person's summary in one direction. */
export const summaryOf = (direction: RatingDirection) => ({
  where: { direction },
  select: SUMMARY_SELECT,
});
