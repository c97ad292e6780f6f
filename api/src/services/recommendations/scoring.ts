import type { JobType, PreferredShift, SalaryPeriod } from "../../generated/prisma/enums.js";
import type { Places } from "../../places/places.js";
import { tradeKey, tradesOf } from "../../trades/trades.js";
import { dailyPay } from "./pay.js";
import { remembered } from "./remembered.js";
import { cityName, preferredPlaceOf, samePlace, stateName, workerPlaces } from "./work-places.js";

// How well a job suits a worker: a pure function of the worker's profile and the job, the same
// for recommendations and job alerts. A score is the sum of the parts below; each part that adds
// (and the cold start's) says so as a reason, data the client words through i18next:
// `{ key: "skill_match", values: { skill: "plumber" } }`. No reasons, no recommendation.
//
// Weights, and why (points of a score that is about 100 for a very good match):
// - Trade or skill, 40: the work itself comes first; a worker's skills and a job's title and
//   skills meet through their trades (trades/trades.ts: "raj mistri" meets "mason") or the very
//   skill ("Tiling"). A worker who named skills is shown only jobs of them.
// - Place, one of: the same city 25 (a state-wide job in their state 22: the worker's city is one
//   of its cities), a preferred state or location 18 (they said they would go there), the same
//   state 12, anywhere else 4 when willing to relocate. Day-labour is local: a job a bus ride
//   away beats a better-paid one across the country, so place weighs more than pay. Places are
//   read through the places catalogue (work-places.ts): "Bengaluru" and "bangalore " are
//   Karnataka's Bangalore, a preferred location names a state or a city in its own state, and a
//   job with no city is open in every city of its state (a preferred city's too).
// - Pay against the expected salary, converted to a day's pay (pay.ts): at or above it 15; more
//   than 20 % below it, -15 (a job that pays too little is worse than one that says nothing).
// - Job type as preferred 8. Jobs have no shift field; a night job is one whose title says
//   "night" ("Night Security Guard"; descriptions are too long to read for every candidate):
//   -10 for a worker who prefers day shifts, +5 for one who prefers nights or both.
// - Languages: the job asks for one the worker speaks +5, only ones they don't -5.
// - Freshness, up to 10: falls off linearly over FRESH_DAYS; new jobs fill fastest, and a worker
//   who comes back daily should see what is new. Said as a reason under NEW_JOB_DAYS.
// - The employer's reputation (revealed ratings, at least REPUTATION_MIN_RATINGS): 5 points per
//   star above 3 (up to 10); said as a reason from 4 stars.
// A worker with no skills (cold start) is shown the newest jobs near the state they registered
// in, said plainly: `newest_near {state}` (or `newest` with no state either).

export type ReasonKey =
  | "skill_match"
  | "near"
  | "anywhere_in_state"
  | "preferred_place"
  | "same_state"
  | "willing_to_relocate"
  | "pays_above_expected"
  | "job_type_match"
  | "shift_match"
  | "speaks_language"
  | "new_job"
  | "well_rated_employer"
  | "newest_near"
  | "newest";

export const REASON_KEYS: readonly ReasonKey[] = [
  "skill_match",
  "near",
  "anywhere_in_state",
  "preferred_place",
  "same_state",
  "willing_to_relocate",
  "pays_above_expected",
  "job_type_match",
  "shift_match",
  "speaks_language",
  "new_job",
  "well_rated_employer",
  "newest_near",
  "newest",
];

export interface Reason {
  key: ReasonKey;
  values: Record<string, string | number>;
}

export const WEIGHTS = {
  skill: 40,
  nearCity: 25,
  stateWide: 22,
  preferredPlace: 18,
  sameState: 12,
  relocate: 4,
  payAbove: 15,
  payBelow: -15,
  jobType: 8,
  shiftMatch: 5,
  shiftClash: -10,
  language: 5,
  languageClash: -5,
  freshness: 10,
  reputationPerStar: 5,
} as const;

/** Freshness points fall to none over this many days. */
export const FRESH_DAYS = 14;
/** Jobs younger than this are said to be new. */
export const NEW_JOB_DAYS = 3;
/** Pay this far below the expected salary counts against the job. */
export const PAY_SHORTFALL = 0.2;
/** Ratings an employer needs before their reputation counts. */
export const REPUTATION_MIN_RATINGS = 3;

export interface WorkerForScoring {
  skills: readonly string[];
  state: string | null;
  city: string | null;
  preferredStates: readonly string[];
  preferredLocation: string | null;
  willingToRelocate: boolean;
  expectedSalary: number | null;
  expectedSalaryPeriod: SalaryPeriod | null;
  preferredJobType: JobType | null;
  preferredShift: PreferredShift | null;
  languagesKnown: readonly string[];
}

export interface JobForScoring {
  title: string;
  skills: readonly string[];
  state: string;
  /** Null: every city of the state. */
  city: string | null;
  jobType: JobType;
  salaryAmount: number | null;
  salaryPeriod: SalaryPeriod | null;
  preferredLanguages: readonly string[];
  /** Its title speaks of night work. */
  nightShift: boolean;
  createdAt: Date;
  employerRating: { average: number | null; count: number };
}

export interface Scored {
  score: number;
  reasons: Reason[];
}

const DAY_MS = 86_400_000;

const tradeKeyOf = remembered(tradeKey);
/** The trades a text names (tradesOf of it alone); read only. */
const tradesNamed = remembered((text): readonly string[] => tradesOf([text]));

/** The worker's skills as the trades and the very skills they name. */
export interface WorkerSkills {
  trades: string[];
  /** Skills naming no trade, compared as tradeKey makes them. */
  others: string[];
}

const skillsOf = new WeakMap<readonly string[], WorkerSkills>();

/** The worker's skills read once per list (scoring reads them for every job). */
export function workerSkills(skills: readonly string[]): WorkerSkills {
  let found = skillsOf.get(skills);
  if (!found) {
    found = readSkills(skills);
    skillsOf.set(skills, found);
  }
  return found;
}

function readSkills(skills: readonly string[]): WorkerSkills {
  const trades = tradesOf(skills);
  const others = skills
    .filter((skill) => tradesOf([skill]).length === 0)
    .map(tradeKey)
    .filter(Boolean);
  return { trades, others: [...new Set(others)] };
}

/** The trade or skill of the worker's that the job is for; null when none. */
export function skillMatch(skills: WorkerSkills, job: JobForScoring): string | null {
  const texts = [job.title, ...job.skills];
  const trade = skills.trades.find((t) => texts.some((text) => tradesNamed(text).includes(t)));
  if (trade) return trade;
  const text = ` ${texts.map(tradeKeyOf).join(" | ")} `;
  return skills.others.find((skill) => text.includes(` ${skill} `)) ?? null;
}

/** Where the job is for the worker (the place reason scoring gives it); null: nowhere they work. */
export function placeReason(
  worker: WorkerForScoring,
  job: Pick<JobForScoring, "state" | "city">,
  places: Places,
): Reason | null {
  return placePart(worker, job, places)?.[1] ?? null;
}

function placePart(
  worker: WorkerForScoring,
  job: Pick<JobForScoring, "state" | "city">,
  places: Places,
): [number, Reason] | null {
  const read = workerPlaces(worker, places);
  const state = stateName(places, job.state);
  const city = job.city == null ? null : cityName(places, state, job.city);
  const sameState = samePlace(read.state, state);
  if (sameState && city != null && samePlace(read.city, city)) {
    return [WEIGHTS.nearCity, { key: "near", values: { city } }];
  }
  if (sameState && city == null && read.city) {
    return [WEIGHTS.stateWide, { key: "anywhere_in_state", values: { state: job.state } }];
  }
  const preferred = preferredPlaceOf(read, { state, city });
  if (preferred) {
    return [WEIGHTS.preferredPlace, { key: "preferred_place", values: { place: preferred } }];
  }
  if (sameState) return [WEIGHTS.sameState, { key: "same_state", values: { state: job.state } }];
  if (worker.willingToRelocate) {
    return [WEIGHTS.relocate, { key: "willing_to_relocate", values: { state: job.state } }];
  }
  return null;
}

function payPart(worker: WorkerForScoring, job: JobForScoring): [number, Reason | null] {
  const offered = dailyPay(job.salaryAmount, job.salaryPeriod);
  const expected = dailyPay(worker.expectedSalary, worker.expectedSalaryPeriod);
  if (offered == null || expected == null || job.salaryAmount == null || !job.salaryPeriod) {
    return [0, null];
  }
  if (offered >= expected) {
    const values = { amount: job.salaryAmount, period: job.salaryPeriod.toLowerCase() };
    return [WEIGHTS.payAbove, { key: "pays_above_expected", values }];
  }
  return [offered < expected * (1 - PAY_SHORTFALL) ? WEIGHTS.payBelow : 0, null];
}

function shiftPart(worker: WorkerForScoring, job: JobForScoring): [number, Reason | null] {
  if (!job.nightShift || !worker.preferredShift) return [0, null];
  if (worker.preferredShift === "DAY") return [WEIGHTS.shiftClash, null];
  return [WEIGHTS.shiftMatch, { key: "shift_match", values: { shift: "night" } }];
}

function languagePart(worker: WorkerForScoring, job: JobForScoring): [number, Reason | null] {
  if (job.preferredLanguages.length === 0 || worker.languagesKnown.length === 0) return [0, null];
  const known = new Set(worker.languagesKnown.map((language) => language.toLowerCase()));
  const spoken = job.preferredLanguages.find((language) => known.has(language.toLowerCase()));
  if (!spoken) return [WEIGHTS.languageClash, null];
  return [WEIGHTS.language, { key: "speaks_language", values: { language: spoken } }];
}

function freshnessPart(job: JobForScoring, now: Date): [number, Reason | null] {
  const ageDays = Math.max(0, (now.getTime() - job.createdAt.getTime()) / DAY_MS);
  const points = WEIGHTS.freshness * Math.max(0, 1 - ageDays / FRESH_DAYS);
  if (ageDays >= NEW_JOB_DAYS) return [points, null];
  return [points, { key: "new_job", values: { days: Math.floor(ageDays) } }];
}

function reputationPart(job: JobForScoring): [number, Reason | null] {
  const { average, count } = job.employerRating;
  if (average == null || count < REPUTATION_MIN_RATINGS) return [0, null];
  const points = Math.max(0, Math.min(2, average - 3)) * WEIGHTS.reputationPerStar;
  if (average < 4) return [points, null];
  return [points, { key: "well_rated_employer", values: { rating: average } }];
}

/**
 * The job's score for the worker and its reasons; null when it is not for them: a worker with
 * skills is recommended only jobs of their skills, in a place they would work (near, a preferred
 * place, their state, or anywhere when willing to relocate or when they gave no place). `places`:
 * the places catalogue as the database has it (placesOf; tests: cataloguePlaces).
 */
export function scoreJob(
  worker: WorkerForScoring,
  job: JobForScoring,
  now: Date,
  places: Places,
): Scored | null {
  const skills = workerSkills(worker.skills);
  const reasons: Reason[] = [];
  let score = 0;
  const add = ([points, reason]: [number, Reason | null]) => {
    score += points;
    if (reason) reasons.push(reason);
  };

  const cold = skills.trades.length === 0 && skills.others.length === 0;
  if (!cold) {
    const skill = skillMatch(skills, job);
    if (!skill) return null;
    add([WEIGHTS.skill, { key: "skill_match", values: { skill } }]);
  }
  const place = placePart(worker, job, places);
  const hasPlace = Boolean(worker.state || worker.city || worker.preferredStates.length > 0);
  if (place) add(place);
  else if (hasPlace) return null;
  if (cold) {
    reasons.unshift(
      worker.state && samePlace(workerPlaces(worker, places).state, stateName(places, job.state))
        ? { key: "newest_near", values: { state: job.state } }
        : { key: "newest", values: {} },
    );
  }
  add(payPart(worker, job));
  if (worker.preferredJobType && worker.preferredJobType === job.jobType) {
    add([
      WEIGHTS.jobType,
      { key: "job_type_match", values: { jobType: job.jobType.toLowerCase() } },
    ]);
  }
  add(shiftPart(worker, job));
  add(languagePart(worker, job));
  add(freshnessPart(job, now));
  add(reputationPart(job));
  if (reasons.length === 0) return null;
  return { score: Math.round(score * 100) / 100, reasons };
}
