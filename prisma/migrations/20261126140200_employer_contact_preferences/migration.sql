-- Issue 16 point 7: the employer's contact preferences, as the worker's: whether the workers they
-- hired may call them and message them on WhatsApp (auth/policy/contact.ts reads them).
ALTER TABLE "employer_profiles" ADD COLUMN "contact_by_phone" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "employer_profiles" ADD COLUMN "contact_by_whatsapp" BOOLEAN NOT NULL DEFAULT true;
