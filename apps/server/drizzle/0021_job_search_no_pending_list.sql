-- The keyword index without a pending list (issue 34, docs/decisions/0040). With fastupdate on, writes
-- queue their words in a list that every search reads in full until a vacuum merges it: after a bulk
-- load, 4 MB (about 490 pages) on each keyword query. Rebuilt rather than altered, so no list is left.
DROP INDEX "job_search_vector_idx";--> statement-breakpoint
CREATE INDEX "job_search_vector_idx" ON "job_search" USING gin ("vector") WITH (fastupdate=false) WHERE "job_search"."listed";
