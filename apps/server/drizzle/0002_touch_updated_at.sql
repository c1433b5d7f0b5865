-- Every update of a job or a company moves its updated_at, whoever writes it: the public answers'
-- cache stamp (modules/jobs/public-cache.ts) and the sitemap's lastmod rely on it.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_touch_updated_at BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER companies_touch_updated_at BEFORE UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
