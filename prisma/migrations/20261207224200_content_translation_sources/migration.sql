-- Issue 41 item 1: the back office shows, per page, which languages are missing or older than the
-- English ("edited since"). Comparing updated_at would be fragile: a typo fixed in Hindi would
-- make it "newer", and publishing or archiving the English (a status change) would make every
-- translation "older". So each row records two times:
--
-- - text_updated_at: when its title, summary or body last changed. Set by the trigger below on
--   any write (the app, a migration, the SQL console), only when one of the three really changed.
-- - source_text_updated_at: for a translation (language <> 'en'), the English row's
--   text_updated_at it was written from. Stamped by the app when a translation is created, or
--   when an admin says it matches the English as it is now (services/content/translations.ts);
--   editing a translation otherwise keeps it. NULL for English rows, and for a translation of
--   unknown origin (none after this migration).
--
-- A translation is outdated when the English text changed after it was written:
-- english.text_updated_at > translation.source_text_updated_at.
--
-- Backfill: every row's text is as of its updated_at, and every translation existing now (en's
-- Hindi, the Marathi and Bengali of 20261207224000/224100, and whatever other languages earlier
-- migrations or admins wrote) is taken as current: written from the English as it is.

ALTER TABLE "content_entries"
  ADD COLUMN "text_updated_at" TIMESTAMPTZ(3),
  ADD COLUMN "source_text_updated_at" TIMESTAMPTZ(3);

UPDATE "content_entries" SET "text_updated_at" = "updated_at";

ALTER TABLE "content_entries"
  ALTER COLUMN "text_updated_at" SET NOT NULL,
  ALTER COLUMN "text_updated_at" SET DEFAULT CURRENT_TIMESTAMP;

UPDATE "content_entries" AS "translation"
SET "source_text_updated_at" = "english"."text_updated_at"
FROM "content_entries" AS "english"
WHERE "english"."kind" = "translation"."kind"
  AND "english"."slug" = "translation"."slug"
  AND "english"."language" = 'en'
  AND "translation"."language" <> 'en';

CREATE FUNCTION "content_entries_text_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets the time itself keeps it; otherwise a real change of the text stamps it.
  IF (NEW."title", NEW."summary", NEW."body") IS DISTINCT FROM (OLD."title", OLD."summary", OLD."body")
     AND NEW."text_updated_at" IS NOT DISTINCT FROM OLD."text_updated_at" THEN
    NEW."text_updated_at" := CURRENT_TIMESTAMP;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "content_entries_text_updated_at"
BEFORE UPDATE OF "title", "summary", "body" ON "content_entries"
FOR EACH ROW EXECUTE FUNCTION "content_entries_text_updated_at"();
