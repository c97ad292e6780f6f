-- Issue 16, the labour score's reliability: an accepted hire the employer cancelled because the
-- worker did not turn up. Only these count against the worker; an employer calling a hire off
-- for their own reasons, or a deleted job cancelling it, does not (services/score/labour-score.ts).
ALTER TABLE "applications" ADD COLUMN "worker_no_show" BOOLEAN NOT NULL DEFAULT false;
