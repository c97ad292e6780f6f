-- Issue 18, speed: workers hired, the employer analytics' one distinct count, read from roll-ups
-- kept by the same triggers as the others (migration 20261127175000_employer_analytics_rollups)
-- instead of every hired application job by job:
--
-- - employer_hire_days: per employer, India day of application and worker, that worker's hired
--   applications (status accepted or completed, constants.ts HIRED_STATUSES) to the employer's
--   jobs that are not deleted. Workers hired in a range: the distinct workers of its days.
-- - employer_hired_workers: the same per employer and worker, whatever the day. Workers hired all
--   time: its rows, a plain count.
-- - employer_applicant_states: employer_applicant_state_days per employer and state, whatever the
--   day: all time's states in a few dozen rows instead of one per day and state.
--
-- The hires' rows exist only while their count is above 0 (a count falling to 0 deletes its
-- row), so readers count rows without a filter. Same rules as the other roll-ups: a status change into or out of
-- a hired status adds or takes one; a job deleted (status or row) takes its share out and one
-- undeleted puts it back; applications leaving with their worker or job take themselves out.

CREATE TABLE "employer_hire_days" (
    "employer_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "hires" INTEGER NOT NULL,
    CONSTRAINT "employer_hire_days_pkey" PRIMARY KEY ("employer_id", "day", "labour_id")
);

CREATE TABLE "employer_hired_workers" (
    "employer_id" INTEGER NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "hires" INTEGER NOT NULL,
    CONSTRAINT "employer_hired_workers_pkey" PRIMARY KEY ("employer_id", "labour_id")
);

CREATE TABLE "employer_applicant_states" (
    "employer_id" INTEGER NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_applicant_states_pkey" PRIMARY KEY ("employer_id", "state")
);

-- One worker's hires added (delta > 0) or taken out (< 0) of both roll-ups; a row left at 0 goes.
-- (A count can pass through 0 either way: an application inserted hired and moved out of it in
-- the same transaction takes its -1 at once and its +1 at commit, the deferred insert trigger.)
CREATE FUNCTION "analytics_count_hires"(
  p_employer_id INTEGER, p_day DATE, p_labour_id INTEGER, p_delta INTEGER
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n INTEGER;
BEGIN
  IF p_delta = 0 THEN RETURN; END IF;
  INSERT INTO "employer_hire_days" AS r ("employer_id", "day", "labour_id", "hires")
  VALUES (p_employer_id, p_day, p_labour_id, p_delta)
  ON CONFLICT ("employer_id", "day", "labour_id")
  DO UPDATE SET "hires" = r."hires" + EXCLUDED."hires"
  RETURNING "hires" INTO n;
  IF n = 0 THEN
    DELETE FROM "employer_hire_days"
    WHERE "employer_id" = p_employer_id AND "day" = p_day AND "labour_id" = p_labour_id;
  END IF;
  INSERT INTO "employer_hired_workers" AS r ("employer_id", "labour_id", "hires")
  VALUES (p_employer_id, p_labour_id, p_delta)
  ON CONFLICT ("employer_id", "labour_id")
  DO UPDATE SET "hires" = r."hires" + EXCLUDED."hires"
  RETURNING "hires" INTO n;
  IF n = 0 THEN
    DELETE FROM "employer_hired_workers"
    WHERE "employer_id" = p_employer_id AND "labour_id" = p_labour_id;
  END IF;
END $$;

-- The roll-ups recounted (the backfill, and a bulk load without triggers catching up).
CREATE OR REPLACE FUNCTION "analytics_rebuild_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "employer_application_days";
  DELETE FROM "employer_applicant_state_days";
  DELETE FROM "employer_view_days";
  DELETE FROM "employer_hire_days";
  DELETE FROM "employer_hired_workers";
  DELETE FROM "employer_applicant_states";
  INSERT INTO "employer_application_days" ("employer_id", "day", "status", "applications")
  SELECT j."employer_id", (a."applied_at" AT TIME ZONE 'Asia/Kolkata')::date, a."status", count(*)::int
  FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
  WHERE j."status" <> 'deleted'
  GROUP BY 1, 2, 3;
  INSERT INTO "employer_applicant_state_days" ("employer_id", "day", "state", "applications")
  SELECT j."employer_id", (a."applied_at" AT TIME ZONE 'Asia/Kolkata')::date, a."applicant_state", count(*)::int
  FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
  WHERE j."status" <> 'deleted' AND a."applicant_state" IS NOT NULL
  GROUP BY 1, 2, 3;
  INSERT INTO "employer_view_days" ("employer_id", "day", "views")
  SELECT j."employer_id", v."viewed_on", count(*)::int
  FROM "job_views" v JOIN "jobs" j ON j."id" = v."job_id"
  WHERE j."status" <> 'deleted'
  GROUP BY 1, 2;
  INSERT INTO "employer_hire_days" ("employer_id", "day", "labour_id", "hires")
  SELECT j."employer_id", (a."applied_at" AT TIME ZONE 'Asia/Kolkata')::date, a."labour_id", count(*)::int
  FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
  WHERE j."status" <> 'deleted' AND a."status" IN ('accepted', 'completed')
  GROUP BY 1, 2, 3;
  INSERT INTO "employer_hired_workers" ("employer_id", "labour_id", "hires")
  SELECT "employer_id", "labour_id", sum("hires")::int
  FROM "employer_hire_days"
  GROUP BY 1, 2;
  INSERT INTO "employer_applicant_states" ("employer_id", "state", "applications")
  SELECT "employer_id", "state", sum("applications")::int
  FROM "employer_applicant_state_days"
  GROUP BY 1, 2;
END $$;

-- Backfill, as the first roll-ups were.
SELECT "analytics_rebuild_rollups"();

-- One application counted (delta 1) or taken out (-1), if its job exists and is not deleted;
-- now with its worker, for the hires. Replaces the five-argument one.
DROP TRIGGER "applications_rollup_update" ON "applications";
DROP FUNCTION "analytics_count_application"(INTEGER, TIMESTAMPTZ, "application_status", TEXT, INTEGER);

CREATE FUNCTION "analytics_count_application"(
  p_job_id INTEGER, p_applied_at TIMESTAMPTZ, p_status "application_status", p_state TEXT,
  p_labour_id INTEGER, p_delta INTEGER
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  employer INTEGER;
  d DATE := (p_applied_at AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  IF p_job_id IS NULL THEN RETURN; END IF;
  SELECT "employer_id" INTO employer FROM "jobs" WHERE "id" = p_job_id AND "status" <> 'deleted';
  IF employer IS NULL THEN RETURN; END IF;
  INSERT INTO "employer_application_days" AS r ("employer_id", "day", "status", "applications")
  VALUES (employer, d, p_status, p_delta)
  ON CONFLICT ("employer_id", "day", "status")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  IF p_state IS NOT NULL THEN
    INSERT INTO "employer_applicant_state_days" AS r ("employer_id", "day", "state", "applications")
    VALUES (employer, d, p_state, p_delta)
    ON CONFLICT ("employer_id", "day", "state")
    DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
    INSERT INTO "employer_applicant_states" AS r ("employer_id", "state", "applications")
    VALUES (employer, p_state, p_delta)
    ON CONFLICT ("employer_id", "state")
    DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  END IF;
  IF p_status IN ('accepted', 'completed') THEN
    PERFORM "analytics_count_hires"(employer, d, p_labour_id, p_delta);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION "applications_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_count_application"(OLD."job_id", OLD."applied_at", OLD."status",
      OLD."applicant_state", OLD."labour_id", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_count_application"(NEW."job_id", NEW."applied_at", NEW."status",
      NEW."applicant_state", NEW."labour_id", 1);
  END IF;
  RETURN NULL;
END $$;

-- As before, and a change of worker too (none of ours does it; the roll-up stays right if one did).
CREATE TRIGGER "applications_rollup_update" AFTER UPDATE ON "applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."job_id" IS DISTINCT FROM NEW."job_id"
  OR OLD."applied_at" IS DISTINCT FROM NEW."applied_at"
  OR OLD."applicant_state" IS DISTINCT FROM NEW."applicant_state"
  OR OLD."labour_id" IS DISTINCT FROM NEW."labour_id")
EXECUTE FUNCTION "applications_rollup"();

-- A job's whole share, counted in (1) or taken out (-1) of its employer's roll-ups; now with its
-- hires.
CREATE OR REPLACE FUNCTION "analytics_count_job"(p_job_id INTEGER, p_employer_id INTEGER, p_sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h RECORD;
BEGIN
  INSERT INTO "employer_application_days" AS r ("employer_id", "day", "status", "applications")
  SELECT p_employer_id, ("applied_at" AT TIME ZONE 'Asia/Kolkata')::date, "status", p_sign * count(*)::int
  FROM "applications" WHERE "job_id" = p_job_id GROUP BY 2, 3
  ON CONFLICT ("employer_id", "day", "status")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  INSERT INTO "employer_applicant_state_days" AS r ("employer_id", "day", "state", "applications")
  SELECT p_employer_id, ("applied_at" AT TIME ZONE 'Asia/Kolkata')::date, "applicant_state", p_sign * count(*)::int
  FROM "applications" WHERE "job_id" = p_job_id AND "applicant_state" IS NOT NULL GROUP BY 2, 3
  ON CONFLICT ("employer_id", "day", "state")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  INSERT INTO "employer_applicant_states" AS r ("employer_id", "state", "applications")
  SELECT p_employer_id, "applicant_state", p_sign * count(*)::int
  FROM "applications" WHERE "job_id" = p_job_id AND "applicant_state" IS NOT NULL GROUP BY 2
  ON CONFLICT ("employer_id", "state")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  INSERT INTO "employer_view_days" AS r ("employer_id", "day", "views")
  SELECT p_employer_id, "viewed_on", p_sign * count(*)::int
  FROM "job_views" WHERE "job_id" = p_job_id GROUP BY 2
  ON CONFLICT ("employer_id", "day") DO UPDATE SET "views" = r."views" + EXCLUDED."views";
  -- The job's hires, a worker and day at a time (a job has one application per worker).
  FOR h IN
    SELECT ("applied_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, "labour_id", count(*)::int AS n
    FROM "applications"
    WHERE "job_id" = p_job_id AND "status" IN ('accepted', 'completed')
    GROUP BY 1, 2
  LOOP
    PERFORM "analytics_count_hires"(p_employer_id, h.day, h."labour_id", p_sign * h.n);
  END LOOP;
END $$;

-- The SQL console's role reads them too, as every application table (migration
-- 20261127180600_console_grants), where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "employer_hire_days", "employer_hired_workers", "employer_applicant_states"
      TO kaamsetu_console;
  END IF;
END $$;
