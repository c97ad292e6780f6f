-- The SQL console's role (migration 20261126170000_sql_console) is bounded by the database itself,
-- so every session of it is, whoever opens it and whatever it sends:
-- - its own settings: statement_timeout 5 s, idle_in_transaction_session_timeout 10 s,
--   temp_file_limit 256 MB, work_mem 16 MB. The same values are SQL_CONSOLE_ROLE_SETTINGS in
--   api/src/constants.ts (sql-console-role.test.ts checks they agree), which the server writes
--   again at every start (api/src/services/admin/sql-console-role.ts). Any other setting of the
--   role (a search_path that breaks it, say) is removed. temp_file_limit needs a superuser: where
--   the migration may not set one, it says so and the rest still hold;
-- - EXECUTE on pg_notify and the advisory-lock functions: PostgreSQL grants them to PUBLIC, so
--   they are revoked from PUBLIC and granted to the application's own role (this migration's
--   current_user, which sends the live events and the queue's NOTIFYs and takes the advisory
--   locks). Only their owner may do this: elsewhere the console's statement check refuses them;
-- - the application's role is made a member of the console's (where it is not a superuser and
--   may), so it may cancel a console query whose answer has ended (pg_cancel_backend);
-- - sql_console_cut(value, max_bytes) cuts a console answer's value to at most max_bytes bytes of
--   whole characters, inside the database, so a huge value never leaves it
--   (api/src/services/admin/sql-console-answer.ts).
CREATE OR REPLACE FUNCTION sql_console_cut(value text, max_bytes integer) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  cut text := left(value, greatest(max_bytes, 0));
BEGIN
  IF octet_length(cut) <= max_bytes THEN
    RETURN cut;
  END IF;
  -- Off by a quarter of what is still over (in characters, each 1 to 4 bytes) each time: the
  -- excess shrinks by at least a quarter a step, and the last step cuts at most 3 bytes too many.
  WHILE octet_length(cut) > max_bytes LOOP
    cut := left(cut, char_length(cut) - (octet_length(cut) - max_bytes + 3) / 4);
  END LOOP;
  RETURN cut;
END $$;

DO $$
DECLARE
  bounds text[] := ARRAY[
    'statement_timeout', '5000',
    'idle_in_transaction_session_timeout', '10000',
    'temp_file_limit', '262144',
    'work_mem', '16384'
  ];
  i int;
  kept record;
  fn regprocedure;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    RAISE NOTICE 'no SQL console role here; nothing to bound';
    RETURN;
  END IF;
  FOR kept IN
    SELECT split_part(c.setting, '=', 1) AS name, d.setdatabase
    FROM pg_db_role_setting d CROSS JOIN LATERAL unnest(d.setconfig) AS c(setting)
    WHERE d.setrole = 'kaamsetu_console'::regrole
      AND (d.setdatabase = 0 AND NOT split_part(c.setting, '=', 1) = ANY (bounds)
        OR d.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database()))
  LOOP
    BEGIN
      IF kept.setdatabase = 0 THEN
        EXECUTE format('ALTER ROLE kaamsetu_console RESET %I', kept.name);
      ELSE
        EXECUTE format('ALTER ROLE kaamsetu_console IN DATABASE %I RESET %I',
          current_database(), kept.name);
      END IF;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'the SQL console role''s % cannot be reset here', kept.name;
    END;
  END LOOP;
  FOR i IN 1 .. array_length(bounds, 1) BY 2 LOOP
    BEGIN
      EXECUTE format('ALTER ROLE kaamsetu_console SET %I = %L', bounds[i], bounds[i + 1]);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'the SQL console role''s % cannot be set here; its sessions are bounded by the rest',
        bounds[i];
    END;
  END LOOP;

  FOR fn IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = 'pg_catalog'::regnamespace
      AND (p.proname = 'pg_notify' OR p.proname LIKE 'pg\_advisory\_%'
        OR p.proname LIKE 'pg\_try\_advisory\_%')
      AND pg_has_role(current_user, p.proowner, 'USAGE')
  LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', fn, current_user);
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
  END LOOP;
  IF has_function_privilege('kaamsetu_console', 'pg_catalog.pg_notify(text, text)', 'EXECUTE') THEN
    RAISE NOTICE 'pg_notify and the advisory locks stay granted to PUBLIC here (only their owner may revoke them); the SQL console''s statement check refuses them';
  END IF;

  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
    AND NOT pg_has_role(current_user, 'kaamsetu_console', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT kaamsetu_console TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'the application''s role cannot cancel the SQL console''s queries here; their statement_timeout still ends them';
    END;
  END IF;
END $$;
