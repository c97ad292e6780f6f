-- Issue 18, speed: the employer's analytics read daily roll-ups instead of every application
-- (services/analytics/employer-analytics.ts). Kept by triggers in the writing transaction, so
-- they are never behind what the applications, views and jobs say:
--
-- - employer_application_days: per employer, India day of application and current status, the
--   applications to their jobs that are not deleted. A status change moves one from a status to
--   another on the same day.
-- - employer_applicant_state_days: per employer, India day and the applicant's state when they
--   applied (applications.applicant_state, filled from the worker's account as they apply), the
--   same applications; applicants without a state are left out.
-- - employer_view_days: per employer and day, the views of their jobs that are not deleted.
--
-- A job deleted (its status, or the row) takes its applications and views out of the roll-ups at
-- that moment; later changes to them are not counted. Applications and views that go with their
-- job or their worker (ON DELETE CASCADE) take themselves out. Workers hired, a distinct count,
-- cannot be rolled up: it reads the hired applications alone through a partial index.
--
-- Concurrency: applications to one employer on one day update the same roll-up row; they are
-- counted at commit (a deferred trigger), so each holds that row's lock only while committing.

ALTER TABLE "applications" ADD COLUMN "applicant_state" VARCHAR(100);
UPDATE "applications" a SET "applicant_state" = u."state"
FROM "users" u WHERE u."id" = a."labour_id" AND u."state" IS NOT NULL;

CREATE TABLE "employer_application_days" (
    "employer_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "status" "application_status" NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_application_days_pkey" PRIMARY KEY ("employer_id", "day", "status")
);

CREATE TABLE "employer_applicant_state_days" (
    "employer_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_applicant_state_days_pkey" PRIMARY KEY ("employer_id", "day", "state")
);

CREATE TABLE "employer_view_days" (
    "employer_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "employer_view_days_pkey" PRIMARY KEY ("employer_id", "day")
);

-- Workers hired in a range: the hired applications alone, job by job (the statuses are
-- constants.ts HIRED_STATUSES; the statement's predicate must say the same for the planner).
CREATE INDEX "applications_hired_idx" ON "applications"("job_id", "applied_at") INCLUDE ("labour_id")
WHERE "status" IN ('accepted', 'completed');

-- The roll-ups recounted from the applications, views and jobs: the backfill here, and a bulk
-- load that ran without triggers (the analytics bench) catching up.
CREATE FUNCTION "analytics_rebuild_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "employer_application_days";
  DELETE FROM "employer_applicant_state_days";
  DELETE FROM "employer_view_days";
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
END $$;

-- Backfill, before the triggers exist.
SELECT "analytics_rebuild_rollups"();

-- One application counted (delta 1) or taken out (-1), if its job exists and is not deleted.
CREATE FUNCTION "analytics_count_application"(
  p_job_id INTEGER, p_applied_at TIMESTAMPTZ, p_status "application_status", p_state TEXT, p_delta INTEGER
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
  END IF;
END $$;

-- The worker's state as they apply (kept when they move later).
CREATE FUNCTION "applications_applicant_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."applicant_state" IS NULL THEN
    SELECT "state" INTO NEW."applicant_state" FROM "users" WHERE "id" = NEW."labour_id";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "applications_applicant_state" BEFORE INSERT ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_applicant_state"();

CREATE FUNCTION "applications_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_count_application"(OLD."job_id", OLD."applied_at", OLD."status", OLD."applicant_state", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_count_application"(NEW."job_id", NEW."applied_at", NEW."status", NEW."applicant_state", 1);
  END IF;
  RETURN NULL;
END $$;

-- Counted as the applying transaction commits (a deferred constraint trigger), so applications to
-- one employer on one day do not queue for the roll-up row while the rest of each apply runs
-- (the employer's notification, ...): the row is held only from the commit's trigger to its end.
-- Counting at commit also sees a job deleted meanwhile by another transaction, which then never
-- counted this application either. Deltas add up in any order, so a status moved in the same
-- transaction (counted at once, below) comes out right.
CREATE CONSTRAINT TRIGGER "applications_rollup_insert" AFTER INSERT ON "applications"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "applications_rollup"();
CREATE TRIGGER "applications_rollup_update" AFTER UPDATE ON "applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."job_id" IS DISTINCT FROM NEW."job_id"
  OR OLD."applied_at" IS DISTINCT FROM NEW."applied_at"
  OR OLD."applicant_state" IS DISTINCT FROM NEW."applicant_state")
EXECUTE FUNCTION "applications_rollup"();
CREATE TRIGGER "applications_rollup_delete" AFTER DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_rollup"();

CREATE FUNCTION "job_views_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  employer INTEGER;
  v RECORD;
  delta INTEGER;
BEGIN
  IF TG_OP = 'INSERT' THEN v := NEW; delta := 1; ELSE v := OLD; delta := -1; END IF;
  SELECT "employer_id" INTO employer FROM "jobs" WHERE "id" = v."job_id" AND "status" <> 'deleted';
  IF employer IS NOT NULL THEN
    INSERT INTO "employer_view_days" AS r ("employer_id", "day", "views")
    VALUES (employer, v."viewed_on", delta)
    ON CONFLICT ("employer_id", "day") DO UPDATE SET "views" = r."views" + EXCLUDED."views";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "job_views_rollup" AFTER INSERT OR DELETE ON "job_views"
FOR EACH ROW EXECUTE FUNCTION "job_views_rollup"();

-- A job's whole share, counted in (1) or taken out (-1) of its employer's roll-ups.
CREATE FUNCTION "analytics_count_job"(p_job_id INTEGER, p_employer_id INTEGER, p_sign INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO "employer_view_days" AS r ("employer_id", "day", "views")
  SELECT p_employer_id, "viewed_on", p_sign * count(*)::int
  FROM "job_views" WHERE "job_id" = p_job_id GROUP BY 2
  ON CONFLICT ("employer_id", "day") DO UPDATE SET "views" = r."views" + EXCLUDED."views";
END $$;

CREATE FUNCTION "jobs_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes: its applications and views, deleted with it, then find no job.
    IF OLD."status" <> 'deleted' THEN
      PERFORM "analytics_count_job"(OLD."id", OLD."employer_id", -1);
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" <> 'deleted' AND NEW."status" = 'deleted' THEN
    PERFORM "analytics_count_job"(OLD."id", OLD."employer_id", -1);
  ELSIF OLD."status" = 'deleted' AND NEW."status" <> 'deleted' THEN
    PERFORM "analytics_count_job"(NEW."id", NEW."employer_id", 1);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "jobs_rollup_update" AFTER UPDATE OF "status" ON "jobs"
FOR EACH ROW WHEN ((OLD."status" = 'deleted') IS DISTINCT FROM (NEW."status" = 'deleted'))
EXECUTE FUNCTION "jobs_rollup"();
CREATE TRIGGER "jobs_rollup_delete" BEFORE DELETE ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_rollup"();

-- The SQL console's role reads them too (migration 20261126170000_sql_console), where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "employer_application_days", "employer_applicant_state_days", "employer_view_days"
      TO kaamsetu_console;
    GRANT SELECT ("applicant_state") ON "applications" TO kaamsetu_console;
  END IF;
END $$;
