-- The latest account deletion is part of the public cache stamp (modules/jobs/public-cache.ts), read on
-- every public request: one lookup in this index of deleted accounts only (issue 25, point 7).
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null;