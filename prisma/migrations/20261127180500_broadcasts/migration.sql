-- Broadcast notifications (issue 20 item 8; api/src/services/admin/broadcasts.ts): an admin
-- writes one title and body to a segment of the users (all workers, all employers, a state, a
-- trade). The broadcast is kept; the queue writes one `announcement` notification per recipient
-- in batches, and broadcast_deliveries' key makes that once per broadcast and recipient however
-- often a batch is retried.
ALTER TYPE "notification_type" ADD VALUE IF NOT EXISTS 'announcement';

CREATE TABLE "broadcasts" (
  "id"            SERIAL PRIMARY KEY,
  "admin_id"      INTEGER NOT NULL REFERENCES "admins" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  "title"         VARCHAR(100) NOT NULL,
  "body"          VARCHAR(500) NOT NULL,
  "segment"       VARCHAR(20) NOT NULL
    CHECK ("segment" IN ('all_workers', 'all_employers', 'state', 'trade')),
  -- The state or trade the segment names; null for everyone of a type.
  "segment_value" VARCHAR(100),
  -- Notifications written so far, and when the last batch was written.
  "delivered"     INTEGER NOT NULL DEFAULT 0,
  "finished_at"   TIMESTAMPTZ(3),
  "created_at"    TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CHECK (("segment" IN ('state', 'trade')) = ("segment_value" IS NOT NULL))
);
CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts" ("created_at" DESC);

CREATE TABLE "broadcast_deliveries" (
  "broadcast_id" INTEGER NOT NULL REFERENCES "broadcasts" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "user_id"      INTEGER NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "created_at"   TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY ("broadcast_id", "user_id")
);
CREATE INDEX "broadcast_deliveries_user_id_idx" ON "broadcast_deliveries" ("user_id");
