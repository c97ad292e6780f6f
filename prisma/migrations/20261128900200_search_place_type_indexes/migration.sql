-- CreateIndex: the public job list by state, and by job type, newest first (issue 14).
--
-- A search by place or job type alone reads its page newest first and counts its matches up to
-- 1,001 (search.ts). Until now both came off the public list's (status, moderation, created_at)
-- order with the state or type checked on each row, and the count's plan was a gamble: at 1M jobs
-- the planner counted a state by a sequential scan that happened to meet 93,000 other rows
-- before 1,001 of the state's (376 ms), a city by a bitmap of its state's 47,000 rows (57 ms),
-- a job type by a sequential scan (9.5 ms). With these, each is an index-only range: the state's
-- (or type's) newest jobs in order, the city checked in the index (INCLUDE), and a count that
-- reads 1,001 index entries (state 0.6 ms, city 2.6 ms, type 0.5 ms, measured after VACUUM).
CREATE INDEX "jobs_public_state_recent_idx" ON "jobs"("state", "created_at" DESC, "id" DESC)
    INCLUDE ("city")
    WHERE "status" = 'active' AND "moderation_status" = 'approved';
CREATE INDEX "jobs_public_type_recent_idx" ON "jobs"("job_type", "created_at" DESC, "id" DESC)
    WHERE "status" = 'active' AND "moderation_status" = 'approved';
