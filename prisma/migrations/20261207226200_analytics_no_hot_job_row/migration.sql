-- Applications to one job no longer wait on each other for the analytics. The trigger of
-- 20261207220000_platform_analytics updated the job's row in platform_analytics_jobs on every
-- application (its count), so every applying transaction held that row until it committed and
-- the next application to a popular job waited (api/test/fault.test.ts found them queued there).
-- Now an application appends its job_applications delta at the job's day and state, as every
-- other count is kept, and touches the job's row only when it moves a first time (the first
-- application, the first hire). The row's `applications` column is written by the recount
-- (platform_analytics_rebuild) alone; when a job's day or state moves, or its row goes, its
-- applications are counted from the applications themselves.

CREATE OR REPLACE FUNCTION "platform_analytics_application"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  job "platform_analytics_jobs";
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  PERFORM "platform_analytics_move"(
    CASE WHEN TG_OP <> 'INSERT' THEN "platform_analytics_india_day"(OLD."applied_at") END,
    CASE WHEN TG_OP <> 'INSERT' THEN coalesce(OLD."applicant_state", '') END,
    CASE WHEN TG_OP <> 'INSERT' THEN "platform_analytics_application_metrics"(OLD."status")
      ELSE '{}' END,
    CASE WHEN TG_OP <> 'DELETE' THEN "platform_analytics_india_day"(NEW."applied_at") END,
    CASE WHEN TG_OP <> 'DELETE' THEN coalesce(NEW."applicant_state", '') END,
    CASE WHEN TG_OP <> 'DELETE' THEN "platform_analytics_application_metrics"(NEW."status")
      ELSE '{}' END,
    '', '');
  IF TG_OP = 'INSERT' AND NEW."job_id" IS NOT NULL THEN
    SELECT * INTO job FROM "platform_analytics_jobs" WHERE "job_id" = NEW."job_id";
    IF job."job_id" IS NULL THEN RETURN NULL; END IF;
    PERFORM "platform_analytics_add"(job."day", job."state", ARRAY['job_applications'], '', 1);
    IF job."first_applied_at" IS NULL OR job."first_applied_at" > NEW."applied_at"
       OR (NEW."status" IN ('accepted', 'completed')
           AND (job."first_hired_at" IS NULL OR job."first_hired_at" > NEW."status_changed_at"))
    THEN
      UPDATE "platform_analytics_jobs"
      SET "first_applied_at" = least("first_applied_at", NEW."applied_at"),
          "first_hired_at" = CASE WHEN NEW."status" IN ('accepted', 'completed')
            THEN least("first_hired_at", NEW."status_changed_at") ELSE "first_hired_at" END
      WHERE "job_id" = NEW."job_id";
    END IF;
  ELSIF TG_OP = 'UPDATE' AND NEW."job_id" IS NOT NULL
        AND NEW."status" IN ('accepted', 'completed')
        AND OLD."status" NOT IN ('accepted', 'completed') THEN
    UPDATE "platform_analytics_jobs"
    SET "first_hired_at" = least("first_hired_at", NEW."status_changed_at")
    WHERE "job_id" = NEW."job_id"
      AND "first_hired_at" IS DISTINCT FROM least("first_hired_at", NEW."status_changed_at");
  ELSIF TG_OP = 'DELETE' AND OLD."job_id" IS NOT NULL THEN
    SELECT * INTO job FROM "platform_analytics_jobs" WHERE "job_id" = OLD."job_id";
    IF job."job_id" IS NULL THEN RETURN NULL; END IF;
    PERFORM "platform_analytics_add"(job."day", job."state", ARRAY['job_applications'], '', -1);
    -- Rare (an account removed outright): the first times recounted from what is left, a hire's
    -- time as its last status change.
    UPDATE "platform_analytics_jobs" j
    SET "first_applied_at" = (SELECT min(a."applied_at") FROM "applications" a
                              WHERE a."job_id" = OLD."job_id"),
        "first_hired_at" = (SELECT min(a."status_changed_at") FROM "applications" a
                            WHERE a."job_id" = OLD."job_id"
                              AND a."status" IN ('accepted', 'completed'))
    WHERE j."job_id" = OLD."job_id";
  END IF;
  RETURN NULL;
END $$;

-- A job's row: its contribution to the day counts. Its applications are counted from the
-- applications when the row appears, goes or moves to another day or state; otherwise the
-- applications trigger keeps job_applications itself.
CREATE OR REPLACE FUNCTION "platform_analytics_job_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "platform_analytics_jobs" := CASE WHEN TG_OP <> 'INSERT' THEN OLD END;
  n "platform_analytics_jobs" := CASE WHEN TG_OP <> 'DELETE' THEN NEW END;
  applied integer;
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  PERFORM "platform_analytics_move"(o."day", o."state",
    CASE WHEN o."job_id" IS NULL THEN '{}' ELSE "platform_analytics_job_metrics"(o) END,
    n."day", n."state",
    CASE WHEN n."job_id" IS NULL THEN '{}' ELSE "platform_analytics_job_metrics"(n) END, '', '');
  PERFORM "platform_analytics_move"(o."day", o."state",
    CASE WHEN o."job_id" IS NULL THEN '{}' ELSE ARRAY['place'] END,
    n."day", n."state",
    CASE WHEN n."job_id" IS NULL THEN '{}' ELSE ARRAY['place'] END,
    coalesce(o."city", ''), coalesce(n."city", ''));
  IF o."day" IS DISTINCT FROM n."day" OR o."state" IS DISTINCT FROM n."state" THEN
    SELECT count(*)::int INTO applied FROM "applications"
    WHERE "job_id" = coalesce(n."job_id", o."job_id");
    IF o."job_id" IS NOT NULL THEN
      PERFORM "platform_analytics_add"(o."day", o."state", ARRAY['job_applications'], '',
        -applied);
    END IF;
    IF n."job_id" IS NOT NULL THEN
      PERFORM "platform_analytics_add"(n."day", n."state", ARRAY['job_applications'], '',
        applied);
    END IF;
  END IF;
  RETURN NULL;
END $$;
