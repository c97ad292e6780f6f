-- The back office's read-only SQL console (issue 20 item 4; api/src/services/admin/sql-console.ts)
-- runs each query as its own login role, kaamsetu_console, which may SELECT the application's
-- tables minus their secret columns and nothing else: no writes, no DDL, no other schema, no role
-- to switch to (it is a member of none, so SET ROLE cannot widen it, unlike SET ROLE from the
-- application's own, more powerful login). Roles are the cluster's: creating it is idempotent, and
-- where the database refuses (a managed database without CREATEROLE) the migration goes on and
-- the console says it is unavailable.
--
-- Secret columns are never granted: OTP code hashes, session token hashes, identity-number
-- hashes, admin password hashes, visitors' keyed hashes, rate-limit keys (phone numbers and
-- addresses) and stored files' storage keys. A table a later migration adds is not readable until
-- that migration grants it (README "The SQL console").
DO $$
DECLARE
  secret text[] := ARRAY[
    'otp_challenges.code_hash',
    'sessions.token_hash',
    'identity_documents.number_hash',
    'admins.password_hash',
    'search_logs.search_key',
    'job_views.visitor_key',
    'rate_limit_buckets.key',
    'stored_files.storage_key'
  ];
  tab record;
  cols text;
BEGIN
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
      CREATE ROLE kaamsetu_console LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT
        NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 10;
    END IF;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'the SQL console role cannot be created here; the console stays unavailable';
    RETURN;
  END;
  EXECUTE format('REVOKE ALL ON SCHEMA public FROM kaamsetu_console');
  EXECUTE format('GRANT USAGE ON SCHEMA public TO kaamsetu_console');
  FOR tab IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT LIKE '\_%'
    ORDER BY c.relname
  LOOP
    EXECUTE format('REVOKE ALL ON TABLE public.%I FROM kaamsetu_console', tab.relname);
    SELECT string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) INTO cols
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relname = tab.relname AND a.attnum > 0
      AND NOT a.attisdropped AND NOT (tab.relname || '.' || a.attname = ANY (secret));
    IF cols IS NOT NULL THEN
      EXECUTE format('GRANT SELECT (%s) ON TABLE public.%I TO kaamsetu_console', cols, tab.relname);
    END IF;
  END LOOP;
END $$;
