-- API keys for integrations (a partner's server, an applicant tracker): an employer's keys act as
-- that employer, an admin's as that admin with reading only, each within the scopes it was given
-- (auth/policy/api-keys.ts). The secret is shown once; only its SHA-256 is kept, as sessions'
-- tokens are. Revoking sets revoked_at: the key stops at once, and the row stays for the list.
CREATE TABLE "api_keys" (
  "id" SERIAL PRIMARY KEY,
  "user_id" INTEGER REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "admin_id" INTEGER REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "name" VARCHAR(60) NOT NULL,
  "scopes" TEXT[] NOT NULL,
  "prefix" VARCHAR(16) NOT NULL,
  "secret_hash" CHAR(64) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "last_used_at" TIMESTAMPTZ(3),
  "revoked_at" TIMESTAMPTZ(3),
  CONSTRAINT "api_keys_one_owner" CHECK (("user_id" IS NULL) <> ("admin_id" IS NULL))
);
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys"("secret_hash");
CREATE INDEX "api_keys_user_id_idx" ON "api_keys"("user_id");
CREATE INDEX "api_keys_admin_id_idx" ON "api_keys"("admin_id");

-- The SQL console's role reads them, but not the secret's hash (as sessions' token_hash).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ("id", "user_id", "admin_id", "name", "scopes", "prefix", "created_at",
      "last_used_at", "revoked_at") ON "api_keys" TO kaamsetu_console;
  END IF;
END $$;
