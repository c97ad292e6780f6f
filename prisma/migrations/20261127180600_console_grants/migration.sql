-- The SQL console's role (migration 20261126170000_sql_console) again gets SELECT on every
-- application table minus its secret columns:
-- - tables added since (broadcasts, broadcast_deliveries) had no grant;
-- - search_visits.search_key, a keyed hash of the visitor and the term, was readable: the first
--   list named search_logs.search_key, a column that table does not have.
-- The same loop as there, so running it again is harmless. The secret list is SECRET_COLUMNS in
-- api/src/services/admin/secret-columns.ts; secret-columns.test.ts checks the role reads every
-- other column of every application table and none of these, so a migration adding a table
-- must grant it (re-running this block does).
DO $$
DECLARE
  secret text[] := ARRAY[
    'otp_challenges.code_hash',
    'sessions.token_hash',
    'identity_documents.number_hash',
    'admins.password_hash',
    'search_visits.search_key',
    'job_views.visitor_key',
    'rate_limit_buckets.key',
    'stored_files.storage_key'
  ];
  tab record;
  cols text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    RAISE NOTICE 'no SQL console role here; nothing to grant';
    RETURN;
  END IF;
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
