-- Employers delete jobs. The row stays, so workers who applied keep the job's title in their
-- application history; no list shows it again and its employer cannot bring it back.
ALTER TYPE "job_status" ADD VALUE 'deleted';
ALTER TABLE "jobs" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);

-- Job views count once per visitor per job per day (the day in India). visitor_key is a keyed
-- hash of who looked; existing rows each count as their own visitor.
ALTER TABLE "job_views" ADD COLUMN "visitor_key" VARCHAR(64);
ALTER TABLE "job_views" ADD COLUMN "viewed_on" DATE;
UPDATE "job_views"
SET "visitor_key" = 'row:' || "id",
    "viewed_on" = ("viewed_at" AT TIME ZONE 'Asia/Kolkata')::date;
ALTER TABLE "job_views" ALTER COLUMN "visitor_key" SET NOT NULL;
ALTER TABLE "job_views" ALTER COLUMN "viewed_on" SET NOT NULL;
CREATE UNIQUE INDEX "job_views_job_id_visitor_key_viewed_on_key" ON "job_views"("job_id", "visitor_key", "viewed_on");
