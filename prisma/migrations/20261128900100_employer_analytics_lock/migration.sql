-- One employer's roll-ups change one transaction at a time.
--
-- A status move counts the application out of its old status and into its new one, locking the
-- employer's roll-up rows of both (employer_application_statuses, employer_application_days). Two
-- transactions moving that employer's applications in opposite directions (pending → shortlisted
-- and shortlisted → pending) locked them in opposite orders, and PostgreSQL broke the pair as a
-- deadlock: the loser's request answered 503. Now every change to an employer's roll-ups first
-- takes a transaction-scoped advisory lock on the employer, so such transactions take turns. Nothing
-- waits longer than before: each of these transactions already held the employer's day-total and
-- status rows until its end.

CREATE FUNCTION "analytics_lock_employers"(p_job_ids INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In employer order, should a row ever move between two employers' jobs.
  PERFORM pg_advisory_xact_lock(hashtext('employer-analytics'), e."employer_id")
  FROM (SELECT DISTINCT "employer_id" FROM "jobs" WHERE "id" = ANY(p_job_ids) ORDER BY 1) e;
END $$;

CREATE OR REPLACE FUNCTION "applications_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on INSERT and NEW on DELETE.
  PERFORM "analytics_lock_employers"(ARRAY[OLD."job_id", NEW."job_id"]);
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

CREATE OR REPLACE FUNCTION "jobs_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('employer-analytics'), OLD."employer_id");
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
