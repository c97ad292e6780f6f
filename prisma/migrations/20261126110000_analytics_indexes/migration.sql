-- CreateIndex: the employer's analytics (issue 18) read a range of each job's applications by
-- when they were made, with the status and worker the figures count: an index-only scan.
CREATE INDEX "applications_job_id_applied_at_status_labour_id_idx" ON "applications"("job_id", "applied_at", "status", "labour_id");

-- CreateIndex: and each job's views by India day.
CREATE INDEX "job_views_job_id_viewed_on_idx" ON "job_views"("job_id", "viewed_on");
