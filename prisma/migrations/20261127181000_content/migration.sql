-- Issue 22 items 1 and 2: information pages, help-centre questions and blog posts, per language,
-- edited by admins (api/src/services/content/). One table for the three: they share a slug, a
-- language, a Markdown body and SPEC section 4's statuses, and the admin edits them with one
-- editor; the columns only some kinds use (audience and position for questions, author and cover
-- for posts) are few.
CREATE TYPE "content_kind" AS ENUM ('page', 'faq', 'post');
CREATE TYPE "content_status" AS ENUM ('draft', 'published', 'scheduled', 'archived');
CREATE TYPE "faq_audience" AS ENUM ('worker', 'employer');

CREATE TABLE "content_entries" (
    "id" SERIAL NOT NULL,
    "kind" "content_kind" NOT NULL,
    "slug" VARCHAR(100) NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "summary" VARCHAR(500) NOT NULL DEFAULT '',
    "body" TEXT NOT NULL,
    "audience" "faq_audience",
    "position" INTEGER NOT NULL DEFAULT 0,
    "status" "content_status" NOT NULL DEFAULT 'draft',
    "publish_at" TIMESTAMPTZ(3),
    "author" VARCHAR(100) NOT NULL DEFAULT '',
    "cover_image_url" VARCHAR(500),
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_entries_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "content_entries_kind_slug_language_key" ON "content_entries"("kind", "slug", "language");
CREATE INDEX "content_entries_kind_language_status_publish_at_idx" ON "content_entries"("kind", "language", "status", "publish_at" DESC);

-- The SQL console reads it (nothing secret here).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON TABLE "content_entries" TO kaamsetu_console;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'content_entries not granted to the SQL console';
END $$;
