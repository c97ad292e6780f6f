-- Search finds a job by its title and description in the other languages its employer wrote
-- them in (issue 21 item 5): the search vector adds the translations' titles (weight A, as the
-- title) and descriptions (weight C, as the description). Jobs without translations get the
-- same vector as before, so searches cost what they did; this migration rewrites the jobs table
-- once (a generated column cannot be altered, only dropped and added), under its lock.

-- CreateFunction
-- The texts of one field ('title' or 'description') of every language of a job's translations,
-- joined by spaces; '' for none. IMMUTABLE (it reads only its arguments), as a generated column
-- needs; anything but an object of objects gives ''.
CREATE OR REPLACE FUNCTION "kaamsetu_translation_texts"(translations JSONB, field TEXT) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  SELECT coalesce(string_agg(t.value ->> field, ' '), '')
  FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) AS t
  WHERE jsonb_typeof(t.value) = 'object'
$$;

-- AlterTable
DROP INDEX "jobs_search_vector_idx";
ALTER TABLE "jobs" DROP COLUMN "search_vector";
ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A')
    || setweight(to_tsvector('english'::regconfig, "kaamsetu_translation_texts"("translations", 'title')), 'A')
    || setweight(to_tsvector('english'::regconfig, "kaamsetu_immutable_array_to_text"("skills")), 'B')
    || setweight(to_tsvector('english'::regconfig, "description"), 'C')
    || setweight(to_tsvector('english'::regconfig, "kaamsetu_translation_texts"("translations", 'description')), 'C')
) STORED;

-- CreateIndex
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING GIN ("search_vector");

-- The SQL console's role read the dropped column; it reads the new one.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ("search_vector") ON TABLE public."jobs" TO kaamsetu_console;
  END IF;
END $$;
