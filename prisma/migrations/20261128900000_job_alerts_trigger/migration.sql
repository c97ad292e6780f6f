-- Issue 17, the post's speed with job alerts on: a new job's alert task is added by a trigger on
-- the jobs' insert, in the insert's own statement, instead of a statement of its own after it
-- (graphile_worker.add_job: a round trip more in the employer's post, +32 % on its p95).
--
-- The trigger adds the task only when the transaction asked for it: the setting
-- kaamsetu.job_alerts (api/src/constants.ts JOB_ALERTS_SETTING_SQL) is 'on', set transaction-
-- locally by the statement that reads the new job's settings in the same transaction
-- (api/src/services/jobs/job-settings.ts newJobSettings, when JOB_ALERTS is on). Any other insert
-- (seeds, tests' fixtures, the SQL console) adds nothing. And only for a job listed at once
-- (active and approved): one held for review gets its task when an admin approves it.
--
-- The task is the one api/src/services/alerts/fan-out.ts jobAlertsJob describes (task
-- 'job-alerts', queue 'job-alerts', key 'job-alerts:<job id>'); its tests check they agree. It
-- is added as the queue's add_job does it in the caller's transaction: it exists if and only if
-- the post commits. The graphile_worker schema is installed after the migrations (api/src/db/
-- migrate.ts); the function is looked up when the trigger runs.

CREATE FUNCTION "jobs_alerts_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job(
    'job-alerts',
    json_build_object('jobId', NEW."id"),
    queue_name => 'job-alerts',
    job_key => 'job-alerts:' || NEW."id"
  );
  RETURN NULL;
END $$;

CREATE TRIGGER "jobs_alerts_task" AFTER INSERT ON "jobs"
FOR EACH ROW WHEN (
  NEW."status" = 'active' AND NEW."moderation_status" = 'approved'
  AND current_setting('kaamsetu.job_alerts', true) = 'on'
)
EXECUTE FUNCTION "jobs_alerts_task"();
