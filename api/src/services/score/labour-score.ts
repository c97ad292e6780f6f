import { authorize } from "../../auth/policy/permissions.js";
import {
  RATING_MAX,
  RATING_MIN,
  SCORE_EXPERIENCE_YEARS_FOR_FULL,
  SCORE_JOBS_FOR_FULL,
  SCORE_RATING_PRIOR_COUNT,
  SCORE_RATING_PRIOR_MEAN,
  SCORE_RELIABILITY_PRIOR_COUNT,
  SCORE_RELIABILITY_PRIOR_SHARE,
  SCORE_WEIGHTS,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { WORK_COUNTS } from "../applications/work-counts.js";
import { REVEALED } from "../ratings/reveal.js";

// The labour score (SPEC section 3: overall score, rating, jobs completed, experience,
// reliability), defined here and nowhere else. Every part is 0 to 100, so the dashboard can name
// the weakest and say how to raise it; overall is their weighted mean (SCORE_WEIGHTS, summing to
// 100), rounded. The constants live in api/src/constants.ts.
//
// What counts is what the worker has not disputed: a completion or a "did not turn up" is the
// employer's word alone, so it counts once the worker confirms it, or WORK_CHECK_DAYS after the
// worker was asked if they did not dispute it, or when an admin decides a dispute with "it
// stands" (services/applications/work-counts.ts). The employer's rating of the worker is held
// with its completion (REVEALED). So a hostile employer cannot complete a hire that never
// happened and mark the worker down with it.
//
// - rating (weight 40): employers' *revealed* ratings (services/ratings: a hidden rating counts
//   nowhere), Bayesian-smoothed: as if every worker began with SCORE_RATING_PRIOR_COUNT (5)
//   ratings of SCORE_RATING_PRIOR_MEAN (3.5) stars. One 5-star rating gives (5*3.5 + 5)/6 = 3.75
//   stars, below fifty 4.8s (4.68): a single lucky rating cannot beat a long good record, and a
//   newcomer starts in the middle rather than at 0 or 5. Stars 1..5 map to 0..100.
//   The heaviest part: what employers said after working with the person is the best evidence.
// - jobsCompleted (20): applications on this platform that ended completed (and count), linear
//   up to SCORE_JOBS_FOR_FULL (20). Proven work here, but capped so that volume alone does not win.
// - experience (15): experience_years from the profile, linear up to
//   SCORE_EXPERIENCE_YEARS_FOR_FULL (10). Self-declared, so the lightest part.
// - reliability (25): of the hires that ended (completed, or called off because the worker did not
//   turn up), the share completed, smoothed as if every worker began with
//   SCORE_RELIABILITY_PRIOR_COUNT (2) ended hires of which SCORE_RELIABILITY_PRIOR_SHARE (75 %) were
//   completed: a newcomer starts at 75, one no-show does not sink a worker with no history to 0,
//   and a day labourer's most valued trait for an employer (turning up) carries a quarter of the
//   score. Only the worker's own failures count: once accepted, a worker has no move of their own
//   (transitions.ts), so those are the hires the employer cancelled marking "did not turn up"
//   (applications.worker_no_show), once they count. An employer calling a hire off for their own
//   reasons, or a closed or deleted job cancelling it, does not lower the worker's reliability.

export type ScorePart = "rating" | "jobsCompleted" | "experience" | "reliability";

/** What the score is computed from. */
export interface ScoreFacts {
  /** Revealed ratings from employers: how many, and their stars' sum. */
  ratingCount: number;
  ratingSum: number;
  completed: number;
  /** Hires cancelled because the worker did not turn up. */
  cancelled: number;
  experienceYears: number | null;
}

export interface LabourScore {
  overallScore: number;
  rating: number;
  jobsCompleted: number;
  experience: number;
  reliability: number;
  /** The part that would raise the overall score most per point: the dashboard's advice. */
  weakest: ScorePart;
  /** The smoothed star rating the rating part is made from (1 to 5). */
  smoothedRating: number;
  facts: ScoreFacts;
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));

/** The score of these facts: a pure function, tested on fixed data. */
export function scoreOf(facts: ScoreFacts): LabourScore {
  const smoothedRating =
    (SCORE_RATING_PRIOR_COUNT * SCORE_RATING_PRIOR_MEAN + facts.ratingSum) /
    (SCORE_RATING_PRIOR_COUNT + facts.ratingCount);
  const parts: Record<ScorePart, number> = {
    rating: clamp(((smoothedRating - RATING_MIN) / (RATING_MAX - RATING_MIN)) * 100),
    jobsCompleted: clamp((facts.completed / SCORE_JOBS_FOR_FULL) * 100),
    experience: clamp(((facts.experienceYears ?? 0) / SCORE_EXPERIENCE_YEARS_FOR_FULL) * 100),
    reliability: clamp(
      ((facts.completed + SCORE_RELIABILITY_PRIOR_COUNT * SCORE_RELIABILITY_PRIOR_SHARE) /
        (facts.completed + facts.cancelled + SCORE_RELIABILITY_PRIOR_COUNT)) *
        100,
    ),
  };
  const names = Object.keys(parts) as ScorePart[];
  const overall = names.reduce((sum, name) => sum + parts[name] * SCORE_WEIGHTS[name], 0) / 100;
  // The most overall points left on the table: (100 - part) * weight.
  const weakest = names.reduce((worst, name) =>
    (100 - parts[name]) * SCORE_WEIGHTS[name] > (100 - parts[worst]) * SCORE_WEIGHTS[worst]
      ? name
      : worst,
  );
  return {
    overallScore: Math.round(overall),
    rating: Math.round(parts.rating),
    jobsCompleted: Math.round(parts.jobsCompleted),
    experience: Math.round(parts.experience),
    reliability: Math.round(parts.reliability),
    weakest,
    smoothedRating: Math.round(smoothedRating * 10) / 10,
    facts,
  };
}

/** The facts of one worker, in one statement. */
export async function scoreFacts(
  db: Pick<Context["prisma"], "$queryRaw">,
  labourId: number,
): Promise<ScoreFacts> {
  const rows = await db.$queryRaw<ScoreFacts[]>`
    SELECT
      (SELECT count(*)::int FROM ratings r JOIN applications a ON a.id = r.application_id
        WHERE r.ratee_id = ${labourId} AND r.direction = 'employer_to_labour' AND ${REVEALED}) AS "ratingCount",
      (SELECT coalesce(sum(r.score), 0)::int FROM ratings r JOIN applications a ON a.id = r.application_id
        WHERE r.ratee_id = ${labourId} AND r.direction = 'employer_to_labour' AND ${REVEALED}) AS "ratingSum",
      (SELECT count(*)::int FROM applications a
        WHERE a.labour_id = ${labourId} AND a.status = 'completed' AND ${WORK_COUNTS}) AS completed,
      (SELECT count(*)::int FROM applications a
        WHERE a.labour_id = ${labourId} AND a.status = 'cancelled' AND a.worker_no_show AND ${WORK_COUNTS}) AS cancelled,
      (SELECT experience_years FROM labour_profiles WHERE user_id = ${labourId}) AS "experienceYears"`;
  const row = rows[0];
  if (!row) throw new Error("the score's statement answered no row");
  return row;
}

/** The signed-in worker's labour score. */
export async function viewerLabourScore(ctx: Context): Promise<LabourScore> {
  const labourId = authorize(ctx.viewer, "labourScore.read");
  return scoreOf(await scoreFacts(ctx.prisma, labourId));
}
