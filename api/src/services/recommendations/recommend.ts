import { createHash } from "node:crypto";
import type pg from "pg";
import { authorize } from "../../auth/policy/permissions.js";
import { PUBLIC_JOB_SQL, publicJobSql } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_MAX } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { type Places, placesOf } from "../../places/places.js";
import { tradeWords } from "../../trades/trades.js";
import { ratingOfSummary } from "../ratings/summary.js";
import {
  type JobForScoring,
  type Reason,
  scoreJob,
  type WorkerForScoring,
  workerSkills,
} from "./scoring.js";
import { workerPlaces, workPlaces } from "./work-places.js";

// A worker's recommended jobs. Candidates come from bounded SQL (each branch newest first,
// LIMIT CANDIDATES: for a worker whose skills name trades, btree ranges of the ordered index of
// trades, job_trades; else the jobs' indexes, jobs_public_trade_words_idx for their skills' words
// and the state and city index for places; a branch further away runs only while fewer than
// CANDIDATES were found: candidatesStatement), so the cost does not grow with the number of
// jobs; they are scored in TypeScript (scoring.ts) and paged by a keyset cursor over (score, id).
// Jobs the worker applied to (whatever became of the application), jobs of blocked employers,
// jobs past their end date and jobs not listed are never candidates.

/**
 * Candidate statements with at most this many values are named (prepared once per connection):
 * a few places and trades, the common shapes (the 50,000 workers of bench:recommendations have
 * 11 shapes, all of them within it).
 */
const NAMED_VALUES_MAX = 12;

/** Newest matching jobs each candidate branch reads. */
export const CANDIDATES = 150;

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
  const { rows } = await pool.query<WorkerRow>({
    // Named: parsed and planned once per connection.
    name: "recommend-worker",
    text: `SELECT u.state, u.city, p.skills, p.preferred_states, p.preferred_location,
       p.willing_to_relocate, p.expected_salary, p.expected_salary_period::text,
       p.preferred_job_type::text, p.preferred_shift::text, p.languages_known
     FROM users u LEFT JOIN labour_profiles p ON p.user_id = u.id
     WHERE u.id = $1 AND u.user_type = 'labour'`,
    values: [labourId],
  });
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

/**
 * The worker's trades (or, with none, their skills) as one tsquery: any of their words, a
 * phrase's words all present (not in order: cheaper, and scoring checks the match); null: none.
 * With `weights` ("AB"), each word only where the jobs' search vector has those weights.
 */
export function skillsQuery(skills: readonly string[], weights = ""): string | null {
  const { trades, others } = workerSkills(skills);
  return wordsQuery(
    trades.length > 0 ? trades.flatMap((trade) => tradeWords(trade)) : others,
    weights,
  );
}

/**
 * Phrases as one tsquery: any of them, each phrase's words all present; null: none. With
 * `weights`, each word only where a search vector has those weights ("AB").
 */
export function wordsQuery(phrases: readonly string[], weights = ""): string | null {
  const label = weights ? `:${weights}` : "";
  const parts = [...new Set(phrases)]
    .map((phrase) => phrase.split(" ").filter((word) => /^[\p{L}\p{M}\p{N}]+$/u.test(word)))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.map((word) => `${word}${label}`).join(" & ")})`);
  return parts.length > 0 ? parts.join(" | ") : null;
}

/** A job's title and skills as words: the expression of the jobs_public_trade_words_idx index. */
const TRADE_WORDS_SQL =
  "to_tsvector('english'::regconfig, j.title || ' ' || kaamsetu_immutable_array_to_text(j.skills))";

/**
 * The weights of a job's title (and its translations' titles) and skills in its search vector
 * (migration 20261127180100_job_translations_search); the description's are C.
 */
const TITLE_AND_SKILLS = "AB";

/** Whether the worker may be shown jobs in places they did not name. */
const anywhere = (worker: WorkerForScoring) =>
  worker.willingToRelocate || (!worker.state && worker.preferredStates.length === 0);

const OPEN_TO_WORKER = `${PUBLIC_JOB_SQL} AND (j.expires_at IS NULL OR j.expires_at > now())
  AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.labour_id = $1)`;

/** A job as scoring reads it from SQL (the job alerts' fan-out reads the same columns). */
export interface CandidateRow {
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

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * One place a branch reads: a state; a city of a state (`city`, the worker's own: that city's
 * jobs); the cities of a state their preferred location names (`cities`: their jobs and the
 * state's jobs open in every city); or (null) anywhere.
 */
type Range = { state: string; city?: string; cities?: string[] } | null;

/**
 * The candidates as one statement (one round trip). Where it looks, most promising first: the
 * worker's trade in their own city, in their places (their states, those they prefer, a
 * preferred city), and anywhere when they would relocate or named no place. Each branch takes
 * the newest CANDIDATES matches; a further branch runs only while those before it found fewer
 * than CANDIDATES jobs (a one-time filter on their count: its jobs are further away and would
 * score below theirs on place). Then the jobs' rows, their employers not blocked, with the
 * employers' rating summaries (services/ratings/summary.ts).
 *
 * How a branch finds its newest matches: one btree range per place (and trade) read newest
 * first, the ranges merged (a Merge Append: each range stops once the branch has its
 * CANDIDATES), each job then read by its key in that order and checked (open to the worker, and
 * for a trade its words in the job's title or skills):
 * - A worker whose skills name trades: ranges of the ordered index of trades (job_trades,
 *   migration 20261128800100_job_trades: every public job under each trade its text names,
 *   newest first per trade and state). The index holds every public job whose title or skills
 *   name the trade (it reads the trade's words in every script, as prefixes, in the description
 *   too), so the matches are the same; their cost is the newest CANDIDATES of a range, however
 *   many jobs a broad trade ("helper") has in a big state. A job under two of the worker's trades
 *   is read from its first trade's range only (the others' leave it out), so the ranges merge as
 *   they are, with no sort of their union.
 * - No skills (the cold start): ranges of the public jobs by state, newest first
 *   (jobs_public_state_recent_idx, the city in the index), and the public jobs newest first
 *   (jobs_public_recent_idx) anywhere.
 * - Other skills (no trade): off the trade words' text index (jobs_public_trade_words_idx), a
 *   few jobs, the city's and the places' from one scan of the worker's places (`near`).
 */
export function candidatesStatement(
  worker: WorkerForScoring,
  labourId: number,
  places: Places,
): Statement | null {
  const values: unknown[] = [labourId, CANDIDATES];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const { trades } = workerSkills(worker.skills);
  const where = workPlaces(worker, places);
  const home = workerPlaces(worker, places);
  const here = home.city && home.state ? { state: home.state, city: home.city } : null;
  const citiesByState = new Map<string, string[]>();
  for (const { state, city } of where.cities) {
    citiesByState.set(state, [...(citiesByState.get(state) ?? []), city]);
  }
  const ranges: Range[] = [
    ...where.states.map((state) => ({ state })),
    ...[...citiesByState].map(([state, cities]) => ({ state, cities })),
  ];
  const ctes: string[] = [];
  const branches: string[] = [];
  /** `AND (SELECT count(*) FROM b0, …) < $2`: the branches so far found too few. */
  const stillShort = () => {
    const found = branches.map((_, index) => `SELECT id FROM b${index}`).join(" UNION ");
    return found ? ` AND (SELECT count(*) FROM (${found}) f) < $2` : "";
  };
  const placeParams = new Map<Range, string>();
  /** The range's place as conditions on a table `alias` with state and city columns. */
  const rangeSql = (range: Range, alias: string) => {
    if (!range) return "";
    let sql = placeParams.get(range);
    if (sql === undefined) {
      const state = param(range.state);
      const city = range.city ? param(range.city) : null;
      const cities = range.cities ? param(range.cities) : null;
      sql = ` AND @.state = ${state}${city ? ` AND @.city = ${city}` : ""}${
        cities ? ` AND (@.city = ANY(${cities}::text[]) OR @.city IS NULL)` : ""
      }`;
      placeParams.set(range, sql);
    }
    return sql.replaceAll("@.", `${alias}.`);
  };
  /**
   * One ordered range: the rows of a table (`source`, aliased t, with the range's conditions)
   * that name a job by `key`, newest first off one index. OFFSET 0 keeps it a range of its own
   * whose order the merge below can use.
   */
  const range = (source: string, key: string, conditions: string) =>
    `(SELECT t.created_at, t.${key} AS job_id FROM ${source} WHERE ${conditions}
        ORDER BY t.created_at DESC, t.${key} DESC OFFSET 0)`;
  /**
   * The newest CANDIDATES jobs of ranges: merged newest first (a Merge Append: a range is read
   * only as far as the merge takes from it), each job read by its key in that order and checked
   * (`check`), until CANDIDATES passed; `filter`, a one-time condition on the branch.
   */
  const newest = (ranges: string[], check: string, filter = "") =>
    `SELECT j.id FROM (${ranges.join("\n        UNION ALL ")}) t
      CROSS JOIN LATERAL (SELECT * FROM jobs WHERE id = t.job_id OFFSET 0) j
      WHERE ${OPEN_TO_WORKER}${check}${filter}
      ORDER BY t.created_at DESC, t.job_id DESC LIMIT $2`;

  if (trades.length > 0) {
    const tradeIds = trades.map(
      (name) => `(SELECT id FROM search_trades WHERE trade = ${param(name)})`,
    );
    // The trades' words in the job's title or skills, as the text index's branches below ask,
    // read from the job's stored search vector (its title's and skills' weights) rather than
    // computed for every job read.
    const named = ` AND j.search_vector @@ to_tsquery('english', ${param(skillsQuery(worker.skills, TITLE_AND_SKILLS))})`;
    // Every trade's range of each place. A job under an earlier trade of the worker's is that
    // trade's (a job's rows all have the job's place, so it is in the earlier trade's range
    // too): looked up by the key of job_trades for each row read, as a subplan (OFFSET 0: not
    // an anti-join, which would read every row of the earlier trades).
    const ranged = (read: Range[]) =>
      tradeIds.flatMap((id, index) =>
        read.map((place) => {
          const earlier = tradeIds.slice(0, index);
          const once =
            earlier.length > 0
              ? ` AND NOT EXISTS (SELECT 1 FROM job_trades d WHERE d.job_id = t.job_id AND d.trade_id IN (${earlier.join(", ")}) OFFSET 0)`
              : "";
          return range(
            "job_trades t",
            "job_id",
            `t.trade_id = ${id}${rangeSql(place, "t")}${once}`,
          );
        }),
      );
    if (ranges.length > 0) {
      // The worker's own city first: a big state's newest jobs could all be elsewhere.
      if (here) branches.push(newest(ranged([here]), named));
      branches.push(newest(ranged(ranges), named, stillShort()));
    }
    if (anywhere(worker)) branches.push(newest(ranged([null]), named, stillShort()));
  } else if (!skillsQuery(worker.skills)) {
    // The public jobs of each place newest first, off the jobs' state index (the city in it),
    // and anywhere off the public jobs' own order.
    const ranged = (read: Range[]) =>
      read.map((place) => range("jobs t", "id", `${publicJobSql("t")}${rangeSql(place, "t")}`));
    if (ranges.length > 0) {
      if (here) branches.push(newest(ranged([here]), ""));
      branches.push(newest(ranged(ranges), "", stillShort()));
    }
    if (anywhere(worker)) branches.push(newest(ranged([null]), "", stillShort()));
  } else {
    const query = skillsQuery(worker.skills);
    const trade = ` AND ${TRADE_WORDS_SQL} @@ to_tsquery('english', ${param(query)})`;
    const newestFirst = "ORDER BY created_at DESC, id DESC LIMIT $2";
    if (ranges.length > 0) {
      const isHere = here
        ? `j.state = ${param(here.state)} AND j.city = ${param(here.city)}`
        : "false";
      const inPlaces = ranges.map((range) => `(true${rangeSql(range, "j")})`).join(" OR ");
      ctes.push(`near AS MATERIALIZED (SELECT j.id, j.created_at, ${isHere} AS here FROM jobs j
      WHERE ${OPEN_TO_WORKER}${trade} AND (${inPlaces}))`);
      // The worker's own city first: a big state's newest jobs could all be elsewhere. The
      // places' newest come in only while the city's are fewer than CANDIDATES.
      if (here) {
        branches.push(`SELECT id FROM near WHERE here ${newestFirst}`);
        branches.push(`SELECT id FROM near WHERE (SELECT count(*) FROM b0) < $2 ${newestFirst}`);
      } else {
        branches.push(`SELECT id FROM near ${newestFirst}`);
      }
    }
    if (anywhere(worker)) {
      branches.push(`SELECT j.id FROM jobs j WHERE ${OPEN_TO_WORKER}${stillShort()}${trade}
      ORDER BY j.created_at DESC, j.id DESC LIMIT $2`);
    }
  }
  if (branches.length === 0) return null;
  ctes.push(...branches.map((branch, index) => `b${index} AS (${branch})`));
  const ids = branches.map((_, index) => `SELECT id FROM b${index}`).join(" UNION ");
  return {
    text: `WITH ${ctes.join(",\n")}
SELECT j.id, j.employer_id, j.title, j.skills, j.state, j.city,
  j.job_type::text, j.salary_amount, j.salary_period::text, j.preferred_languages, j.created_at,
  strpos(lower(j.title), 'night') > 0 AS night,
  coalesce(s.revealed_count, 0) AS revealed_count, coalesce(s.revealed_sum, 0) AS revealed_sum
FROM (${ids}) ids JOIN jobs j ON j.id = ids.id JOIN users e ON e.id = j.employer_id
LEFT JOIN reputation_summaries s ON s.user_id = j.employer_id AND s.direction = 'labour_to_employer'
WHERE e.account_state <> 'blocked'`,
    values,
  };
}

interface ScoredCandidateRow extends CandidateRow {
  revealed_count: number;
  revealed_sum: number;
}

/** The candidate jobs with their employers' rating summaries, in one statement. */
async function candidates(
  pool: pg.Pool,
  worker: WorkerForScoring,
  labourId: number,
  places: Places,
): Promise<ScoredCandidateRow[]> {
  const statement = candidatesStatement(worker, labourId, places);
  if (!statement) return [];
  // Named, a statement of a common shape is parsed once per connection, and after five runs
  // PostgreSQL keeps one plan for it when that plan costs no more than the ones made for each
  // run's values (plan_cache_mode auto; the shapes' plans are ranges read newest first whatever
  // the places). Its planning was a good part of its time. Statements with many places or
  // trades are planned each time: their shapes are too many to keep on every connection.
  const name =
    statement.values.length <= NAMED_VALUES_MAX
      ? `recommend-${createHash("sha1").update(statement.text).digest("base64url").slice(0, 20)}`
      : undefined;
  return (
    await pool.query<ScoredCandidateRow>({ name, text: statement.text, values: statement.values })
  ).rows;
}

/** Every candidate job that suits the worker, scored, best first (then newest). */
export async function scoredJobs(
  ctx: Pick<Context, "pool" | "prisma">,
  labourId: number,
  now = new Date(),
): Promise<Recommendation[]> {
  const worker = await workerForScoring(ctx.pool, labourId);
  if (!worker) return [];
  const places = await placesOf(ctx.pool);
  const rows = await candidates(ctx.pool, worker, labourId, places);
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
      employerRating: ratingOfSummary({
        revealedCount: row.revealed_count,
        revealedSum: row.revealed_sum,
      }),
    };
    const result = scoreJob(worker, job, now, places);
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
