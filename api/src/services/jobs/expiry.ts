import { JOB_EXPIRY_SWEEP_INTERVAL_MS } from "../../constants.js";
import type { AppServices } from "../../context.js";
import { log } from "../../log.js";

// Jobs expire: a job is posted or renewed with an end (expires_at, the
// `job_expiry_days` setting from then: job-settings.ts), and a sweep on every instance turns
// the active jobs whose end has passed into EXPIRED, which leaves search (the public listing is
// active and approved only). The employer renews one from their list (manage.ts, renewJob).
// Jobs with no end (posted before expiry existed, or reactivated so) run until changed.

/** Expires, in one statement, every active job whose end is at or before `now`; how many. */
export async function expireJobs(
  services: Pick<AppServices, "prisma">,
  now: Date = new Date(),
): Promise<number> {
  return services.prisma.$executeRaw`
    UPDATE jobs SET status = 'expired', updated_at = ${now}
    WHERE status = 'active' AND expires_at <= ${now}`;
}

/**
 * Expires jobs every JOB_EXPIRY_SWEEP_INTERVAL_MS on this instance, and announces a sweep that
 * changed any (so the page cache forgets them); the answer stops it.
 */
export function startJobExpirySweeper(
  services: Pick<AppServices, "prisma" | "jobChanges">,
): () => void {
  const timer = setInterval(() => {
    expireJobs(services).then(
      (count) => {
        if (count === 0) return;
        services.jobChanges.announce();
        log.info("expired jobs", { count });
      },
      (cause: unknown) => log.warn("could not expire jobs", { cause: String(cause) }),
    );
  }, JOB_EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
