-- Preview images (issue 30, decision 0051) are found by their name on every request a cache misses:
-- an index over the names of the files the server made itself (no owner), not a scan of every upload.
CREATE INDEX "files_generated_name_idx" ON "files" USING btree ("original_name") WHERE "files"."owner_user_id" is null;
