import type pg from "pg";
import { authorize } from "../../auth/policy/permissions.js";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_MAX } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { placeKey } from "../../places/catalogue.js";
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

// A worker's recommended jobs. Candidates come from bounded SQL (each branch newest first,
// LIMIT CANDIDATES: for a worker whose skills name trades, btree ranges of the ordered index of
// trades, job_trades; else the jobs' indexes, jobs_public_trade_words_idx for their skills' words
// and the state and city index for places; a branch further away runs only while fewer than
// CANDIDATES were found: candidatesStatement), so the cost does not grow with the number of
// jobs; they are scored in TypeScript (scoring.ts) and paged by a keyset cursor over (score, id).
// Jobs the worker applied to (whatever became of the application), jobs of blocked employers,
// jobs past their end date and jobs not listed are never candidates.

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

/**
 * Where the worker would work, as jobs spell places: whole states (theirs, those they prefer,
 * and their preferred location when it names a state), and the single cities of other states
 * their preferred location names ("Vadodara": Gujarat's Vadodara, not all of Gujarat). A
 * preferred location is read as scoring reads it (scoring.ts placePart: the same name as a
 * job's city or state, placeKey), through the places tables (places/places.ts); text naming no
 * place adds nothing.
 */
export interface WorkPlaces {
  states: string[];
  cities: { state: string; city: string }[];
}

export function workPlaces(worker: WorkerForScoring, places: Places): WorkPlaces {
  const states = [worker.state, ...worker.preferredStates].filter((state): state is string =>
    Boolean(state),
  );
  const cities: WorkPlaces["cities"] = [];
  const location = worker.preferredLocation;
  if (location) {
    const key = placeKey(location);
    const named = places.named(location).filter((place) => placeKey(place.name) === key);
    for (const place of named) {
      if (place.kind === "STATE") states.push(place.name);
    }
    for (const place of named) {
      if (place.kind === "CITY" && !states.includes(place.state)) {
        cities.push({ state: place.state, city: place.name });
      }
    }
  }
  return { states: [...new Set(states)], cities };
}

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

/** One place a branch reads: a state, a city of a state, or (null) anywhere. */
type Range = { state: string; city?: string } | null;

/**
 * The candidates as one statement (one round trip). Where it looks, most promising first: the
 * worker's trade in their own city, in their places (their states, those they prefer, a
 * preferred city), and anywhere when they would relocate or named no place. Each branch takes
 * the newest CANDIDATES matches; a further branch runs only while those before it found fewer
 * than CANDIDATES jobs (a one-time filter on their count: its jobs are further away and would
 * score below theirs on place). Then the jobs' rows, their employers not blocked, with the
 * employers' rating summaries (services/ratings/summary.ts).
 *
 * How a branch finds its newest matches:
 * - A worker whose skills name trades: off the ordered index of trades (job_trades, migration
 *   20261128800100_job_trades: every public job under each trade its text names, newest first
 *   per trade and state), one btree range per trade and place merged newest first, each job
 *   then checked as before (open to the worker, the trade's words in its title or skills). The
 *   index holds every public job whose title or skills name the trade (it reads the trade's
 *   words in every script, as prefixes, in the description too), so the matches are the same;
 *   their cost is the newest CANDIDATES of a range, however many jobs a broad trade ("helper")
 *   has in a big state (the text index gathered and sorted all of them).
 * - Other skills (no trade) and the cold start (no skills): off the jobs' own indexes (the trade
 *   words' jobs_public_trade_words_idx, the state and city index), the city's and the places'
 *   from one scan of the worker's places (`near`).
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
  const here = worker.city && worker.state ? { state: worker.state, city: worker.city } : null;
  const ranges: Range[] = [
    ...where.states.map((state) => ({ state })),
    ...where.cities.map(({ state, city }) => ({ state, city })),
  ];
  const ctes: string[] = [];
  const branches: string[] = [];
  /** `AND (SELECT count(*) FROM b0, …) < $2`: the branches so far found too few. */
  const stillShort = () => {
    const found = branches.map((_, index) => `SELECT id FROM b${index}`).join(" UNION ");
    return found ? ` AND (SELECT count(*) FROM (${found}) f) < $2` : "";
  };

  if (trades.length > 0) {
    const tradeIds = trades.map(
      (name) => `(SELECT id FROM search_trades WHERE trade = ${param(name)})`,
    );
    // The trades' words in the job's title or skills, as the text index's branches below ask,
    // read from the job's stored search vector (its title's and skills' weights) rather than
    // computed for every job read.
    const named = ` AND j.search_vector @@ to_tsquery('english', ${param(skillsQuery(worker.skills, TITLE_AND_SKILLS))})`;
    const placeParams = new Map<Range, string>();
    const rangeSql = (range: Range) => {
      if (!range) return "";
      let sql = placeParams.get(range);
      if (sql === undefined) {
        sql = ` AND t.state = ${param(range.state)}${range.city ? ` AND t.city = ${param(range.city)}` : ""}`;
        placeParams.set(range, sql);
      }
      return sql;
    };
    // The ranges' rows merged newest first (a job under two of the worker's trades once), each
    // job read by its key in that order and checked.
    const newest = (read: Range[], filter: string) => {
      const parts = tradeIds.flatMap((id) =>
        read.map(
          (range) =>
            `SELECT t.created_at, t.job_id FROM job_trades t WHERE t.trade_id = ${id}${rangeSql(range)}`,
        ),
      );
      const distinct = tradeIds.length > 1 ? "DISTINCT " : "";
      return `SELECT j.id FROM (SELECT ${distinct}r.created_at, r.job_id FROM (${parts.join(" UNION ALL ")}) r
        ORDER BY r.created_at DESC, r.job_id DESC) t
      CROSS JOIN LATERAL (SELECT * FROM jobs WHERE id = t.job_id OFFSET 0) j
      WHERE ${OPEN_TO_WORKER}${named}${filter}
      ORDER BY t.created_at DESC, t.job_id DESC LIMIT $2`;
    };
    if (ranges.length > 0) {
      // The worker's own city first: a big state's newest jobs could all be elsewhere.
      if (here) branches.push(newest([here], ""));
      branches.push(newest(ranges, stillShort()));
    }
    if (anywhere(worker)) branches.push(newest([null], stillShort()));
  } else {
    const query = skillsQuery(worker.skills);
    const trade = query ? ` AND ${TRADE_WORDS_SQL} @@ to_tsquery('english', ${param(query)})` : "";
    const newest = "ORDER BY created_at DESC, id DESC LIMIT $2";
    if (ranges.length > 0) {
      const isHere = here
        ? `j.state = ${param(here.state)} AND j.city = ${param(here.city)}`
        : "false";
      const inPlaces = [
        ...(where.states.length > 0 ? [`j.state = ANY(${param(where.states)}::text[])`] : []),
        ...where.cities.map(
          ({ state, city }) => `(j.state = ${param(state)} AND j.city = ${param(city)})`,
        ),
      ].join(" OR ");
      ctes.push(`near AS MATERIALIZED (SELECT j.id, j.created_at, ${isHere} AS here FROM jobs j
      WHERE ${OPEN_TO_WORKER}${trade} AND (${inPlaces}))`);
      // The worker's own city first: a big state's newest jobs could all be elsewhere. The
      // places' newest come in only while the city's are fewer than CANDIDATES.
      if (here) {
        branches.push(`SELECT id FROM near WHERE here ${newest}`);
        branches.push(`SELECT id FROM near WHERE (SELECT count(*) FROM b0) < $2 ${newest}`);
      } else {
        branches.push(`SELECT id FROM near ${newest}`);
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
): Promise<ScoredCandidateRow[]> {
  const statement = candidatesStatement(worker, labourId, await placesOf(pool));
  if (!statement) return [];
  return (await pool.query<ScoredCandidateRow>(statement.text, statement.values)).rows;
}

/** Every candidate job that suits the worker, scored, best first (then newest). */
export async function scoredJobs(
  ctx: Pick<Context, "pool" | "prisma">,
  labourId: number,
  now = new Date(),
): Promise<Recommendation[]> {
  const worker = await workerForScoring(ctx.pool, labourId);
  if (!worker) return [];
  const rows = await candidates(ctx.pool, worker, labourId);
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
