import type pg from "pg";
import { JOB_ALERTS_HAND_OFF_INTERVAL_MS } from "../../constants.js";
import { log } from "../../log.js";
import { JOB_ALERTS_KEY_PREFIX, JOB_ALERTS_QUEUE, JOB_ALERTS_TASK } from "./fan-out.js";

// A posted job's alert task reaches the queue in two steps (migration
// 20261128960000_job_alerts_pending):
// - the post: the jobs' insert trigger writes the job into job_alerts_pending, in the post's own
//   INSERT statement, so the row exists if and only if the post commits. Not graphile-worker's
//   add_job there: its plpgsql, and the NOTIFY it sends at commit, which takes a lock every
//   committing NOTIFY waits for, would slow the post (bench/RESULTS.md);
// - the hand-off, here, on every instance every JOB_ALERTS_HAND_OFF_INTERVAL_MS: one statement
//   takes pending rows (FOR UPDATE SKIP LOCKED: two instances take different rows), deletes them
//   and adds their tasks with graphile-worker's add_jobs (the task, queue and key jobAlertsJob
//   describes: one task per job however often it is added). The rows go if and only if their
//   tasks are added: a crash leaves them pending for the next look, and no row is handed over
//   twice. From there the queue does what it did: the runner hears of the tasks at the
//   statement's commit, and retries a fan-out that fails.

/** Pending jobs handed over per statement; a full batch is followed by the next at once. */
export const HAND_OFF_BATCH = 500;

/**
 * Hands up to `limit` pending jobs' alert tasks to the queue, in one statement (one transaction);
 * how many. No task is added (and no NOTIFY sent) when none is pending.
 */
export async function handOffJobAlerts(
  db: pg.Pool | pg.ClientBase,
  limit: number = HAND_OFF_BATCH,
): Promise<number> {
  const { rows } = await db.query<{ handed: number }>(
    `WITH taken AS (
       DELETE FROM job_alerts_pending WHERE job_id = ANY(ARRAY(
         SELECT job_id FROM job_alerts_pending ORDER BY job_id LIMIT $1 FOR UPDATE SKIP LOCKED))
       RETURNING job_id
     ), specs AS (
       SELECT array_agg(($2::text, json_build_object('jobId', job_id), $3::text, NULL, NULL,
         $4::text || job_id, NULL, NULL)::graphile_worker.job_spec ORDER BY job_id) AS specs
       FROM taken
     )
     SELECT coalesce(cardinality(specs), 0) AS handed,
       CASE WHEN specs IS NOT NULL THEN (SELECT count(*) FROM graphile_worker.add_jobs(specs)) END
     FROM specs`,
    [limit, JOB_ALERTS_TASK, JOB_ALERTS_QUEUE, JOB_ALERTS_KEY_PREFIX],
  );
  return rows[0]?.handed ?? 0;
}

/**
 * The server's hand-off (main.ts): handOffJobAlerts every JOB_ALERTS_HAND_OFF_INTERVAL_MS, and
 * at once again after a full batch. A failure (the database away a moment) is logged and the
 * next look tries again; what was pending stays pending. The returned stop ends it after the
 * statement under way.
 */
export function startJobAlertsHandOff(
  pool: pg.Pool,
  { intervalMs = JOB_ALERTS_HAND_OFF_INTERVAL_MS, batch = HAND_OFF_BATCH } = {},
): () => Promise<void> {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    timer = null;
    running = (async () => {
      let handed = batch;
      while (handed === batch && !stopping) handed = await handOffJobAlerts(pool, batch);
    })()
      .catch((cause: unknown) => {
        log.warn("could not hand job alerts to the queue; trying again", {
          cause: String(cause),
        });
      })
      .finally(() => {
        if (stopping) return;
        timer = setTimeout(look, intervalMs);
        timer.unref();
      });
  };
  look();
  return async () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
