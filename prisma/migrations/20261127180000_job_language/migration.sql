-- A job's original language (issue 21 item 5): the language its title and description are
-- written in, 'en' for the jobs posted before. Its other languages are in `translations`
-- (keyed by language: { "hi": { "title": ..., "description": ... } }), written by the employer.

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- The SQL console's role reads every column that is not a secret (20261126170000_sql_console).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ("language") ON TABLE public."jobs" TO kaamsetu_console;
  END IF;
END $$;
