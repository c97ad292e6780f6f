-- The places table (issue 14): states and cities with their names and aliases, filled and kept
-- in step from the catalogue (api/src/places/india.ts, aliases.ts) by the migration runner
-- after the migrations (api/src/places/sync.ts), so this creates the tables only.

-- CreateEnum
CREATE TYPE "place_kind" AS ENUM ('state', 'city');

-- CreateTable
CREATE TABLE "places" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(200) NOT NULL,
    "kind" "place_kind" NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "state_id" INTEGER,

    CONSTRAINT "places_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "place_names" (
    "place_id" INTEGER NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "lang" VARCHAR(16) NOT NULL DEFAULT 'en',
    "alias" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "place_names_pkey" PRIMARY KEY ("place_id","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "places_slug_key" ON "places"("slug");

-- CreateIndex
CREATE INDEX "places_state_id_idx" ON "places"("state_id");

-- CreateIndex
CREATE INDEX "place_names_key_idx" ON "place_names"("key");

-- AddForeignKey
ALTER TABLE "places" ADD CONSTRAINT "places_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_names" ADD CONSTRAINT "place_names_place_id_fkey" FOREIGN KEY ("place_id") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;
