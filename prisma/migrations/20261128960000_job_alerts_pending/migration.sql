-- Issue 17, the post's speed with job alerts on: the jobs' insert trigger (migration
-- 20261128900000_job_alerts_trigger) no longer adds the alert task itself. graphile_worker's
-- add_job cost the post its plpgsql and a NOTIFY at commit, which takes a lock every committing
-- NOTIFY waits for, so posts' commits queued behind each other (+21.5 % on its p95). Now the
-- trigger only records the job in job_alerts_pending, in the post's own INSERT statement, so the
-- row exists if and only if the post commits; each api instance takes pending rows every few
-- hundred ms (api/src/services/alerts/hand-off.ts) and, in one statement, deletes them and adds
-- their tasks (add_jobs: the task, queue and key jobAlertsJob describes). Handed over once,
-- whichever instance takes them (FOR UPDATE SKIP LOCKED), and never lost: a row stays until the
-- statement that adds its task commits.
CREATE TABLE "job_alerts_pending" (
    "job_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_alerts_pending_pkey" PRIMARY KEY ("job_id")
);

ALTER TABLE "job_alerts_pending" ADD CONSTRAINT "job_alerts_pending_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The trigger and its condition stay (the post's transaction set kaamsetu.job_alerts to 'on':
-- api/src/services/jobs/job-settings.ts newJobSettings; the job is listed at once); its function,
-- renamed with it, writes the row instead.
ALTER TRIGGER "jobs_alerts_task" ON "jobs" RENAME TO "jobs_alerts_pending";
ALTER FUNCTION "jobs_alerts_task"() RENAME TO "jobs_alerts_pending";

CREATE OR REPLACE FUNCTION "jobs_alerts_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_alerts_pending" ("job_id") VALUES (NEW."id");
  RETURN NULL;
END $$;

-- The SQL console's role reads it too, as every application table (migration
-- 20261127180600_console_grants), where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "job_alerts_pending" TO kaamsetu_console;
  END IF;
END $$;
