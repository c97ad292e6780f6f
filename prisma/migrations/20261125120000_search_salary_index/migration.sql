-- CreateIndex: the public job list by least pay. Search counts its matches (up to 1,001,
-- search.ts); a pay filter few jobs pass otherwise reads every listed job to count them.
CREATE INDEX "jobs_public_salary_idx" ON "jobs"("salary_amount")
    WHERE "status" = 'active' AND "moderation_status" = 'approved';
