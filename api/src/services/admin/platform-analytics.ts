import type pg from "pg";
import { type AnalyticsRange, INDIAN_STATES } from "../../constants.js";
import type { PrismaClient } from "../../db/prisma.js";
import { fieldFailure, ValidationError } from "../../errors.js";
import { completionValues, PROFILE_SELECT } from "../accounts/profile.js";
import { profileCompletion } from "../accounts/profile-completion.js";
import { COUNTED, type Metric, SERIES, statement } from "./platform-analytics-sql.js";

// The back office's platform analytics (docs/back-office.md, "Platform analytics"), one range
// and optionally one state, read from the roll-ups of migration 20261207220000 in one
// statement. What counts, decided once here:
// - Days are India's; a range runs from its first India day to today (7 and 30 days: today and
//   the 6 or 29 days before; this month: from its 1st; all time: every day).
// - Sign-ups by the user's India day of sign-up and their state now; profile completion is the
//   profile rule (SPEC section 5) applied to the range's sign-ups as they are now.
// - Jobs by their India day of posting and state: posted, approved or flagged now, with at
//   least one application, filled (someone hired: accepted or completed); applications per job
//   is those jobs' applications over them.
// - The funnel: applications made in the range by the applicant's state when applying; a stage
//   counts an application at it or past it now (shortlisted: shortlisted, accepted or completed);
//   "paid as promised" is the workers' yes over completed applications.
// - Medians: of the range's jobs with a first application (hire), posting to that moment.
// - Active workers and employers: accounts whose last sign-in is in the range.
// - Top trades: jobs listed now under each trade, posted in the range; top places: jobs posted,
//   by state, or by city within the chosen state; empty searches: searches that found nothing
//   (each visitor's first search for a term a day, as the search log keeps them), by words and
//   place, in the state the place is in when a state is chosen.

type Db = Pick<pg.Pool, "query">;

export interface PlatformAnalytics {
  range: AnalyticsRange;
  state: string | null;
  /** The range's first and last India days, YYYY-MM-DD (all time: the first day with data). */
  from: string;
  to: string;
  signUps: {
    workers: number;
    employers: number;
    workersComplete: number;
    employersComplete: number;
  };
  jobs: {
    posted: number;
    approved: number;
    flagged: number;
    withApplications: number;
    filled: number;
    applications: number;
    /** Applications to the range's jobs over those jobs (0 when none). */
    applicationsPerJob: number;
  };
  funnel: {
    applied: number;
    shortlisted: number;
    accepted: number;
    completed: number;
    paidAsPromised: number;
    /** Paid as promised over completed, 0 to 1 (0 when none completed). */
    paidShare: number;
  };
  medianSecondsToFirstApplication: number | null;
  medianSecondsToFirstHire: number | null;
  activeWorkers: number;
  activeEmployers: number;
  series: {
    date: string;
    workers: number;
    employers: number;
    jobs: number;
    applications: number;
  }[];
  topTrades: { trade: string; jobs: number }[];
  topPlaces: { place: string; jobs: number }[];
  emptySearches: { query: string; place: string; searches: number }[];
}

interface Row {
  today: string;
  from: string;
  counts: Partial<Record<Metric, string | number>> | null;
  series: { day: string; metric: string; n: number }[];
  firstApplication: number | null;
  firstHire: number | null;
  activeWorkers: number;
  activeEmployers: number;
  trades: { key: string; n: number }[];
  places: { key: string; n: number }[];
  emptySearches: { key: string; n: number }[];
}

/** The state filter: one of India's states and union territories, or none; else 400. */
export function analyticsState(state: string | null | undefined, field = "state"): string | null {
  const text = state?.trim() || null;
  if (text === null) return null;
  const found = INDIAN_STATES.find((name) => name.toLowerCase() === text.toLowerCase());
  if (!found) throw new ValidationError([fieldFailure(field, "stateInvalid")]);
  return found;
}

/** The India day after `day` (YYYY-MM-DD): calendar arithmetic. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to` with the day rows' figures, 0 where none. */
function fillSeries(from: string, to: string, rows: Row["series"]): PlatformAnalytics["series"] {
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? {};
    day[row.metric] = row.n;
    byDay.set(row.day, day);
  }
  const series: PlatformAnalytics["series"] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const figures = byDay.get(day) ?? {};
    series.push({
      date: day,
      workers: figures.signup_labour ?? 0,
      employers: figures.signup_employer ?? 0,
      jobs: figures.jobs ?? 0,
      applications: figures.applications ?? 0,
    });
  }
  return series;
}

/** The range's sign-ups with a complete profile by the profile rule, by type. */
async function completeSignUps(
  prisma: PrismaClient,
  from: string | null,
  to: string,
  state: string | null,
): Promise<{ LABOUR: number; EMPLOYER: number }> {
  const users = await prisma.user.findMany({
    where: {
      createdAt: {
        ...(from ? { gte: new Date(`${from}T00:00:00+05:30`) } : {}),
        lt: new Date(`${nextDay(to)}T00:00:00+05:30`),
      },
      ...(state ? { state } : {}),
    },
    select: PROFILE_SELECT,
  });
  const complete = { LABOUR: 0, EMPLOYER: 0 };
  for (const user of users) {
    if (profileCompletion(user.userType, completionValues(user)).isComplete) {
      complete[user.userType] += 1;
    }
  }
  return complete;
}

/** The figures the roll-ups hold (all but profile completion): one statement. */
export async function analyticsFigures(
  db: Db,
  range: AnalyticsRange,
  state: string | null,
  now: Date = new Date(),
): Promise<Row> {
  // Named: each connection plans each shape once.
  const { rows } = await db.query<Row>({
    name: `platform-analytics-${range}-${state ? "state" : "all"}`,
    text: statement(range, state !== null),
    values: [now, [...SERIES], [...COUNTED], ...(state ? [state] : [])],
  });
  const row = rows[0];
  if (!row) throw new Error("the analytics statement answered no row");
  return row;
}

/** The platform's figures for one range and optionally one state, as of `now`. */
export async function platformAnalytics(
  db: Db,
  prisma: PrismaClient,
  range: AnalyticsRange,
  state: string | null,
  now: Date = new Date(),
): Promise<PlatformAnalytics> {
  const row = await analyticsFigures(db, range, state, now);
  const count = (metric: Metric) => Number(row.counts?.[metric] ?? 0);
  const to = row.today;
  const from = row.from > to ? to : row.from;
  const complete = await completeSignUps(prisma, range === "ALL_TIME" ? null : from, to, state);
  const posted = count("jobs");
  const completed = count("completed");
  const paid = count("paid_yes");
  return {
    range,
    state,
    from,
    to,
    signUps: {
      workers: count("signup_labour"),
      employers: count("signup_employer"),
      workersComplete: complete.LABOUR,
      employersComplete: complete.EMPLOYER,
    },
    jobs: {
      posted,
      approved: count("jobs_approved"),
      flagged: count("jobs_flagged"),
      withApplications: count("jobs_applied"),
      filled: count("jobs_filled"),
      applications: count("job_applications"),
      applicationsPerJob: posted === 0 ? 0 : count("job_applications") / posted,
    },
    funnel: {
      applied: count("applications"),
      shortlisted: count("shortlisted"),
      accepted: count("accepted"),
      completed,
      paidAsPromised: paid,
      paidShare: completed === 0 ? 0 : paid / completed,
    },
    medianSecondsToFirstApplication: row.firstApplication,
    medianSecondsToFirstHire: row.firstHire,
    activeWorkers: row.activeWorkers,
    activeEmployers: row.activeEmployers,
    series: fillSeries(from, to, row.series),
    topTrades: row.trades.map(({ key, n }) => ({ trade: key, jobs: n })),
    topPlaces: row.places.map(({ key, n }) => ({ place: key, jobs: n })),
    emptySearches: row.emptySearches.map(({ key, n }) => {
      const [query = "", place = ""] = key.split("\u001f");
      return { query, place, searches: n };
    }),
  };
}
