-- Keyword search on a narrow relation of its own (issue 34, docs/decisions/0040). `jobs.search_vector`
-- made a common word's count visit the wide job rows (descriptions, every column); job_search holds one
-- small row per job (the vector, whether it is listed, the list's sort keys), written by a trigger in the
-- transaction of every write to jobs, and filled here from the jobs there are.
-- Dropping the column first takes jobs' exclusive lock: no write lands between the fill and the trigger.
DROP INDEX "jobs_search_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_vector";--> statement-breakpoint
CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Text as it is indexed and as it is searched: without apostrophes, which the parser splits words at
-- ("Hon'daidhoo" would be 'hon' and 'daidhoo'; "Male'" keeps 'male'). Both sides go through this one
-- function: the trigger below and the keyword query (modules/jobs/search-repository.ts).
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(t, '''’‘ʻʼ`', '') $$;
--> statement-breakpoint
-- A job's search vector: its title (A), the company's name and the place (B), the description (C; HTML
-- tags are not indexed by the parser).
CREATE OR REPLACE FUNCTION job_search_vector(title text, company_name text, location text, description text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english', search_text(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('english', search_text(coalesce(company_name, ''))), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(location, ''))), 'B')
    || setweight(to_tsvector('english', search_text(coalesce(description, ''))), 'C') $$;
--> statement-breakpoint
-- Every insert and update of a job writes its row here (a deletion cascades). An update that leaves the
-- searched texts alone (approval, closing, a new closing date) only moves the flag and the sort keys, and
-- an update that changes none of them (a view count, a reminder) writes nothing.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.title, NEW.company_name, NEW.location, NEW.description)
      IS NOT DISTINCT FROM (OLD.title, OLD.company_name, OLD.location, OLD.description) THEN
    UPDATE job_search SET listed = (NEW.approved = 1 AND NEW.active), created_at = NEW.created_at,
        expired_at = NEW.expired_at
      WHERE job_id = NEW.id
        AND (listed, created_at, expired_at)
          IS DISTINCT FROM (NEW.approved = 1 AND NEW.active, NEW.created_at, NEW.expired_at);
    RETURN NULL;
  END IF;
  INSERT INTO job_search (job_id, listed, created_at, expired_at, vector)
    VALUES (NEW.id, NEW.approved = 1 AND NEW.active, NEW.created_at, NEW.expired_at,
      job_search_vector(NEW.title, NEW.company_name, NEW.location, NEW.description))
    ON CONFLICT (job_id) DO UPDATE SET listed = excluded.listed, created_at = excluded.created_at,
      expired_at = excluded.expired_at, vector = excluded.vector;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_sync_job_search AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION job_search_sync();
--> statement-breakpoint
INSERT INTO job_search (job_id, listed, created_at, expired_at, vector)
  SELECT id, approved = 1 AND active, created_at, expired_at,
    job_search_vector(title, company_name, location, description)
  FROM jobs;
--> statement-breakpoint
CREATE INDEX "job_search_vector_idx" ON "job_search" USING gin ("vector") WHERE "job_search"."listed";--> statement-breakpoint
CREATE INDEX "job_search_recent_idx" ON "job_search" USING btree ("created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST,"expired_at") WHERE "job_search"."listed";
