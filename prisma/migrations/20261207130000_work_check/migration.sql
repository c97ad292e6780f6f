-- The worker's word on what the employer said happened: that a completed job took place, or
-- that a cancelled hire did not turn up (a no-show). Until the worker confirms, or
-- WORK_CHECK_DAYS pass without a dispute, or an admin decides a dispute with "it stands", the
-- completion or no-show counts nowhere: not in the labour score, not in the worker's reputation
-- (services/applications/work-check.ts computes that from these columns, as REVEALED does for
-- ratings, so nothing has to run on day 14).
CREATE TYPE "dispute_outcome" AS ENUM ('stands', 'void');

ALTER TABLE "applications"
  ADD COLUMN "worker_confirmed_at" TIMESTAMPTZ(3),
  ADD COLUMN "worker_disputed_at" TIMESTAMPTZ(3),
  ADD COLUMN "dispute_note" VARCHAR(500),
  ADD COLUMN "dispute_outcome" "dispute_outcome",
  ADD COLUMN "dispute_decided_by" INTEGER,
  ADD COLUMN "dispute_decided_at" TIMESTAMPTZ(3),
  -- One answer: confirmed or disputed, never both; only a dispute is decided, and a decision
  -- has its admin's time.
  ADD CONSTRAINT "applications_work_check_one_answer"
    CHECK ("worker_confirmed_at" IS NULL OR "worker_disputed_at" IS NULL),
  ADD CONSTRAINT "applications_work_check_decided"
    CHECK (("dispute_outcome" IS NULL) = ("dispute_decided_at" IS NULL)
      AND ("dispute_outcome" IS NULL OR "worker_disputed_at" IS NOT NULL));

ALTER TABLE "applications" ADD CONSTRAINT "applications_dispute_decided_by_fkey"
  FOREIGN KEY ("dispute_decided_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The admins' queue of open disputes, oldest first: a small partial index.
CREATE INDEX "applications_open_disputes_idx" ON "applications"("worker_disputed_at", "id")
  WHERE "worker_disputed_at" IS NOT NULL AND "dispute_outcome" IS NULL;

-- The rule applies to what is already stored: a completion more than 14 days old that nobody
-- disputed counts as before, a newer one waits for its worker like any other. An employer's
-- rating of a worker already folded into the worker's summary for such a newer completion leaves
-- the summary again; the reveal sweep folds it back once the completion counts.
WITH "unfolded" AS (
  UPDATE "ratings" r SET "revealed_at" = NULL
  FROM "applications" a
  WHERE a."id" = r."application_id" AND r."direction" = 'employer_to_labour'
    AND r."revealed_at" IS NOT NULL AND a."status_changed_at" > now() - make_interval(days => 14)
  RETURNING r."ratee_id", r."score"
)
UPDATE "reputation_summaries" s
SET "revealed_count" = s."revealed_count" - u."count", "revealed_sum" = s."revealed_sum" - u."sum",
  "updated_at" = now()
FROM (SELECT "ratee_id", count(*)::int AS "count", sum("score")::int AS "sum" FROM "unfolded"
  GROUP BY "ratee_id") u
WHERE s."user_id" = u."ratee_id" AND s."direction" = 'employer_to_labour';

-- The SQL console's role reads applications column by column (20261127180600_console_grants):
-- the new columns are no secret.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ("worker_confirmed_at", "worker_disputed_at", "dispute_note", "dispute_outcome",
      "dispute_decided_by", "dispute_decided_at") ON "applications" TO kaamsetu_console;
  END IF;
END $$;
