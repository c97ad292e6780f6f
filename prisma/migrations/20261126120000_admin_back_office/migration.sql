-- The back office, part 1 (issue 19).

-- A deleted (anonymised) account: its row stays so that others' records (an employer's applicant
-- history, ratings given) keep pointing at something; its personal data is gone.
ALTER TABLE "users" ADD COLUMN "erased_at" TIMESTAMPTZ(3);

-- Admins are deactivated, never deleted: their audit rows keep naming them, and the audit log
-- stays append-only (deleting an admin would have to UPDATE their rows' admin_id).
ALTER TABLE "admin_audit_logs" DROP CONSTRAINT "admin_audit_logs_admin_id_fkey";
ALTER TABLE "admin_audit_logs" ADD CONSTRAINT "admin_audit_logs_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit log is append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION "admin_audit_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER "admin_audit_logs_append_only"
  BEFORE UPDATE OR DELETE ON "admin_audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_logs_append_only"();

-- An erased account's phone number is a placeholder that is no Indian mobile number (0 and its
-- id), so the real number is free to register again and nobody can sign in as the old account.
ALTER TABLE "users" DROP CONSTRAINT "users_phone_number_check";
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_check" CHECK (
  "phone_number" ~ '^[6-9][0-9]{9}$'
  OR ("erased_at" IS NOT NULL AND "phone_number" ~ '^0[0-9]{9}$')
);
