import { isAdmin, userIdOf } from "../../auth/policy/roles.js";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import type { Context } from "../../context.js";
import { VISITOR_DAY_SQL, visitorKey } from "./visitor.js";

// Job views for the employer's dashboard: one per visitor (visitor.ts: the signed-in user, else
// the client's address, whatever its User-Agent) per job per day (India's day), not one per page
// load. The job's employer and admins looking at it do not count, and only listed jobs are
// counted.

/** Counts the view; true when it was the visitor's first of the day for this job. */
export async function recordJobView(ctx: Context, jobId: number): Promise<boolean> {
  if (isAdmin(ctx.viewer)) return false;
  const key = visitorKey(ctx, "job-view");
  const viewerId = userIdOf(ctx.viewer);
  const result = await ctx.pool.query(
    `WITH job AS (
       SELECT j.id FROM jobs j
       WHERE j.id = $1 AND ${PUBLIC_JOB_SQL} AND j.employer_id IS DISTINCT FROM $2::int
     ), seen AS (
       INSERT INTO job_views (job_id, viewer_id, visitor_key, viewed_on)
       SELECT id, $2::int, $3, ${VISITOR_DAY_SQL} FROM job
       ON CONFLICT (job_id, visitor_key, viewed_on) DO NOTHING
       RETURNING job_id
     )
     UPDATE jobs SET view_count = view_count + 1 FROM seen WHERE jobs.id = seen.job_id`,
    [jobId, viewerId, key],
  );
  return (result.rowCount ?? 0) > 0;
}
