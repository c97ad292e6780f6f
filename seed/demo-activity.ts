import { SUGGESTED_ROLES, VISITOR_DAY_TIME_ZONE } from "../api/src/constants.js";
import type { WorkerSeed } from "./builders.js";
import type { Row } from "./insert.js";
import { closedAt, isOpen, type JobSeed } from "./jobs.js";
import { WEIGHTED_CITIES } from "./places.js";
import type { Random } from "./random.js";
import { TRADES } from "./trades.js";

// Browsing around applications: saved jobs, job views and the searches behind popular searches.

export interface ViewPlan {
  job: JobSeed;
  viewer: WorkerSeed | null;
  viewedAt: Date;
  visitorKey: string;
}

/** The calendar day in India, as job_views.viewed_on counts it. */
const indianDay = (at: Date) => at.toLocaleDateString("en-CA", { timeZone: VISITOR_DAY_TIME_ZONE });

/**
 * Views of each job, busier for open jobs in big cities; sets the jobs' view_count. A worker
 * who looks at the same job twice on one day counts once, as the app counts it.
 */
export function planJobViews(
  rng: Random,
  jobs: readonly JobSeed[],
  workers: readonly WorkerSeed[],
  now: Date,
): ViewPlan[] {
  const views: ViewPlan[] = [];
  for (const job of jobs) {
    const until = closedAt(job, now);
    if (!until) continue;
    const reach = job.city === null ? 2 : job.city.tier === 1 ? 3 : job.city.tier === 2 ? 1.5 : 1;
    const count = Math.floor(rng.next() ** 2 * 12 * reach) + (isOpen(job) ? 1 : 0);
    const seen = new Set<string>();
    for (let i = 0; i < count; i++) {
      const viewer = rng.chance(0.5) ? rng.pick(workers) : null;
      const viewedAt = rng.between(job.createdAt, until);
      const visitorKey = viewer ? `seed:user:${viewer.id}` : `seed:visitor:${views.length}`;
      const visit = `${visitorKey}|${indianDay(viewedAt)}`;
      if (seen.has(visit)) continue;
      seen.add(visit);
      views.push({ job, viewer, viewedAt, visitorKey });
    }
    job.row.view_count = seen.size;
  }
  return views;
}

export function planSavedJobs(
  rng: Random,
  jobs: readonly JobSeed[],
  workers: readonly WorkerSeed[],
  now: Date,
): Row[] {
  const open = jobs.filter(isOpen);
  const rows: Row[] = [];
  workers.forEach((worker, i) => {
    const trade = open.filter((job) => job.trade === worker.trade);
    const nearby = trade.filter((job) => job.state === worker.city.state);
    const count =
      i === 0
        ? 4
        : rng.weighted([
            [0, 4],
            [1, 3],
            [2, 2],
            [4, 1],
          ] as const);
    const candidates = nearby.length >= count ? nearby : trade.length >= count ? trade : open;
    for (const job of rng.sample(candidates, count)) {
      const from = new Date(Math.max(job.createdAt.getTime(), worker.createdAt.getTime()));
      rows.push({ labour_id: worker.id, job_id: job.id, saved_at: rng.between(from, now) });
    }
  });
  return rows;
}

/** Searches of the last 30 days, suggested roles and big cities most often. */
export function planSearchLogs(
  rng: Random,
  jobs: readonly JobSeed[],
  workers: readonly WorkerSeed[],
  now: Date,
): Row[] {
  const suggested = SUGGESTED_ROLES as readonly string[];
  const role = rng.picker(
    TRADES.map((trade) => [trade.role, suggested.includes(trade.role) ? 8 : 3]),
  );
  const city = rng.picker(WEIGHTED_CITIES);
  const open = jobs.filter(isOpen);
  const rows: Row[] = [];
  for (let i = 0; i < 450; i++) {
    const roll = rng.next();
    const query = roll < 0.85 ? role() : null;
    const place = roll >= 0.55 ? city() : null;
    const results = open.filter(
      (job) =>
        (query === null || job.trade.role === query) &&
        (place === null || job.city === place || (job.city === null && job.state === place.state)),
    ).length;
    rows.push({
      query,
      location: place?.name ?? null,
      user_id: rng.chance(0.4) ? rng.pick(workers).id : null,
      result_count: results,
      created_at: rng.daysAgo(now, 0, 30),
    });
  }
  return rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
}
