-- Issue 22 item 3: the contact form's messages, read by admins in their inbox, and the footer's
-- newsletter subscriptions (api/src/services/contact/).
CREATE TYPE "contact_topic" AS ENUM ('worker_help', 'employer_help', 'report_problem', 'partnership', 'other');
CREATE TYPE "contact_message_status" AS ENUM ('new', 'read', 'replied', 'closed');

CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    -- At least one way to answer: a 10-digit Indian mobile number, an e-mail address, or both.
    "phone_number" VARCHAR(15),
    "email" VARCHAR(254),
    "topic" "contact_topic" NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "status" "contact_message_status" NOT NULL DEFAULT 'new',
    "admin_notes" VARCHAR(2000),
    -- The sender's language (the page's), so the answer can be in it.
    "language" VARCHAR(8) NOT NULL,
    "ip_address" VARCHAR(45),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contact_messages_reachable" CHECK ("phone_number" IS NOT NULL OR "email" IS NOT NULL)
);

-- The inbox: newest first, by status.
CREATE INDEX "contact_messages_status_id_idx" ON "contact_messages"("status", "id" DESC);

CREATE TABLE "newsletter_subscriptions" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    -- The address lower-cased: one subscription per mailbox however it is typed.
    "email_key" VARCHAR(254) NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    -- When the person ticked "send me the newsletter" (the consent the DPDP Act asks for).
    "consented_at" TIMESTAMPTZ(3) NOT NULL,
    -- Set when they unsubscribe; subscribing again clears it.
    "unsubscribed_at" TIMESTAMPTZ(3),
    "ip_address" VARCHAR(45),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "newsletter_subscriptions_email_key_key" ON "newsletter_subscriptions"("email_key");

-- The SQL console reads them as it reads users (secret-columns.test.ts: every application table).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON TABLE "contact_messages", "newsletter_subscriptions" TO kaamsetu_console;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'contact_messages and newsletter_subscriptions not granted to the SQL console';
END $$;
