import { createHmac } from "node:crypto";
import { VIEW_DAY_TIME_ZONE } from "../../constants.js";
import type { Context } from "../../context.js";
import { PUBLIC_JOB_SQL } from "./search.js";

// Job views for the employer's dashboard: one per visitor per job per day (India's day), not
// one per page load. A visitor is the signed-in user, else the client's address with its
// browser; only a keyed hash of either is stored. The job's employer and admins looking at it
// do not count, and only listed jobs are counted.

function visitorKey(ctx: Context): string | null {
  const viewer = ctx.viewer;
  if (viewer?.kind === "admin") return null;
  const who =
    viewer?.kind === "user"
      ? `user:${viewer.id}`
      : `visitor:${ctx.clientAddress ?? "unknown"}|${ctx.request.headers.get("user-agent") ?? ""}`;
  return createHmac("sha256", ctx.secretKey).update(`job-view:${who}`).digest("hex");
}

/** Counts the view; true when it was the visitor's first of the day for this job. */
export async function recordJobView(ctx: Context, jobId: number): Promise<boolean> {
  const key = visitorKey(ctx);
  if (key === null) return false;
  const viewerId = ctx.viewer?.kind === "user" ? ctx.viewer.id : null;
  const result = await ctx.pool.query(
    `WITH job AS (
       SELECT j.id FROM jobs j
       WHERE j.id = $1 AND ${PUBLIC_JOB_SQL} AND j.employer_id IS DISTINCT FROM $2::int
     ), seen AS (
       INSERT INTO job_views (job_id, viewer_id, visitor_key, viewed_on)
       SELECT id, $2::int, $3, (now() AT TIME ZONE '${VIEW_DAY_TIME_ZONE}')::date FROM job
       ON CONFLICT (job_id, visitor_key, viewed_on) DO NOTHING
       RETURNING job_id
     )
     UPDATE jobs SET view_count = view_count + 1 FROM seen WHERE jobs.id = seen.job_id`,
    [jobId, viewerId, key],
  );
  return (result.rowCount ?? 0) > 0;
}
