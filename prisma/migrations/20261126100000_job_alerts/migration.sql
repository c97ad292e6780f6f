-- Issue 17, the worker's home: saved searches ("Alert me for plumber jobs in Delhi") and the job
-- alerts sent, one per worker and job. The queue the alerts run from is graphile-worker's own
-- schema (graphile_worker), installed by api/src/queue/schema.ts after these migrations.
CREATE TABLE "saved_searches" (
    "id" SERIAL NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "keywords" VARCHAR(200),
    -- The keywords as search reads them (services/jobs/search.ts keywordQuery), trades and all.
    "keywords_query" VARCHAR(2000),
    "location" VARCHAR(200),
    -- The location understood: whole states, and "State/City" pairs (a city's jobs and its
    -- state's jobs open in every city).
    "states" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "cities" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "job_type" "job_type",
    "salary_min" INTEGER,
    "salary_period" "salary_period",
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "saved_searches_labour_id_created_at_idx" ON "saved_searches"("labour_id", "created_at" DESC);
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One alert per worker and job: the fan-out inserts with ON CONFLICT DO NOTHING, so a task run
-- again after a crash neither loses nor doubles one.
CREATE TABLE "job_alerts" (
    "labour_id" INTEGER NOT NULL,
    "job_id" INTEGER NOT NULL,
    "saved_search_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_alerts_pkey" PRIMARY KEY ("labour_id", "job_id")
);

-- The daily limit counts a worker's alerts since the start of India's day.
CREATE INDEX "job_alerts_labour_id_created_at_idx" ON "job_alerts"("labour_id", "created_at" DESC);
CREATE INDEX "job_alerts_job_id_idx" ON "job_alerts"("job_id");
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_saved_search_id_fkey" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Recommendations' candidates (services/recommendations/recommend.ts): listed jobs by the words
-- of their title and skills only, where the trade is named (a description's "assist the
-- electrician" is no electrician's job), so a worker's trades find a few thousand jobs, not every
-- job that mentions them.
CREATE INDEX "jobs_public_trade_words_idx" ON "jobs" USING GIN (
    to_tsvector('english'::regconfig, "title" || ' ' || "kaamsetu_immutable_array_to_text"("skills"))
) WHERE "status" = 'active' AND "moderation_status" = 'approved';

-- Job alerts' fan-out (services/alerts/fan-out.ts): workers by the words of their skills, so a
-- new job's trades find their few thousand workers without reading every profile.
CREATE INDEX "labour_profiles_skill_words_idx" ON "labour_profiles" USING GIN (
    to_tsvector('english'::regconfig, "kaamsetu_immutable_array_to_text"("skills"))
);
