-- Popular searches count once per visitor per day (the day in India). A search is logged only
-- when it is the first of its day for its visitor and term, which this table decides with one
-- primary-key INSERT ... ON CONFLICT DO NOTHING. search_key is a keyed hash of the visitor and
-- the term. Only today's rows matter; earlier days are deleted (popular-searches.ts), so the
-- table holds one day of distinct searches at most.
CREATE TABLE "search_visits" (
    "searched_on" DATE NOT NULL,
    "search_key" CHAR(64) NOT NULL,

    CONSTRAINT "search_visits_pkey" PRIMARY KEY ("searched_on","search_key")
);
