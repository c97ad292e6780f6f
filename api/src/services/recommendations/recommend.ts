import type pg from "pg";
import { authorize } from "../../auth/policy/permissions.js";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_MAX } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { tradeWords } from "../../trades/trades.js";
import { employerTrust } from "../ratings/ratings.js";
import {
  type JobForScoring,
  type Reason,
  scoreJob,
  type WorkerForScoring,
  workerSkills,
} from "./scoring.js";

// A worker's recommended jobs. Candidates come from bounded SQL (each branch newest first,
// LIMIT CANDIDATES, off the jobs' indexes: full text for the worker's trades and skills, and the
// state and city index for places), so the cost does not grow with the number of jobs; they are
// scored in TypeScript (scoring.ts) and paged by a keyset cursor over (score, id). Jobs the worker
// applied to (whatever became of the application), jobs of blocked employers, jobs past their
// end date and jobs not listed are never candidates.

/** Newest matching jobs each candidate branch reads. */
export const CANDIDATES = 300;

export interface Recommendation {
  jobId: number;
  score: number;
  reasons: Reason[];
}

export interface RecommendationPage {
  items: Recommendation[];
  cursors: string[];
  hasNextPage: boolean;
  total: number;
}

interface WorkerRow {
  state: string | null;
  city: string | null;
  skills: string[] | null;
  preferred_states: string[] | null;
  preferred_location: string | null;
  willing_to_relocate: boolean | null;
  expected_salary: number | null;
  expected_salary_period: string | null;
  preferred_job_type: string | null;
  preferred_shift: string | null;
  languages_known: string[] | null;
}

const upper = <T extends string>(value: string | null): T | null =>
  value == null ? null : (value.toUpperCase() as T);

/** The worker's profile as scoring reads it; null when the user is no worker. */
export async function workerForScoring(
  pool: pg.Pool,
  labourId: number,
): Promise<WorkerForScoring | null> {
  const { rows } = await pool.query<WorkerRow>(
    `SELECT u.state, u.city, p.skills, p.preferred_states, p.preferred_location,
       p.willing_to_relocate, p.expected_salary, p.expected_salary_period::text,
       p.preferred_job_type::text, p.preferred_shift::text, p.languages_known
     FROM users u LEFT JOIN labour_profiles p ON p.user_id = u.id
     WHERE u.id = $1 AND u.user_type = 'labour'`,
    [labourId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    skills: row.skills ?? [],
    state: row.state,
    city: row.city,
    preferredStates: row.preferred_states ?? [],
    preferredLocation: row.preferred_location,
    willingToRelocate: row.willing_to_relocate ?? false,
    expectedSalary: row.expected_salary,
    expectedSalaryPeriod: upper(row.expected_salary_period),
    preferredJobType: upper(row.preferred_job_type),
    preferredShift: upper(row.preferred_shift),
    languagesKnown: row.languages_known ?? [],
  };
}

/** The worker's trades and skills as one tsquery (exact words, any of them); null: none. */
export function skillsQuery(skills: readonly string[]): string | null {
  const { trades, others } = workerSkills(skills);
  const phrases = [...trades.flatMap((trade) => tradeWords(trade)), ...others];
  const parts = [...new Set(phrases)]
    .map((phrase) => phrase.split(" ").filter((word) => /^[\p{L}\p{M}\p{N}]+$/u.test(word)))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.join(" <-> ")})`);
  return parts.length > 0 ? parts.join(" | ") : null;
}

/** The states the worker would work in, as jobs spell them. */
function statesOf(worker: WorkerForScoring): string[] {
  return [
    ...new Set(
      [worker.state, ...worker.preferredStates, worker.preferredLocation].filter(
        (state): state is string => Boolean(state),
      ),
    ),
  ];
}

/** Whether the worker may be shown jobs in places they did not name. */
const anywhere = (worker: WorkerForScoring) =>
  worker.willingToRelocate || (!worker.state && worker.preferredStates.length === 0);

const OPEN_TO_WORKER = `${PUBLIC_JOB_SQL} AND (j.expires_at IS NULL OR j.expires_at > now())
  AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.labour_id = $1)`;

interface CandidateRow {
  id: number;
  employer_id: number;
  title: string;
  skills: string[];
  state: string;
  city: string | null;
  job_type: string;
  salary_amount: number | null;
  salary_period: string | null;
  preferred_languages: string[];
  night: boolean;
  created_at: Date;
}

/** The candidate jobs' ids for the worker, newest first in each branch, at most a few hundred. */
function candidateSql(worker: WorkerForScoring, labourId: number) {
  const values: unknown[] = [labourId, CANDIDATES];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const query = skillsQuery(worker.skills);
  const states = statesOf(worker);
  const branches: string[] = [];
  const branch = (where: string) =>
    branches.push(`(SELECT j.id FROM jobs j WHERE ${OPEN_TO_WORKER} AND ${where}
      ORDER BY j.created_at DESC, j.id DESC LIMIT $2)`);
  const tsquery = query ? `j.search_vector @@ to_tsquery('english', ${param(query)})` : null;
  if (states.length > 0) {
    const inStates = `j.state = ANY(${param(states)}::text[])`;
    branch(tsquery ? `${inStates} AND ${tsquery}` : inStates);
    if (worker.city && worker.state) {
      // The worker's own city first: a big state's newest jobs could all be elsewhere.
      branch(
        `j.state = ${param(worker.state)} AND j.city = ${param(worker.city)}${tsquery ? ` AND ${tsquery}` : ""}`,
      );
    }
  }
  if (anywhere(worker)) branch(tsquery ?? "true");
  return {
    text: `WITH wanted AS (${branches.join("\nUNION\n")})
SELECT j.id, j.employer_id, j.title, j.skills, j.state, j.city, j.job_type::text,
  j.salary_amount, j.salary_period::text, j.preferred_languages, j.created_at,
  (strpos(lower(j.title), 'night') > 0 OR strpos(lower(j.description), 'night shift') > 0) AS night
FROM wanted w JOIN jobs j ON j.id = w.id JOIN users e ON e.id = j.employer_id
WHERE e.account_state <> 'blocked'`,
    values,
  };
}

/** Every candidate job that suits the worker, scored, best first (then newest). */
export async function scoredJobs(
  ctx: Pick<Context, "pool" | "prisma">,
  labourId: number,
  now = new Date(),
): Promise<Recommendation[]> {
  const worker = await workerForScoring(ctx.pool, labourId);
  if (!worker) return [];
  const { text, values } = candidateSql(worker, labourId);
  const { rows } = await ctx.pool.query<CandidateRow>(text, values);
  const employerIds = [...new Set(rows.map((row) => row.employer_id))];
  const trust = employerIds.length > 0 ? await employerTrust(ctx.prisma, employerIds) : [];
  const ratingOf = new Map(employerIds.map((id, index) => [id, trust[index]?.rating]));
  const scored: Recommendation[] = [];
  for (const row of rows) {
    const job: JobForScoring = {
      title: row.title,
      skills: row.skills,
      state: row.state,
      city: row.city,
      jobType: row.job_type.toUpperCase() as JobType,
      salaryAmount: row.salary_amount,
      salaryPeriod: upper<SalaryPeriod>(row.salary_period),
      preferredLanguages: row.preferred_languages,
      nightShift: row.night,
      createdAt: row.created_at,
      employerRating: ratingOf.get(row.employer_id) ?? { average: null, count: 0 },
    };
    const result = scoreJob(worker, job, now);
    if (result) scored.push({ jobId: row.id, ...result });
  }
  return scored.sort((a, b) => b.score - a.score || b.jobId - a.jobId);
}

const encodeCursor = (item: Recommendation) =>
  Buffer.from(JSON.stringify([item.score, item.jobId])).toString("base64url");

function decodeCursor(raw: string): [number, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isFinite(value[0]) &&
      Number.isSafeInteger(value[1])
    ) {
      return [value[0] as number, value[1] as number];
    }
  } catch {
    // fall through
  }
  throw new BadRequestError("invalidCursor");
}

/** A page of the signed-in worker's recommendations, after `after`. */
export async function recommendedJobs(
  ctx: Context,
  page: { first: number; after?: string | null },
): Promise<RecommendationPage> {
  const labourId = authorize(ctx.viewer, "recommendation.read");
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > PAGE_SIZE_MAX) {
    throw new BadRequestError("paramRange", { name: "first", min: 1, max: PAGE_SIZE_MAX });
  }
  const cursor = page.after ? decodeCursor(page.after) : null;
  const all = await scoredJobs(ctx, labourId);
  const rest = cursor
    ? all.filter(
        (item) => item.score < cursor[0] || (item.score === cursor[0] && item.jobId < cursor[1]),
      )
    : all;
  const items = rest.slice(0, page.first);
  return {
    items,
    cursors: items.map(encodeCursor),
    hasNextPage: rest.length > page.first,
    total: all.length,
  };
}
