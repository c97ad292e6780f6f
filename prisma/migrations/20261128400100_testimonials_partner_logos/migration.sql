-- Issue 22 item 2: the landing page's testimonials and logo grids, edited by admins in the
-- content section (api/src/services/content/showcase.ts).
--
-- Testimonials gain a place (split off the role, which held "Mason, Lucknow"), a language (the
-- landing page shows the reader's, else English) and SPEC section 4's statuses in place of the
-- published flag (draft, published, archived; content entries' type, without scheduling).
ALTER TABLE "testimonials"
    ADD COLUMN "place" VARCHAR(100) NOT NULL DEFAULT '',
    ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en',
    ADD COLUMN "status" "content_status" NOT NULL DEFAULT 'draft',
    ADD COLUMN "updated_by_id" INTEGER,
    ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

UPDATE "testimonials"
SET "status" = CASE WHEN "is_published" THEN 'published' ELSE 'draft' END::"content_status";

UPDATE "testimonials"
SET "place" = btrim(substring("role" FROM '[^,]*$')),
    "role" = btrim(regexp_replace("role", ',[^,]*$', ''))
WHERE "role" LIKE '%,%';

DROP INDEX "testimonials_is_published_sort_order_idx";
ALTER TABLE "testimonials" DROP COLUMN "is_published";
CREATE INDEX "testimonials_status_language_sort_order_idx" ON "testimonials"("status", "language", "sort_order");

-- The logo grids: who hires through KaamSetu (client) and who trains and supports its workers
-- (partner). A logo is a picture of this site (the page's policy loads images from this origin
-- only); its link, when it has one, an https:// address.
CREATE TYPE "logo_kind" AS ENUM ('client', 'partner');

CREATE TABLE "partner_logos" (
    "id" SERIAL NOT NULL,
    "kind" "logo_kind" NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "logo_url" VARCHAR(500) NOT NULL,
    "link_url" VARCHAR(500),
    "status" "content_status" NOT NULL DEFAULT 'draft',
    "position" INTEGER NOT NULL DEFAULT 0,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_logos_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "partner_logos_status_kind_position_idx" ON "partner_logos"("status", "kind", "position");

-- The logos the landing page showed from its code until now, as rows an admin then edits.
INSERT INTO "partner_logos" ("kind", "name", "logo_url", "status", "position") VALUES
    ('client', 'Vastu Buildcon', '/landing/vastu-buildcon.svg', 'published', 1),
    ('client', 'Nirman Infra Projects', '/landing/nirman-infra.svg', 'published', 2),
    ('client', 'Suvidha Facility Services', '/landing/suvidha-facility.svg', 'published', 3),
    ('client', 'Tejas Logistics', '/landing/tejas-logistics.svg', 'published', 4),
    ('partner', 'Hunar Skills Foundation', '/landing/hunar-foundation.svg', 'published', 1),
    ('partner', 'Shramik Sahayata Trust', '/landing/shramik-trust.svg', 'published', 2),
    ('partner', 'Pragati Vocational Institute', '/landing/pragati-institute.svg', 'published', 3),
    ('partner', 'Sahyog Livelihoods', '/landing/sahyog-livelihoods.svg', 'published', 4);

-- The SQL console reads it (nothing secret here).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kaamsetu_console') THEN
    GRANT SELECT ON TABLE "partner_logos" TO kaamsetu_console;
    -- The console reads testimonials column by column (20261127180600_console_grants): the new
    -- columns too.
    GRANT SELECT ("place", "language", "status", "updated_by_id", "updated_at")
      ON TABLE "testimonials" TO kaamsetu_console;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'partner_logos not granted to the SQL console';
END $$;
