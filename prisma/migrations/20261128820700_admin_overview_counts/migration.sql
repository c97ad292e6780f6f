-- Issue 20, speed: the admin overview's counts (services/admin/stats.ts) read from small roll-ups
-- kept by triggers instead of counting every user, job and application on each request:
--
-- - admin_user_counts: users by type, account state, erased or not and India day of sign-up
--   (created_at in Asia/Kolkata, VISITOR_DAY_TIME_ZONE): users by type and state, entity counts,
--   sign-ups in a window and the registration timeline.
-- - admin_job_counts: jobs by status.
-- - admin_application_counts: applications by status and India day of application
--   (applied_at): applications by status, the placement rate, applications in a window.
--
-- Unlike the employers' roll-ups (one row per employer and day, updated in place), these are
-- platform-wide: one counter row per status would be a row every applying, registering or
-- posting transaction locks until it commits, serialising them and deadlocking two status moves
-- in opposite directions. So the triggers only append a delta row (+1 or -1), which locks nothing
-- anyone else waits for, and a reader sums the deltas of a key. admin_counts_compact() folds each
-- key's deltas into one row (a sweeper on every instance, once a minute, one at a time), so a
-- read sums a few thousand rows at most. A key whose deltas sum to 0 has no row.

CREATE TABLE "admin_user_counts" (
    "id" BIGSERIAL NOT NULL,
    "user_type" "user_type" NOT NULL,
    "account_state" "account_state" NOT NULL,
    "erased" BOOLEAN NOT NULL,
    "day" DATE NOT NULL,
    "users" INTEGER NOT NULL,
    CONSTRAINT "admin_user_counts_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "admin_job_counts" (
    "id" BIGSERIAL NOT NULL,
    "status" "job_status" NOT NULL,
    "jobs" INTEGER NOT NULL,
    CONSTRAINT "admin_job_counts_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "admin_application_counts" (
    "id" BIGSERIAL NOT NULL,
    "status" "application_status" NOT NULL,
    "day" DATE NOT NULL,
    "applications" INTEGER NOT NULL,
    CONSTRAINT "admin_application_counts_pkey" PRIMARY KEY ("id")
);

CREATE FUNCTION "admin_count_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "admin_user_counts" ("user_type", "account_state", "erased", "day", "users")
    VALUES (OLD."user_type", OLD."account_state", OLD."erased_at" IS NOT NULL,
            (OLD."created_at" AT TIME ZONE 'Asia/Kolkata')::date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "admin_user_counts" ("user_type", "account_state", "erased", "day", "users")
    VALUES (NEW."user_type", NEW."account_state", NEW."erased_at" IS NOT NULL,
            (NEW."created_at" AT TIME ZONE 'Asia/Kolkata')::date, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "users_admin_count" AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "admin_count_user"();

-- Only a change of what is counted (a sign-in or a profile edit appends nothing).
CREATE TRIGGER "users_admin_count_update" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD."user_type" IS DISTINCT FROM NEW."user_type"
  OR OLD."account_state" IS DISTINCT FROM NEW."account_state"
  OR (OLD."erased_at" IS NULL) <> (NEW."erased_at" IS NULL)
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "admin_count_user"();

CREATE FUNCTION "admin_count_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "admin_job_counts" ("status", "jobs") VALUES (OLD."status", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "admin_job_counts" ("status", "jobs") VALUES (NEW."status", 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "jobs_admin_count" AFTER INSERT OR DELETE ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "admin_count_job"();

CREATE TRIGGER "jobs_admin_count_update" AFTER UPDATE ON "jobs"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "admin_count_job"();

CREATE FUNCTION "admin_count_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "admin_application_counts" ("status", "day", "applications")
    VALUES (OLD."status", (OLD."applied_at" AT TIME ZONE 'Asia/Kolkata')::date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "admin_application_counts" ("status", "day", "applications")
    VALUES (NEW."status", (NEW."applied_at" AT TIME ZONE 'Asia/Kolkata')::date, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "applications_admin_count" AFTER INSERT OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "admin_count_application"();

CREATE TRIGGER "applications_admin_count_update" AFTER UPDATE ON "applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."applied_at" IS DISTINCT FROM NEW."applied_at")
EXECUTE FUNCTION "admin_count_application"();

-- Each key's deltas folded into one row (0 leaves none), for the keys that have more than one.
-- Rows committed while it runs are not in its snapshot and stay for the next time. One caller
-- at a time (a second returns at once).
CREATE FUNCTION "admin_counts_compact"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('admin_counts_compact')) THEN
    RETURN;
  END IF;
  WITH keys AS (
    SELECT "user_type", "account_state", "erased", "day" FROM "admin_user_counts"
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
  ), gone AS (
    DELETE FROM "admin_user_counts" c USING keys k
    WHERE c."user_type" = k."user_type" AND c."account_state" = k."account_state"
      AND c."erased" = k."erased" AND c."day" = k."day"
    RETURNING c."user_type", c."account_state", c."erased", c."day", c."users"
  )
  INSERT INTO "admin_user_counts" ("user_type", "account_state", "erased", "day", "users")
  SELECT "user_type", "account_state", "erased", "day", sum("users")
  FROM gone GROUP BY 1, 2, 3, 4 HAVING sum("users") <> 0;

  WITH keys AS (
    SELECT "status" FROM "admin_job_counts" GROUP BY 1 HAVING count(*) > 1
  ), gone AS (
    DELETE FROM "admin_job_counts" c USING keys k WHERE c."status" = k."status"
    RETURNING c."status", c."jobs"
  )
  INSERT INTO "admin_job_counts" ("status", "jobs")
  SELECT "status", sum("jobs") FROM gone GROUP BY 1 HAVING sum("jobs") <> 0;

  WITH keys AS (
    SELECT "status", "day" FROM "admin_application_counts" GROUP BY 1, 2 HAVING count(*) > 1
  ), gone AS (
    DELETE FROM "admin_application_counts" c USING keys k
    WHERE c."status" = k."status" AND c."day" = k."day"
    RETURNING c."status", c."day", c."applications"
  )
  INSERT INTO "admin_application_counts" ("status", "day", "applications")
  SELECT "status", "day", sum("applications") FROM gone GROUP BY 1, 2
  HAVING sum("applications") <> 0;
END $$;

-- The roll-ups recounted from the rows (the backfill, and a bulk load without triggers). Its
-- statements each see the rows as they start, so writers wait until the transaction ends: a row
-- committed between the DELETE and the recount would otherwise count twice.
CREATE FUNCTION "admin_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "jobs", "applications" IN SHARE MODE;
  DELETE FROM "admin_user_counts";
  DELETE FROM "admin_job_counts";
  DELETE FROM "admin_application_counts";
  INSERT INTO "admin_user_counts" ("user_type", "account_state", "erased", "day", "users")
  SELECT "user_type", "account_state", "erased_at" IS NOT NULL,
         ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int
  FROM "users" GROUP BY 1, 2, 3, 4;
  INSERT INTO "admin_job_counts" ("status", "jobs")
  SELECT "status", count(*)::int FROM "jobs" GROUP BY 1;
  INSERT INTO "admin_application_counts" ("status", "day", "applications")
  SELECT "status", ("applied_at" AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int
  FROM "applications" GROUP BY 1, 2;
END $$;

SELECT "admin_counts_rebuild"();

-- The newest users (adminRecentUsers: ORDER BY created_at DESC, id DESC LIMIT n) read from one
-- index, as the newest jobs are (migration 20261128200100_admin_recent_jobs); it serves every
-- read the created_at index did, so that one goes.
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at" DESC, "id" DESC);
DROP INDEX "users_created_at_idx";

-- The SQL console's role reads them too, as every application table (migration
-- 20261127180600_console_grants), where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "admin_user_counts", "admin_job_counts", "admin_application_counts"
      TO kaamsetu_console;
  END IF;
END $$;
