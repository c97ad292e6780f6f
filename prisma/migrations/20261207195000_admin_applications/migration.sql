-- The back office's applications list: every application, newest first, in cursor pages on
-- (applied_at, id), with or without a status filter. Each page is an index range read backwards;
-- the older (applied_at) index could not break ties on id without sorting.
CREATE INDEX "applications_applied_at_id_idx" ON "applications"("applied_at" DESC, "id" DESC);
CREATE INDEX "applications_status_applied_at_id_idx"
  ON "applications"("status", "applied_at" DESC, "id" DESC);
