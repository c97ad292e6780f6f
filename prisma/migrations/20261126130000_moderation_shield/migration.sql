-- Issue 19 items 6 to 8: the money-request shield's matches on each job (for the moderator),
-- and workers' reports of jobs. Expiry and initial moderation are rows of "settings", read
-- with their defaults when absent (services/jobs/job-settings.ts): no DDL.
ALTER TABLE "jobs" ADD COLUMN "money_request_phrases" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

CREATE TYPE "job_report_reason" AS ENUM ('asks_for_money', 'fake', 'wrong_pay', 'other');

CREATE TABLE "job_reports" (
    "id" SERIAL NOT NULL,
    "job_id" INTEGER NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "reason" "job_report_reason" NOT NULL,
    "details" VARCHAR(1000),
    "resolved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_reports_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "job_reports_job_id_created_at_idx" ON "job_reports"("job_id", "created_at" DESC);
CREATE INDEX "job_reports_labour_id_idx" ON "job_reports"("labour_id");
-- One open report per worker per job; once an admin resolves it, the worker may report again.
CREATE UNIQUE INDEX "job_reports_one_open_per_worker" ON "job_reports"("job_id", "labour_id")
    WHERE "resolved_at" IS NULL;
-- The queue's reported jobs: those with open reports.
CREATE INDEX "job_reports_open_idx" ON "job_reports"("job_id") WHERE "resolved_at" IS NULL;

ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
