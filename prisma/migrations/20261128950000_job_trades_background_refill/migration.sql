-- Issue 14: search's index of trades (job_trades) is refilled in the background, in batches of
-- jobs, each its own short transaction (api/src/trades/sync.ts, refillTrades), instead of in the
-- start-up's one transaction with jobs locked against writes: at a million jobs that took 245 s,
-- with every post and edit waiting, on the first start after the trades table changed.
--
-- filled_query: the query a trade's rows were last filled from the jobs with. When it is not the
-- trade's query, a refill is due; refilled_through is how far it got (the jobs up to that id), so
-- a restart goes on from there.
ALTER TABLE "search_trades"
    ADD COLUMN "filled_query" TSQUERY,
    ADD COLUMN "refilled_through" INTEGER NOT NULL DEFAULT 0;

-- Every trade so far was filled in the transaction that set its query.
UPDATE "search_trades" SET "filled_query" = "query";

-- A job edited while a refill batch holds its (not yet committed) row waits for the batch, then
-- writes its own values over the batch's instead of failing on the duplicate.
CREATE OR REPLACE FUNCTION "job_trades_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_trades" WHERE "job_id" = NEW."id";
  IF NEW."status" = 'active' AND NEW."moderation_status" = 'approved' THEN
    INSERT INTO "job_trades" ("job_id", "trade_id", "created_at", "state", "city")
    SELECT NEW."id", t."id", NEW."created_at", NEW."state", NEW."city"
    FROM "search_trades" t WHERE NEW."search_vector" @@ t."query"
    ON CONFLICT ("job_id", "trade_id") DO UPDATE
    SET "created_at" = EXCLUDED."created_at", "state" = EXCLUDED."state", "city" = EXCLUDED."city";
  END IF;
  RETURN NULL;
END $$;
