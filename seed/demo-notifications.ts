import type { EmployerSeed, WorkerSeed } from "./builders.js";
import type { Row } from "./insert.js";
import { isOpen, type JobSeed } from "./jobs.js";
import type { Random } from "./random.js";

// Job-match notifications: open jobs of a worker's trade in their state. (The notifications that
// applying and status changes cause are the services' own, written as the demo replays them.)
// Older ones are mostly read.

const DAY = 86_400_000;
const HOUR = 3_600_000;

function employerName(employer: EmployerSeed): string {
  return employer.company ?? `${employer.user.first_name} ${employer.user.last_name}`;
}

export function planJobMatches(
  rng: Random,
  jobs: readonly JobSeed[],
  workers: readonly WorkerSeed[],
  now: Date,
): (Row & { worker: WorkerSeed; job: JobSeed })[] {
  const rows: (Row & { worker: WorkerSeed; job: JobSeed })[] = [];
  const open = jobs.filter(isOpen);
  workers.forEach((worker, i) => {
    if (i > 0 && rng.chance(0.4)) return;
    const matches = open.filter(
      (job) => job.trade === worker.trade && job.state === worker.city.state,
    );
    for (const job of rng.sample(matches, rng.int(1, 3))) {
      const place = job.city?.name ?? job.state.name;
      const at = rng.between(job.createdAt, now);
      const read = rng.chance(now.getTime() - at.getTime() > 7 * DAY ? 0.85 : 0.3);
      const readAt = new Date(Math.min(now.getTime(), at.getTime() + rng.int(1, 48) * HOUR));
      rows.push({
        worker,
        job,
        title: `New ${worker.trade.label} job in ${place}`,
        message: `${job.row.title} by ${employerName(job.employer)} matches your skills. Apply before it fills up.`,
        is_read: read,
        read_at: read ? readAt : null,
        created_at: at,
      });
    }
  });
  return rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
}
