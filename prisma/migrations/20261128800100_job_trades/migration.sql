-- Issue 14, search at a million jobs: an ordered inverted index of trades. A keyword that names a
-- trade (api/src/trades/table.ts: "plumber", "nalsaaz", "प्लंबर") is the commonest search, and
-- through the text index its cost grew with the number of matches (every match gathered, then
-- the newest 1,001 sorted out). job_trades lists, per trade, the public jobs (active and
-- approved, as PUBLIC_JOB_SQL in api/src/auth/policy/visibility.ts) whose search vector matches
-- any of the trade's words, newest first: the newest candidates are a btree range, whatever the
-- number of matches. It is a superset of what one search for the trade matches (a search looks
-- for the typed word and the trade's words in Latin letters; the index for the words of every
-- script), so search still checks its own query on each job it reads.
--
-- search_trades holds each trade's query (every word of the trade in every script, each a prefix
-- as search makes them). The migration runner fills it from the trades table in the code after
-- the migrations (api/src/trades/sync.ts: one transaction, when the table changed), and refills
-- a changed trade's rows in job_trades from the jobs: that is this index's backfill, on the next
-- start. Triggers on jobs keep it: a statement trigger for inserts (a bulk load is one INSERT per
-- batch), a row trigger when anything the index reads changes (title, description, skills,
-- translations, status, moderation, place, posting time).

CREATE TABLE "search_trades" (
    "id" SERIAL NOT NULL,
    "trade" VARCHAR(100) NOT NULL,
    "query" TSQUERY NOT NULL,
    CONSTRAINT "search_trades_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "search_trades_trade_key" ON "search_trades"("trade");

CREATE TABLE "job_trades" (
    "job_id" INTEGER NOT NULL,
    "trade_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "state" VARCHAR(100) NOT NULL,
    "city" VARCHAR(100),
    CONSTRAINT "job_trades_pkey" PRIMARY KEY ("job_id", "trade_id")
);
-- A trade's jobs newest first; and within a state (a city: its state's range, the city read
-- from the index).
CREATE INDEX "job_trades_trade_id_created_at_job_id_idx"
    ON "job_trades"("trade_id", "created_at" DESC, "job_id" DESC);
CREATE INDEX "job_trades_trade_id_state_created_at_job_id_city_idx"
    ON "job_trades"("trade_id", "state", "created_at" DESC, "job_id" DESC, "city");

ALTER TABLE "job_trades" ADD CONSTRAINT "job_trades_job_id_fkey" FOREIGN KEY ("job_id")
    REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_trades" ADD CONSTRAINT "job_trades_trade_id_fkey" FOREIGN KEY ("trade_id")
    REFERENCES "search_trades"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- New jobs: each public one under every trade its vector matches, one statement per INSERT.
CREATE FUNCTION "job_trades_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_trades" ("job_id", "trade_id", "created_at", "state", "city")
  SELECT n."id", t."id", n."created_at", n."state", n."city"
  FROM "new_jobs" n JOIN "search_trades" t ON n."search_vector" @@ t."query"
  WHERE n."status" = 'active' AND n."moderation_status" = 'approved';
  RETURN NULL;
END $$;

CREATE TRIGGER "jobs_trades_insert" AFTER INSERT ON "jobs"
REFERENCING NEW TABLE AS "new_jobs"
FOR EACH STATEMENT EXECUTE FUNCTION "job_trades_inserted"();

-- A job whose text, standing, place or posting time changed: its rows again.
CREATE FUNCTION "job_trades_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_trades" WHERE "job_id" = NEW."id";
  IF NEW."status" = 'active' AND NEW."moderation_status" = 'approved' THEN
    INSERT INTO "job_trades" ("job_id", "trade_id", "created_at", "state", "city")
    SELECT NEW."id", t."id", NEW."created_at", NEW."state", NEW."city"
    FROM "search_trades" t WHERE NEW."search_vector" @@ t."query";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "jobs_trades_update" AFTER UPDATE ON "jobs"
FOR EACH ROW WHEN (
  OLD."search_vector" IS DISTINCT FROM NEW."search_vector"
  OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."moderation_status" IS DISTINCT FROM NEW."moderation_status"
  OR OLD."state" IS DISTINCT FROM NEW."state"
  OR OLD."city" IS DISTINCT FROM NEW."city"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
)
EXECUTE FUNCTION "job_trades_changed"();

-- The SQL console's role reads them too, as every application table (migration
-- 20261127180600_console_grants), where it exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON "search_trades", "job_trades" TO kaamsetu_console;
  END IF;
END $$;
