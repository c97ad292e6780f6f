import { WORK_CHECK_DAYS } from "../../constants.js";
import { Prisma } from "../../generated/prisma/client.js";

// When an employer's word about a worker counts. Completing an application, or cancelling an
// accepted hire because the worker did not turn up, is the employer's say alone, so it counts
// (in the labour score, and the employer's rating of the worker in the worker's reputation) only
// once the worker confirms it, or WORK_CHECK_DAYS after the worker was asked (the completion or
// cancellation itself: status_changed_at is final then) if they did not dispute it, or when an
// admin decides a dispute with "it stands". A disputed one counts nowhere until then; a voided
// one never. Like ratings' REVEALED this is a condition on what is stored, so nothing has to run
// on day 14 and tests move the clock by writing timestamps. work-check.ts holds the answers.

/** The SQL condition "the employer's word on application a counts" at `now` (null: now()). */
export function workCountsAsOf(now: Date | null): Prisma.Sql {
  const clock = now ? Prisma.sql`${now}::timestamptz` : Prisma.sql`now()`;
  return Prisma.sql`(a.worker_confirmed_at IS NOT NULL OR a.dispute_outcome = 'stands'
  OR (a.worker_disputed_at IS NULL AND a.status_changed_at <= ${clock} - make_interval(days => ${WORK_CHECK_DAYS})))`;
}

/** The SQL condition "the employer's word on application a counts", now. */
export const WORK_COUNTS = workCountsAsOf(null);

/** When an unanswered completion or no-show of `askedAt` counts at the latest. */
export const workCountsBy = (askedAt: Date) =>
  new Date(askedAt.getTime() + WORK_CHECK_DAYS * 24 * 60 * 60 * 1000);
