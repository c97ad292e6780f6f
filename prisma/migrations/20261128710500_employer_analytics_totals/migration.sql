-- Issue 18, speed at all time: what the employer analytics read for a range grows with its days,
-- no longer with its days times the statuses nor with the workers hired. Kept by the same
-- triggers as the roll-ups before them (migrations 20261127175000_employer_analytics_rollups and
-- 20261128700100_employer_hire_rollups), in the same writing transactions:
--
-- - employer_application_day_totals: per employer and India day of application, the applications
--   to their jobs that are not deleted, whatever their status: the series and a range's total
--   read one row a day instead of one a day and status. A status change leaves it as it was.
-- - employer_application_statuses: per employer and current status, the same applications
--   whatever the day: all time's breakdown by status in a few rows instead of every day-status.
-- - employer_hired_worker_counts: per employer, how many rows employer_hired_workers has (its
--   distinct workers hired all time): one row instead of counting thousands.
--
-- Same rules as the other roll-ups: a job deleted (status or row) takes its share out and one
-- undeleted puts it back; applications leaving with their worker or job take themselves out. A
-- new application is still counted at commit (the deferred constraint trigger), so applications
-- to one employer hold these rows, like the day's, only while committing.

CREATE TABLE "employer_application_day_totals" (
    "employer_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_application_day_totals_pkey" PRIMARY KEY ("employer_id", "day")
);

CREATE TABLE "employer_application_statuses" (
    "employer_id" INTEGER NOT NULL,
    "status" "application_status" NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_application_statuses_pkey" PRIMARY KEY ("employer_id", "status")
);

CREATE TABLE "employer_hired_worker_counts" (
    "employer_id" INTEGER NOT NULL,
    "workers" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_hired_worker_counts_pkey" PRIMARY KEY ("employer_id")
);

-- The roll-ups recounted (the backfill, and a bulk load without triggers catching up).
CREATE OR REPLACE FUNCTION "analytics_rebuild_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "employer_application_days";
  DELETE FROM "employer_applicant_state_days";
  DELETE FROM "employer_view_days";
  DELETE FROM "employer_hire_days";
  DELETE FROM "employer_hired_workers";
  DELETE FROM "employer_applicant_states";
  DELETE FROM "employer_application_day_totals";
  DELETE FROM "employer_application_statuses";
  DELETE FROM "employer_hired_worker_counts";
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
  INSERT INTO "employer_application_day_totals" ("employer_id", "day", "applications")
  SELECT "employer_id", "day", sum("applications")::int
  FROM "employer_application_days"
  GROUP BY 1, 2;
  INSERT INTO "employer_application_statuses" ("employer_id", "status", "applications")
  SELECT "employer_id", "status", sum("applications")::int
  FROM "employer_application_days"
  GROUP BY 1, 2;
  INSERT INTO "employer_hired_worker_counts" ("employer_id", "workers")
  SELECT "employer_id", count(*)::int
  FROM "employer_hired_workers"
  GROUP BY 1;
END $$;

-- Backfill, as the roll-ups before were.
SELECT "analytics_rebuild_rollups"();

-- One worker's hires added (delta > 0) or taken out (< 0) of both hires roll-ups; a row left at
-- 0 goes. Now also counts the employer's rows of employer_hired_workers: one more when a row is
-- made (its count is then the delta itself, as a row at 0 never stays), one less when one goes.
CREATE OR REPLACE FUNCTION "analytics_count_hires"(
  p_employer_id INTEGER, p_day DATE, p_labour_id INTEGER, p_delta INTEGER
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n INTEGER;
  rows_change INTEGER := 0;
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
    rows_change := -1;
  ELSIF n = p_delta THEN
    rows_change := 1;
  END IF;
  IF rows_change <> 0 THEN
    INSERT INTO "employer_hired_worker_counts" AS r ("employer_id", "workers")
    VALUES (p_employer_id, rows_change)
    ON CONFLICT ("employer_id") DO UPDATE SET "workers" = r."workers" + EXCLUDED."workers";
  END IF;
END $$;

-- One application counted (delta 1) or taken out (-1), if its job exists and is not deleted;
-- now in the day totals and the all-time statuses too. Same arguments as before, so the
-- triggers calling it stay.
CREATE OR REPLACE FUNCTION "analytics_count_application"(
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
  INSERT INTO "employer_application_day_totals" AS r ("employer_id", "day", "applications")
  VALUES (employer, d, p_delta)
  ON CONFLICT ("employer_id", "day")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  INSERT INTO "employer_application_statuses" AS r ("employer_id", "status", "applications")
  VALUES (employer, p_status, p_delta)
  ON CONFLICT ("employer_id", "status")
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

-- A job's whole share, counted in (1) or taken out (-1) of its employer's roll-ups; now with the
-- day totals and the all-time statuses.
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
  INSERT INTO "employer_application_day_totals" AS r ("employer_id", "day", "applications")
  SELECT p_employer_id, ("applied_at" AT TIME ZONE 'Asia/Kolkata')::date, p_sign * count(*)::int
  FROM "applications" WHERE "job_id" = p_job_id GROUP BY 2
  ON CONFLICT ("employer_id", "day")
  DO UPDATE SET "applications" = r."applications" + EXCLUDED."applications";
  INSERT INTO "employer_application_statuses" AS r ("employer_id", "status", "applications")
  SELECT p_employer_id, "status", p_sign * count(*)::int
  FROM "applications" WHERE "job_id" = p_job_id GROUP BY 2
  ON CONFLICT ("employer_id", "status")
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
    GRANT SELECT ON "employer_application_day_totals", "employer_application_statuses",
      "employer_hired_worker_counts" TO kaamsetu_console;
  END IF;
END $$;
