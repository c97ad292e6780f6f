import path from "node:path";
import { createRateLimiter } from "./auth/rate-limit.js";
import { countingRefusals } from "./auth/rate-limit-refusals.js";
import { liveSessionIds } from "./auth/session.js";
import { createSmsProvider } from "./auth/sms.js";
import type { AppServices } from "./context.js";
import { createMetrics } from "./metrics.js";
import { createQueue } from "./queue/queue.js";
import { BROADCAST_TASK, broadcastTask } from "./services/admin/broadcasts.js";
import { JOB_ALERTS_TASK, jobAlertsTask } from "./services/alerts/fan-out.js";
import { createLocalStorage } from "./services/files/storage.js";
import { createJobChanges } from "./services/jobs/job-changes.js";
import { createSearchLog } from "./services/jobs/search-log.js";
import { createLiveNotifications } from "./services/notifications/live.js";
import { createTranslator } from "./services/translation/translator.js";

// The process's services: the database handles and secret main.ts opened, plus the SMS provider
// and the rate limiter their configuration selects. Tests may swap in their own (real) ones.

export function createServices(
  base: Pick<AppServices, "config" | "pool" | "prisma" | "secretKey">,
  overrides: Partial<
    Pick<
      AppServices,
      | "sms"
      | "translator"
      | "rateLimiter"
      | "storage"
      | "live"
      | "searchLog"
      | "jobChanges"
      | "queue"
    >
  > = {},
): AppServices {
  // Its own registry per app: tests build several in one process.
  const metrics = createMetrics(base.pool);
  return {
    ...base,
    metrics,
    sms: overrides.sms ?? createSmsProvider(base.config.sms, metrics),
    translator:
      overrides.translator !== undefined
        ? overrides.translator
        : createTranslator(base.config.translation),
    // Refusals are counted in memory for the admin's system section (rate-limit-refusals.ts).
    rateLimiter: countingRefusals(
      overrides.rateLimiter ?? createRateLimiter(base.config.redisUrl, base.pool),
    ),
    // Its own connection to the pool's database; it listens from first use (main.ts: at start).
    // Streams end with their sessions.
    live:
      overrides.live ??
      createLiveNotifications(base.pool.options, {
        liveSessions: (sessionIds) => liveSessionIds(base, sessionIds),
      }),
    storage: overrides.storage ?? createLocalStorage(path.join(base.config.dataDir, "uploads")),
    // Flushed by main.ts on shutdown, before the database closes.
    searchLog: overrides.searchLog ?? createSearchLog(base.pool),
    jobChanges: overrides.jobChanges ?? createJobChanges(),
    // Not started here: main.ts starts it (tests start it when they want tasks run).
    queue:
      overrides.queue ??
      createQueue(
        base.pool.options,
        { [JOB_ALERTS_TASK]: jobAlertsTask(base), [BROADCAST_TASK]: broadcastTask(base) },
        { concurrency: base.config.queueConcurrency },
      ),
  };
}
