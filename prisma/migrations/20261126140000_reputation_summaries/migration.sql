-- Issue 16, speed: each person's reputation kept as a summary row, so a page of job cards reads
-- the employer's reputation and paid-as-promised counts in the statement that loads the cards
-- (a join), not in one more statement over a million ratings (services/ratings/summary.ts).
--
-- ratings.revealed_at: when the rating was folded into its ratee's summary; null while hidden
-- (double-blind). Set in the rating transaction when the second side rates, or by the periodic
-- sweep once RATING_REVEAL_DAYS (14) have passed since the application was completed.
ALTER TABLE "ratings" ADD COLUMN "revealed_at" TIMESTAMPTZ(3);

-- The sweep's candidates, in its order: the hidden ratings only.
CREATE INDEX "ratings_hidden_idx" ON "ratings"("id") WHERE "revealed_at" IS NULL;

-- One row per person and direction of the ratings they received: the revealed ratings' count and
-- sum (the average is sum / count, to one decimal) and, for employers (labour_to_employer), the
-- workers' answers to "Were you paid what was promised?".
CREATE TABLE "reputation_summaries" (
    "user_id" INTEGER NOT NULL,
    "direction" "rating_direction" NOT NULL,
    "revealed_count" INTEGER NOT NULL DEFAULT 0,
    "revealed_sum" INTEGER NOT NULL DEFAULT 0,
    "paid_yes" INTEGER NOT NULL DEFAULT 0,
    "paid_partly" INTEGER NOT NULL DEFAULT 0,
    "paid_no" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reputation_summaries_pkey" PRIMARY KEY ("user_id", "direction")
);

ALTER TABLE "reputation_summaries" ADD CONSTRAINT "reputation_summaries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the ratings revealed today (both sides rated, or 14 days since completion) ...
UPDATE "ratings" r SET "revealed_at" = now()
FROM "applications" a
WHERE a.id = r.application_id
  AND (a.status_changed_at <= now() - make_interval(days => 14)
       OR EXISTS (SELECT 1 FROM "ratings" o WHERE o.application_id = r.application_id AND o.direction <> r.direction));

-- ... and the summaries of those ratings and of every paid answer.
INSERT INTO "reputation_summaries" ("user_id", "direction", "revealed_count", "revealed_sum", "paid_yes", "paid_partly", "paid_no")
SELECT user_id, direction, sum(revealed_count), sum(revealed_sum), sum(paid_yes), sum(paid_partly), sum(paid_no)
FROM (
  SELECT ratee_id AS user_id, direction, count(*)::int AS revealed_count, sum(score)::int AS revealed_sum,
         0 AS paid_yes, 0 AS paid_partly, 0 AS paid_no
  FROM "ratings" WHERE "revealed_at" IS NOT NULL GROUP BY ratee_id, direction
  UNION ALL
  SELECT employer_id, 'labour_to_employer'::rating_direction, 0, 0,
         count(*) FILTER (WHERE answer = 'yes')::int, count(*) FILTER (WHERE answer = 'partly')::int,
         count(*) FILTER (WHERE answer = 'no')::int
  FROM "paid_confirmations" GROUP BY employer_id
) parts
GROUP BY user_id, direction;

-- Ratings and paid answers leave with the accounts, jobs and applications they belong to
-- (ON DELETE CASCADE, from several places): their share leaves the summary with them.
CREATE FUNCTION "reputation_summaries_forget_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reputation_summaries" SET "revealed_count" = "revealed_count" - 1,
         "revealed_sum" = "revealed_sum" - OLD.score, "updated_at" = now()
  WHERE "user_id" = OLD.ratee_id AND "direction" = OLD.direction;
  RETURN NULL;
END $$;

CREATE TRIGGER "ratings_forget_revealed" AFTER DELETE ON "ratings"
  FOR EACH ROW WHEN (OLD.revealed_at IS NOT NULL) EXECUTE FUNCTION "reputation_summaries_forget_rating"();

CREATE FUNCTION "reputation_summaries_forget_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reputation_summaries" SET
         "paid_yes" = "paid_yes" - (OLD.answer = 'yes')::int,
         "paid_partly" = "paid_partly" - (OLD.answer = 'partly')::int,
         "paid_no" = "paid_no" - (OLD.answer = 'no')::int, "updated_at" = now()
  WHERE "user_id" = OLD.employer_id AND "direction" = 'labour_to_employer';
  RETURN NULL;
END $$;

CREATE TRIGGER "paid_confirmations_forget" AFTER DELETE ON "paid_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "reputation_summaries_forget_paid"();
