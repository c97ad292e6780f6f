import { RATING_REVEAL_DAYS } from "../../constants.js";
import { Prisma } from "../../generated/prisma/client.js";
import { workCountsAsOf } from "../applications/work-counts.js";

// When a rating is revealed (ratings.ts explains the double-blind rule), as SQL both the ratings
// and their summaries (summary.ts) read, and what a reputation is.

export interface RatingSummary {
  average: number | null;
  count: number;
}

/**
 * The SQL condition "rating r (joined to its application a) is revealed" at `now` (a parameter,
 * so the reveal sweep and its tests can move the clock), or at the database's now(). An
 * employer's rating of a worker is also held, from everyone the worker included, until the
 * completion counts (work-counts.ts): an employer cannot mark a worker down for a job that did
 * not happen, and a worker deciding whether to dispute does not know the stars yet.
 */
export const revealedAsOf = (now: Date | null) => {
  const clock = now ? Prisma.sql`${now}::timestamptz` : Prisma.sql`now()`;
  return Prisma.sql`((r.direction = 'labour_to_employer' OR ${workCountsAsOf(now)})
  AND (a.status_changed_at <= ${clock} - make_interval(days => ${RATING_REVEAL_DAYS})
  OR EXISTS (SELECT 1 FROM ratings o WHERE o.application_id = r.application_id AND o.direction <> r.direction)))`;
};

/** The SQL condition "rating r is revealed", r joined to its application a. */
export const REVEALED = revealedAsOf(null);
