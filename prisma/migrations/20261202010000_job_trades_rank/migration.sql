-- Issue 14: a search whose keywords name a trade ("plumber", "प्लंबर", "helper") answers from
-- search's index of trades alone. At a million jobs its first page ranked the newest 1,001
-- matches by reading each job (its search vector, for the match and ts_rank): 1,001 heap reads
-- and ranks, ~10 ms of a 13 ms statement, while the index range itself took 0.9 ms; with a job
-- type or a minimum pay as well, it read every job of the trade until 1,001 passed (320 ms for
-- part-time plumbers). Now each row also keeps what those read: the job's rank for its trade's
-- query (ts_rank of the search vector), its job type and pay, written with the row; the indexes
-- carry them (INCLUDE), so the page, its count and its ranking are one index-only range.
--
-- Such a search now finds every job under the trade, whichever script the job names it in (the
-- trade's query holds all its words), and ranks them by that query.
ALTER TABLE "job_trades"
    ADD COLUMN "rank" DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN "job_type" "job_type",
    ADD COLUMN "salary_amount" INTEGER,
    ADD COLUMN "salary_period" "salary_period";

DROP INDEX "job_trades_trade_id_created_at_job_id_idx";
CREATE INDEX "job_trades_trade_id_created_at_job_id_idx"
    ON "job_trades"("trade_id", "created_at" DESC, "job_id" DESC)
    INCLUDE ("rank", "job_type", "salary_amount", "salary_period");
DROP INDEX "job_trades_trade_id_state_created_at_job_id_city_idx";
CREATE INDEX "job_trades_trade_id_state_created_at_job_id_city_idx"
    ON "job_trades"("trade_id", "state", "created_at" DESC, "job_id" DESC, "city")
    INCLUDE ("rank", "job_type", "salary_amount", "salary_period");
-- A trade with a minimum pay few of its jobs reach: its well-paid rows, newest first after a sort
-- of those few, instead of reading the trade's newest rows until 1,001 pass (helpers paid 30,000
-- or more, 1,658 of 183,379: 106,000 rows read, 15.7 ms; 5.2 ms this way).
CREATE INDEX "job_trades_trade_id_salary_amount_idx" ON "job_trades"("trade_id", "salary_amount")
    INCLUDE ("created_at", "job_id", "rank", "state", "city", "job_type", "salary_period");
-- Likewise a trade with a job type few of its jobs have: part-time helpers, 2 % of them, read
-- 51,000 rows for 1,001 (12.3 ms); their own range, 4.3 ms.
CREATE INDEX "job_trades_trade_id_job_type_created_at_job_id_idx"
    ON "job_trades"("trade_id", "job_type", "created_at" DESC, "job_id" DESC)
    INCLUDE ("rank", "state", "city", "salary_amount", "salary_period");

CREATE OR REPLACE FUNCTION "job_trades_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_trades" ("job_id", "trade_id", "created_at", "state", "city", "rank",
    "job_type", "salary_amount", "salary_period")
  SELECT n."id", t."id", n."created_at", n."state", n."city", ts_rank(n."search_vector", t."query"),
    n."job_type", n."salary_amount", n."salary_period"
  FROM "new_jobs" n JOIN "search_trades" t ON n."search_vector" @@ t."query"
  WHERE n."status" = 'active' AND n."moderation_status" = 'approved';
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "job_trades_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_trades" WHERE "job_id" = NEW."id";
  IF NEW."status" = 'active' AND NEW."moderation_status" = 'approved' THEN
    INSERT INTO "job_trades" ("job_id", "trade_id", "created_at", "state", "city", "rank",
      "job_type", "salary_amount", "salary_period")
    SELECT NEW."id", t."id", NEW."created_at", NEW."state", NEW."city",
      ts_rank(NEW."search_vector", t."query"), NEW."job_type", NEW."salary_amount",
      NEW."salary_period"
    FROM "search_trades" t WHERE NEW."search_vector" @@ t."query"
    ON CONFLICT ("job_id", "trade_id") DO UPDATE
    SET "created_at" = EXCLUDED."created_at", "state" = EXCLUDED."state", "city" = EXCLUDED."city",
      "rank" = EXCLUDED."rank", "job_type" = EXCLUDED."job_type",
      "salary_amount" = EXCLUDED."salary_amount", "salary_period" = EXCLUDED."salary_period";
  END IF;
  RETURN NULL;
END $$;

-- An edit of the job type or pay now changes the rows too.
DROP TRIGGER "jobs_trades_update" ON "jobs";
CREATE TRIGGER "jobs_trades_update" AFTER UPDATE ON "jobs"
FOR EACH ROW WHEN (
  OLD."search_vector" IS DISTINCT FROM NEW."search_vector"
  OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."moderation_status" IS DISTINCT FROM NEW."moderation_status"
  OR OLD."state" IS DISTINCT FROM NEW."state"
  OR OLD."city" IS DISTINCT FROM NEW."city"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  OR OLD."job_type" IS DISTINCT FROM NEW."job_type"
  OR OLD."salary_amount" IS DISTINCT FROM NEW."salary_amount"
  OR OLD."salary_period" IS DISTINCT FROM NEW."salary_period"
)
EXECUTE FUNCTION "job_trades_changed"();

-- The rows already there are written again by the background refill (api/src/trades/sync.ts),
-- as after a change of a trade's words. Until it reaches a job (minutes at a million jobs), the
-- job ranks 0 (listed by posting time among the others not reached yet) and has no job type or
-- pay (a search with those filters does not find it yet). A database without jobs has nothing
-- to refill.
UPDATE "search_trades" SET "filled_query" = NULL, "refilled_through" = 0
WHERE EXISTS (SELECT 1 FROM "jobs");
