-- Issue 16, trust: the worker's answer to "Were you paid what was promised?", once per
-- completed application. Ratings need no new column: when one is revealed is computed from the
-- application's completion time and whether both sides have rated (services/ratings/).
CREATE TYPE "paid_answer" AS ENUM ('yes', 'partly', 'no');

CREATE TABLE "paid_confirmations" (
    "application_id" INTEGER NOT NULL,
    "employer_id" INTEGER NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "answer" "paid_answer" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paid_confirmations_pkey" PRIMARY KEY ("application_id")
);

-- An employer's counts, one group per answer.
CREATE INDEX "paid_confirmations_employer_id_answer_idx" ON "paid_confirmations"("employer_id", "answer");
-- The admins' queue: the newest "no" answers first.
CREATE INDEX "paid_confirmations_answer_created_at_idx" ON "paid_confirmations"("answer", "created_at" DESC);
CREATE INDEX "paid_confirmations_labour_id_idx" ON "paid_confirmations"("labour_id");

ALTER TABLE "paid_confirmations" ADD CONSTRAINT "paid_confirmations_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "paid_confirmations" ADD CONSTRAINT "paid_confirmations_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "paid_confirmations" ADD CONSTRAINT "paid_confirmations_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
