-- Issue 45 item 2: the back office's platform analytics (services/admin/platform-analytics.ts)
-- read roll-ups kept by triggers in the writing transactions, not the raw rows: at 1M jobs and
-- 10M applications a range's figures counted row by row take seconds.
--
-- - platform_analytics_jobs: one row per job with what its figures need: its India day of
--   posting, state, city, moderation status, its applications, and when it got its first
--   application and its first hire (an application accepted, or completed). The medians of
--   "posting to first application / first hire" are percentile_disc over this table (a range's
--   days) or, for all time, one step into an index ordered by the delay.
-- - platform_analytics_days: counts by India day, state ('' when none), metric and dimension
--   (a trade's id, a city, an empty search's words and place; '' when none); and
--   platform_analytics_totals the same whatever the day (all time). Like the overview's counts
--   (migration 20261128820700) the triggers only append delta rows (+n, -n), never update a
--   shared counter row every writer would wait on; a figure is the sum of its key's rows and
--   platform_analytics_compact() folds a key's new deltas into one row (with the overview's
--   counts, once a minute). Each figure's rows are in the transaction that wrote the change, so
--   every range, today included, is exact as of the read.
--
-- Metrics: signup_labour, signup_employer (by the user's state); jobs, jobs_approved,
-- jobs_flagged, jobs_applied, jobs_filled, job_applications (applications to those jobs),
-- place (dimension the city) (by the job's day and state); applications, shortlisted, accepted,
-- completed, paid_yes (by the India day of applying and the applicant's state then: a stage is
-- counted while the application is at it or past it); trade (dimension the trade's id: jobs
-- listed under it now, by their posting day and state); empty_search (dimension the words and
-- the place typed, separated by U+001F; the state the place is in, if the catalogue knows it).

CREATE TABLE "platform_analytics_jobs" (
    "job_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "city" VARCHAR(100),
    "moderation_status" "moderation_status" NOT NULL,
    "posted_at" TIMESTAMPTZ(3) NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    "first_applied_at" TIMESTAMPTZ(3),
    "first_hired_at" TIMESTAMPTZ(3),
    "first_application_seconds" INTEGER GENERATED ALWAYS AS
      (CASE WHEN "first_applied_at" IS NOT NULL
       THEN greatest(0, extract(epoch FROM "first_applied_at" - "posted_at"))::int END) STORED,
    "first_hire_seconds" INTEGER GENERATED ALWAYS AS
      (CASE WHEN "first_hired_at" IS NOT NULL
       THEN greatest(0, extract(epoch FROM "first_hired_at" - "posted_at"))::int END) STORED,
    CONSTRAINT "platform_analytics_jobs_pkey" PRIMARY KEY ("job_id")
);
CREATE INDEX "platform_analytics_jobs_day_state_idx" ON "platform_analytics_jobs"
  ("day", "state") INCLUDE ("first_application_seconds", "first_hire_seconds");
CREATE INDEX "platform_analytics_jobs_first_application_idx" ON "platform_analytics_jobs"
  ("first_application_seconds") WHERE "first_application_seconds" IS NOT NULL;
CREATE INDEX "platform_analytics_jobs_state_first_application_idx" ON "platform_analytics_jobs"
  ("state", "first_application_seconds") WHERE "first_application_seconds" IS NOT NULL;
CREATE INDEX "platform_analytics_jobs_first_hire_idx" ON "platform_analytics_jobs"
  ("first_hire_seconds") WHERE "first_hire_seconds" IS NOT NULL;
CREATE INDEX "platform_analytics_jobs_state_first_hire_idx" ON "platform_analytics_jobs"
  ("state", "first_hire_seconds") WHERE "first_hire_seconds" IS NOT NULL;

CREATE TABLE "platform_analytics_days" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "metric" VARCHAR(40) NOT NULL,
    "dim" VARCHAR(402) NOT NULL DEFAULT '',
    "n" INTEGER NOT NULL,
    "folded" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "platform_analytics_days_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "platform_analytics_days_key_idx" ON "platform_analytics_days"
  ("metric", "day", "state", "dim") INCLUDE ("n");
CREATE INDEX "platform_analytics_days_unfolded_idx" ON "platform_analytics_days" ("id")
  WHERE NOT "folded";

CREATE TABLE "platform_analytics_totals" (
    "id" BIGSERIAL NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "metric" VARCHAR(40) NOT NULL,
    "dim" VARCHAR(402) NOT NULL DEFAULT '',
    "n" INTEGER NOT NULL,
    "folded" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "platform_analytics_totals_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "platform_analytics_totals_key_idx" ON "platform_analytics_totals"
  ("metric", "state", "dim") INCLUDE ("n");
CREATE INDEX "platform_analytics_totals_unfolded_idx" ON "platform_analytics_totals" ("id")
  WHERE NOT "folded";

-- Active workers and employers: accounts whose last sign-in falls in the range (the latest
-- sign-in is in a range exactly when some sign-in is), counted from this index.
CREATE INDEX "users_type_last_login_idx" ON "users" ("user_type", "last_login_at")
  INCLUDE ("state") WHERE "last_login_at" IS NOT NULL;

-- While platform_analytics_rebuild() recounts, the triggers stand aside.
CREATE FUNCTION "platform_analytics_off"() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('kaamsetu.analytics_rebuilding', true), '') = 'on'
$$;

-- Appends n for each metric of a key, to the day's rows and to all time's.
CREATE FUNCTION "platform_analytics_add"(d date, s text, metrics text[], dim text, n integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF n = 0 OR cardinality(metrics) = 0 THEN RETURN; END IF;
  INSERT INTO "platform_analytics_days" ("day", "state", "metric", "dim", "n")
  SELECT d, coalesce(s, ''), m, coalesce(dim, ''), n FROM unnest(metrics) m;
  INSERT INTO "platform_analytics_totals" ("state", "metric", "dim", "n")
  SELECT coalesce(s, ''), m, coalesce(dim, ''), n FROM unnest(metrics) m;
END $$;

-- An old and a new contribution of one row: only what differs is appended.
CREATE FUNCTION "platform_analytics_move"(
  old_day date, old_state text, old_metrics text[],
  new_day date, new_state text, new_metrics text[], dim_old text, dim_new text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF old_day IS NOT DISTINCT FROM new_day AND old_state IS NOT DISTINCT FROM new_state
     AND dim_old IS NOT DISTINCT FROM dim_new THEN
    PERFORM "platform_analytics_add"(old_day, old_state,
      ARRAY(SELECT unnest(old_metrics) EXCEPT ALL SELECT unnest(new_metrics)), dim_old, -1);
    PERFORM "platform_analytics_add"(new_day, new_state,
      ARRAY(SELECT unnest(new_metrics) EXCEPT ALL SELECT unnest(old_metrics)), dim_new, 1);
  ELSE
    IF old_day IS NOT NULL THEN
      PERFORM "platform_analytics_add"(old_day, old_state, old_metrics, dim_old, -1);
    END IF;
    IF new_day IS NOT NULL THEN
      PERFORM "platform_analytics_add"(new_day, new_state, new_metrics, dim_new, 1);
    END IF;
  END IF;
END $$;

CREATE FUNCTION "platform_analytics_india_day"(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'Asia/Kolkata')::date $$;

-- What one row of each source counts under.
CREATE FUNCTION "platform_analytics_job_metrics"(j "platform_analytics_jobs") RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['jobs']
    || CASE WHEN j."moderation_status" = 'approved' THEN ARRAY['jobs_approved'] ELSE '{}' END
    || CASE WHEN j."moderation_status" = 'flagged' THEN ARRAY['jobs_flagged'] ELSE '{}' END
    || CASE WHEN j."first_applied_at" IS NOT NULL THEN ARRAY['jobs_applied'] ELSE '{}' END
    || CASE WHEN j."first_hired_at" IS NOT NULL THEN ARRAY['jobs_filled'] ELSE '{}' END
$$;

CREATE FUNCTION "platform_analytics_application_metrics"(status "application_status")
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['applications']
    || CASE WHEN status IN ('shortlisted', 'accepted', 'completed') THEN ARRAY['shortlisted']
       ELSE '{}' END
    || CASE WHEN status IN ('accepted', 'completed') THEN ARRAY['accepted'] ELSE '{}' END
    || CASE WHEN status = 'completed' THEN ARRAY['completed'] ELSE '{}' END
$$;

-- Users: sign-ups by type, on their India day, in their state.
CREATE FUNCTION "platform_analytics_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "platform_analytics_add"("platform_analytics_india_day"(OLD."created_at"),
      OLD."state", ARRAY['signup_' || OLD."user_type"::text], '', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "platform_analytics_add"("platform_analytics_india_day"(NEW."created_at"),
      NEW."state", ARRAY['signup_' || NEW."user_type"::text], '', 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "users_platform_analytics" AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_user"();
CREATE TRIGGER "users_platform_analytics_update" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD."user_type" IS DISTINCT FROM NEW."user_type"
  OR OLD."state" IS DISTINCT FROM NEW."state"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "platform_analytics_user"();

-- Jobs: their row in platform_analytics_jobs.
CREATE FUNCTION "platform_analytics_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "platform_analytics_jobs"
      ("job_id", "day", "state", "city", "moderation_status", "posted_at")
    VALUES (NEW."id", "platform_analytics_india_day"(NEW."created_at"), NEW."state", NEW."city",
            NEW."moderation_status", NEW."created_at");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "platform_analytics_jobs"
    SET "day" = "platform_analytics_india_day"(NEW."created_at"), "state" = NEW."state",
        "city" = NEW."city", "moderation_status" = NEW."moderation_status",
        "posted_at" = NEW."created_at"
    WHERE "job_id" = NEW."id";
  ELSE
    DELETE FROM "platform_analytics_jobs" WHERE "job_id" = OLD."id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "jobs_platform_analytics" AFTER INSERT OR DELETE ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_job"();
CREATE TRIGGER "jobs_platform_analytics_update" AFTER UPDATE ON "jobs"
FOR EACH ROW WHEN (OLD."state" IS DISTINCT FROM NEW."state"
  OR OLD."city" IS DISTINCT FROM NEW."city"
  OR OLD."moderation_status" IS DISTINCT FROM NEW."moderation_status"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "platform_analytics_job"();

-- A job's row: its contribution to the day counts.
CREATE FUNCTION "platform_analytics_job_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "platform_analytics_jobs" := CASE WHEN TG_OP <> 'INSERT' THEN OLD END;
  n "platform_analytics_jobs" := CASE WHEN TG_OP <> 'DELETE' THEN NEW END;
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
  IF o."day" IS NOT DISTINCT FROM n."day" AND o."state" IS NOT DISTINCT FROM n."state" THEN
    PERFORM "platform_analytics_add"(n."day", n."state", ARRAY['job_applications'], '',
      coalesce(n."applications", 0) - coalesce(o."applications", 0));
  ELSE
    IF o."job_id" IS NOT NULL THEN
      PERFORM "platform_analytics_add"(o."day", o."state", ARRAY['job_applications'], '',
        -o."applications");
    END IF;
    IF n."job_id" IS NOT NULL THEN
      PERFORM "platform_analytics_add"(n."day", n."state", ARRAY['job_applications'], '',
        n."applications");
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "platform_analytics_jobs_counts"
AFTER INSERT OR UPDATE OR DELETE ON "platform_analytics_jobs"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_job_row"();

-- Applications: the funnel by day and applicant's state, and their job's first times.
CREATE FUNCTION "platform_analytics_application"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    UPDATE "platform_analytics_jobs"
    SET "applications" = "applications" + 1,
        "first_applied_at" = least("first_applied_at", NEW."applied_at"),
        "first_hired_at" = CASE WHEN NEW."status" IN ('accepted', 'completed')
          THEN least("first_hired_at", NEW."status_changed_at") ELSE "first_hired_at" END
    WHERE "job_id" = NEW."job_id";
  ELSIF TG_OP = 'UPDATE' AND NEW."job_id" IS NOT NULL
        AND NEW."status" IN ('accepted', 'completed')
        AND OLD."status" NOT IN ('accepted', 'completed') THEN
    UPDATE "platform_analytics_jobs"
    SET "first_hired_at" = least("first_hired_at", NEW."status_changed_at")
    WHERE "job_id" = NEW."job_id"
      AND "first_hired_at" IS DISTINCT FROM least("first_hired_at", NEW."status_changed_at");
  ELSIF TG_OP = 'DELETE' AND OLD."job_id" IS NOT NULL THEN
    -- Rare (an account removed outright): the first times recounted from what is left, a hire's
    -- time as its last status change.
    UPDATE "platform_analytics_jobs" j
    SET "applications" = j."applications" - 1,
        "first_applied_at" = (SELECT min(a."applied_at") FROM "applications" a
                              WHERE a."job_id" = OLD."job_id"),
        "first_hired_at" = (SELECT min(a."status_changed_at") FROM "applications" a
                            WHERE a."job_id" = OLD."job_id"
                              AND a."status" IN ('accepted', 'completed'))
    WHERE j."job_id" = OLD."job_id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "applications_platform_analytics" AFTER INSERT OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_application"();
CREATE TRIGGER "applications_platform_analytics_update" AFTER UPDATE ON "applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."applied_at" IS DISTINCT FROM NEW."applied_at"
  OR OLD."applicant_state" IS DISTINCT FROM NEW."applicant_state")
EXECUTE FUNCTION "platform_analytics_application"();

-- "Paid as promised": a worker's yes, on their application's day and state.
CREATE FUNCTION "platform_analytics_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  delta integer := (CASE WHEN TG_OP <> 'DELETE' AND NEW."answer" = 'yes' THEN 1 ELSE 0 END)
                 - (CASE WHEN TG_OP <> 'INSERT' AND OLD."answer" = 'yes' THEN 1 ELSE 0 END);
BEGIN
  IF "platform_analytics_off"() OR delta = 0 THEN RETURN NULL; END IF;
  SELECT "applied_at", "applicant_state" INTO a FROM "applications"
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."application_id" ELSE NEW."application_id" END;
  IF FOUND THEN
    PERFORM "platform_analytics_add"("platform_analytics_india_day"(a."applied_at"),
      coalesce(a."applicant_state", ''), ARRAY['paid_yes'], '', delta);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "paid_confirmations_platform_analytics"
AFTER INSERT OR UPDATE OR DELETE ON "paid_confirmations"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_paid"();

-- Trades: the jobs listed under each trade now, by their posting day and state.
CREATE FUNCTION "platform_analytics_trade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "platform_analytics_add"("platform_analytics_india_day"(OLD."created_at"),
      OLD."state", ARRAY['trade'], OLD."trade_id"::text, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "platform_analytics_add"("platform_analytics_india_day"(NEW."created_at"),
      NEW."state", ARRAY['trade'], NEW."trade_id"::text, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "job_trades_platform_analytics" AFTER INSERT OR DELETE ON "job_trades"
FOR EACH ROW EXECUTE FUNCTION "platform_analytics_trade"();
CREATE TRIGGER "job_trades_platform_analytics_update" AFTER UPDATE ON "job_trades"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
  OR OLD."state" IS DISTINCT FROM NEW."state"
  OR OLD."trade_id" IS DISTINCT FROM NEW."trade_id")
EXECUTE FUNCTION "platform_analytics_trade"();

-- A typed place's state, when the catalogue knows the place (a state, or a city of one).
CREATE FUNCTION "platform_analytics_place_state"(place text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(s."name", p."name") FROM "place_names" n
  JOIN "places" p ON p."id" = n."place_id"
  LEFT JOIN "places" s ON s."id" = p."state_id"
  WHERE n."key" = lower(regexp_replace(btrim(place), '\s+', ' ', 'g'))
  ORDER BY p."kind", p."id" LIMIT 1
$$;

CREATE FUNCTION "platform_analytics_search_dim"(query text, location text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT left(lower(regexp_replace(btrim(coalesce(query, '')), '\s+', ' ', 'g')), 200)
    || chr(31) || left(lower(regexp_replace(btrim(coalesce(location, '')), '\s+', ' ', 'g')), 200)
$$;

-- Searches that found nothing (as logged: a visitor's first search for a term each day).
CREATE FUNCTION "platform_analytics_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "platform_analytics_off"() THEN RETURN NULL; END IF;
  PERFORM "platform_analytics_add"("platform_analytics_india_day"(NEW."created_at"),
    coalesce("platform_analytics_place_state"(NEW."location"), ''), ARRAY['empty_search'],
    "platform_analytics_search_dim"(NEW."query", NEW."location"), 1);
  RETURN NULL;
END $$;
CREATE TRIGGER "search_logs_platform_analytics" AFTER INSERT ON "search_logs"
FOR EACH ROW WHEN (NEW."result_count" = 0)
EXECUTE FUNCTION "platform_analytics_search"();

-- Each key's new deltas folded with its other rows into one row (0 leaves none). Rows committed
-- while it runs are not in its snapshot and stay for the next time. One caller at a time.
CREATE FUNCTION "platform_analytics_compact"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('platform_analytics_compact')) THEN
    RETURN;
  END IF;
  WITH keys AS (
    SELECT DISTINCT "metric", "day", "state", "dim" FROM "platform_analytics_days"
    WHERE NOT "folded"
  ), gone AS (
    DELETE FROM "platform_analytics_days" c USING keys k
    WHERE c."metric" = k."metric" AND c."day" = k."day" AND c."state" = k."state"
      AND c."dim" = k."dim"
    RETURNING c."metric", c."day", c."state", c."dim", c."n"
  )
  INSERT INTO "platform_analytics_days" ("metric", "day", "state", "dim", "n", "folded")
  SELECT "metric", "day", "state", "dim", sum("n"), true FROM gone
  GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0;

  WITH keys AS (
    SELECT DISTINCT "metric", "state", "dim" FROM "platform_analytics_totals" WHERE NOT "folded"
  ), gone AS (
    DELETE FROM "platform_analytics_totals" c USING keys k
    WHERE c."metric" = k."metric" AND c."state" = k."state" AND c."dim" = k."dim"
    RETURNING c."metric", c."state", c."dim", c."n"
  )
  INSERT INTO "platform_analytics_totals" ("metric", "state", "dim", "n", "folded")
  SELECT "metric", "state", "dim", sum("n"), true FROM gone
  GROUP BY 1, 2, 3 HAVING sum("n") <> 0;
END $$;

-- Everything recounted from the rows (the backfill, and a bulk load without triggers). Writers
-- wait until it commits: a row committed between the DELETE and the recount would count twice.
-- The empty searches are recounted from the search log (the roll-up keeps what the log
-- forgets only between rebuilds).
CREATE FUNCTION "platform_analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "jobs", "applications", "paid_confirmations", "job_trades", "search_logs"
    IN SHARE MODE;
  PERFORM set_config('kaamsetu.analytics_rebuilding', 'on', true);
  DELETE FROM "platform_analytics_jobs";
  DELETE FROM "platform_analytics_days";
  DELETE FROM "platform_analytics_totals";
  INSERT INTO "platform_analytics_jobs" ("job_id", "day", "state", "city", "moderation_status",
    "posted_at", "applications", "first_applied_at", "first_hired_at")
  SELECT j."id", "platform_analytics_india_day"(j."created_at"), j."state", j."city",
         j."moderation_status", j."created_at", coalesce(a.n, 0), a.first_applied, a.first_hired
  FROM "jobs" j
  LEFT JOIN (SELECT "job_id", count(*)::int AS n, min("applied_at") AS first_applied,
                    min("status_changed_at") FILTER (WHERE "status" IN ('accepted', 'completed'))
                      AS first_hired
             FROM "applications" WHERE "job_id" IS NOT NULL GROUP BY "job_id") a
    ON a."job_id" = j."id";

  INSERT INTO "platform_analytics_days" ("day", "state", "metric", "dim", "n", "folded")
  SELECT day, state, metric, dim, sum(n)::int, true FROM (
    SELECT "platform_analytics_india_day"("created_at") AS day, coalesce("state", '') AS state,
           'signup_' || "user_type"::text AS metric, '' AS dim, 1 AS n FROM "users"
    UNION ALL
    SELECT j."day", j."state", m, '', 1 FROM "platform_analytics_jobs" j,
           unnest("platform_analytics_job_metrics"(j)) m
    UNION ALL
    SELECT "day", "state", 'place', coalesce("city", ''), 1 FROM "platform_analytics_jobs"
    UNION ALL
    SELECT "day", "state", 'job_applications', '', "applications" FROM "platform_analytics_jobs"
    UNION ALL
    SELECT "platform_analytics_india_day"(a."applied_at"), coalesce(a."applicant_state", ''), m,
           '', 1
    FROM "applications" a, unnest("platform_analytics_application_metrics"(a."status")) m
    UNION ALL
    SELECT "platform_analytics_india_day"(a."applied_at"), coalesce(a."applicant_state", ''),
           'paid_yes', '', 1
    FROM "paid_confirmations" p JOIN "applications" a ON a."id" = p."application_id"
    WHERE p."answer" = 'yes'
    UNION ALL
    SELECT "platform_analytics_india_day"("created_at"), "state", 'trade', "trade_id"::text, 1
    FROM "job_trades"
    UNION ALL
    SELECT "platform_analytics_india_day"("created_at"),
           coalesce("platform_analytics_place_state"("location"), ''), 'empty_search',
           "platform_analytics_search_dim"("query", "location"), 1
    FROM "search_logs" WHERE "result_count" = 0
  ) c
  GROUP BY day, state, metric, dim HAVING sum(n) <> 0;

  INSERT INTO "platform_analytics_totals" ("state", "metric", "dim", "n", "folded")
  SELECT "state", "metric", "dim", sum("n")::int, true FROM "platform_analytics_days"
  GROUP BY 1, 2, 3 HAVING sum("n") <> 0;
  PERFORM set_config('kaamsetu.analytics_rebuilding', 'off', true);
END $$;

SELECT "platform_analytics_rebuild"();

-- The SQL console's role reads them too, as every application table, where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "platform_analytics_jobs", "platform_analytics_days",
      "platform_analytics_totals" TO kaamsetu_console;
  END IF;
END $$;
