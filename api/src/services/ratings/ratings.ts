import { authorize } from "../../auth/policy/permissions.js";
import { userTypeOf } from "../../auth/policy/roles.js";
import { RATING_MAX, RATING_MIN, RATING_REVEAL_DAYS, REVIEW_MAX_LENGTH } from "../../constants.js";
import type { Context } from "../../context.js";
import { ConflictError } from "../../errors.js";
import type { PrismaClient, Rating, RatingDirection } from "../../generated/prisma/client.js";
import { applicationFor } from "../applications/read.js";
import { InputReader } from "../input-reader.js";
import { REVEALED } from "./reveal.js";
import { revealApplicationRatings } from "./summary.js";

// Two-way ratings: once an application is completed its worker rates the employer and
// the employer rates the worker, once each. Ratings are double-blind: a rating is *revealed* (to
// the person rated, and in every average) only once both sides have rated that application or
// RATING_REVEAL_DAYS have passed since it was completed, so nobody rates in retaliation.
//
// The reveal is computed in SQL from what is stored (REVEALED, reveal.ts): the application's
// completion time (its status_changed_at, final once it is completed) and whether the other
// side's rating exists; an employer's rating of a worker also waits for the completion to count
// (applications/work-counts.ts: the worker's confirmation, 14 days undisputed, or an admin's
// "it stands"), so a completion the worker disputes carries no rating with it. No job has to run on day 14 and nothing can be late; tests move the clock
// by writing status_changed_at. A reputation is the revealed ratings only: an average to one
// decimal and a count, the average null (the screens' "New") while the count is 0. Reputations
// are read from summaries kept as ratings are revealed (summary.ts), so lists need no aggregate.

type Db = Pick<PrismaClient, "$queryRaw">;

/** A revealed rating with its review, as a profile lists it. */
export interface Review {
  id: number;
  score: number;
  review: string | null;
  direction: RatingDirection;
  createdAt: Date;
  raterFirstName: string;
}

/** The newest revealed ratings a person received from the other side, reviews first-class. */
export async function reviewsOf(
  db: Db,
  userId: number,
  direction: RatingDirection,
  limit: number,
): Promise<Review[]> {
  return db.$queryRaw<Review[]>`
    SELECT r.id, r.score::int AS score, r.review, upper(r.direction::text) AS direction,
           r.created_at AS "createdAt", u.first_name AS "raterFirstName"
    FROM ratings r JOIN applications a ON a.id = r.application_id JOIN users u ON u.id = r.rater_id
    WHERE r.ratee_id = ${userId} AND r.direction = ${direction.toLowerCase()}::rating_direction AND ${REVEALED}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`;
}

/** Whether each of these ratings is revealed, in one statement. */
export async function revealedRatingIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT r.id FROM ratings r JOIN applications a ON a.id = r.application_id
    WHERE r.id = ANY(${[...ids]}::int[]) AND ${REVEALED}`;
  return new Set(rows.map((row) => row.id));
}

/** When the ratings of an application completed at `completedAt` reveal at the latest. */
export const revealDeadline = (completedAt: Date) =>
  new Date(completedAt.getTime() + RATING_REVEAL_DAYS * 24 * 60 * 60 * 1000);

export interface RateInput {
  rating?: number | null;
  review?: string | null;
}

/** The direction a viewer's rating of an application goes: each side rates the other. */
export const directionOf = (userType: "LABOUR" | "EMPLOYER"): RatingDirection =>
  userType === "LABOUR" ? "LABOUR_TO_EMPLOYER" : "EMPLOYER_TO_LABOUR";

/**
 * A party of a completed application rates the other side, once: 1 to 5 stars and an optional
 * review. A second rating in the same direction is refused (409) and changes nothing.
 */
export async function rateApplication(ctx: Context, id: number, input: RateInput): Promise<Rating> {
  authorize(ctx.viewer, "application.rate");
  const reader = new InputReader({ ...input });
  const score = input.rating;
  if (
    typeof score !== "number" ||
    !Number.isInteger(score) ||
    score < RATING_MIN ||
    score > RATING_MAX
  ) {
    reader.fail("rating", "ratingInvalid", { min: RATING_MIN, max: RATING_MAX });
  }
  const review = reader.optionalText("review", "review", REVIEW_MAX_LENGTH, { multiLine: true });
  reader.done();
  return ctx.prisma.$transaction(async (tx) => {
    // The application row is locked first, so when both sides rate at once the second one
    // waits, then sees the first rating and reveals both (summary.ts).
    await tx.$executeRaw`SELECT 1 FROM applications WHERE id = ${id} FOR UPDATE`;
    const application = await applicationFor(tx, id, ctx.viewer, "application.rate");
    if (application.status !== "COMPLETED" || !application.job) {
      throw new ConflictError("ratingNotAllowed");
    }
    // applicationFor let only its worker or its job's employer through, each for their side.
    const byWorker = userTypeOf(ctx.viewer) === "LABOUR";
    const direction = directionOf(byWorker ? "LABOUR" : "EMPLOYER");
    const raterId = byWorker ? application.labourId : application.job.employerId;
    const rateeId = byWorker ? application.job.employerId : application.labourId;
    // The unique (application, direction) key decides between two simultaneous ratings.
    const { count } = await tx.rating.createMany({
      data: [{ applicationId: id, direction, raterId, rateeId, score: score as number, review }],
      skipDuplicates: true,
    });
    if (count === 0) throw new ConflictError("alreadyRated");
    await revealApplicationRatings(tx, id);
    return tx.rating.findUniqueOrThrow({
      where: { applicationId_direction: { applicationId: id, direction } },
    });
  });
}

/** A rating with whether it is revealed yet. */
export type RatingWithReveal = Rating & { revealed: boolean };

/** Each application's ratings (none, one or both directions) and their reveal, in one statement. */
export async function applicationRatings(
  db: Db,
  applicationIds: readonly number[],
): Promise<RatingWithReveal[][]> {
  const rows = await db.$queryRaw<
    (Omit<Rating, "direction"> & { direction: string; revealed: boolean })[]
  >`
    SELECT r.id, r.application_id AS "applicationId", upper(r.direction::text) AS direction,
           r.rater_id AS "raterId", r.ratee_id AS "rateeId", r.score::int AS score, r.review,
           r.created_at AS "createdAt", ${REVEALED} AS revealed
    FROM ratings r JOIN applications a ON a.id = r.application_id
    WHERE r.application_id = ANY(${[...applicationIds]}::int[])`;
  return applicationIds.map((id) =>
    rows
      .filter((row) => row.applicationId === id)
      .map((row) => ({ ...row, direction: row.direction as RatingDirection })),
  );
}
