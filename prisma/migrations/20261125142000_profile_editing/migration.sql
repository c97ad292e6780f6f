-- Education and experience entries keep the order their worker gives them.
ALTER TABLE "educations" ADD COLUMN "position" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "experiences" ADD COLUMN "position" INTEGER NOT NULL DEFAULT 0;

-- Who referred whom: the account whose referral code a new user gave at registration.
ALTER TABLE "users" ADD COLUMN "referred_by_id" INTEGER;
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_fkey" FOREIGN KEY ("referred_by_id")
    REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "users_referred_by_id_idx" ON "users"("referred_by_id");
