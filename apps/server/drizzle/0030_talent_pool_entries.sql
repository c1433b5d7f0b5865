-- The talent pool on a narrow relation of its own (issue 34, docs/decisions/0061). A pool search read the
-- wide profile rows (about 15 to a page) for its count and its page, and looked up each card's current job
-- in resumes and experiences. talent_pool_entries holds one row per findable profile (seeking a job, not
-- deleted) with the filters, the order and the card, written by triggers in the transaction of every write
-- to job_seeker_profiles, resumes and experiences, and filled here from the profiles there are.
-- The share lock keeps writers out between the fill and the triggers (they wait for this transaction).
LOCK TABLE "job_seeker_profiles", "resumes", "experiences" IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "talent_pool_entries" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"picture" text,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"dob" date NOT NULL,
	"pref_sector" text,
	"pref_category" text,
	"pref_type" text,
	"willing_to_relocate" boolean NOT NULL,
	"place_keys" text[] NOT NULL,
	"current_job" text
);
--> statement-breakpoint
ALTER TABLE "talent_pool_entries" ADD CONSTRAINT "talent_pool_entries_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The job title a card shows: the experience marked current, else the one that started last (as the
-- pool's query computed it per card before).
CREATE OR REPLACE FUNCTION talent_pool_current_job(profile integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT e.job_title FROM resumes r JOIN experiences e ON e.resume_id = r.id
    WHERE r.job_seeker_profile_id = profile
    ORDER BY e.current DESC, e.year_from DESC, e.id DESC LIMIT 1 $$;
--> statement-breakpoint
-- A profile's write: a findable profile gets its row (inserted or replaced), any other loses it. An update
-- that changes none of the columns the pool reads (a phone number, an address) writes nothing.
CREATE OR REPLACE FUNCTION talent_pool_sync_profile() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.seeking_job, NEW.deleted_at IS NULL, NEW.user_id, NEW.updated_at, NEW.name, NEW.picture,
      NEW.gender, NEW.nationality, NEW.qualification, NEW.experience, NEW.dob, NEW.pref_sector,
      NEW.pref_category, NEW.pref_type, NEW.willing_to_relocate, NEW.place_keys)
    IS NOT DISTINCT FROM (OLD.seeking_job, OLD.deleted_at IS NULL, OLD.user_id, OLD.updated_at, OLD.name,
      OLD.picture, OLD.gender, OLD.nationality, OLD.qualification, OLD.experience, OLD.dob,
      OLD.pref_sector, OLD.pref_category, OLD.pref_type, OLD.willing_to_relocate, OLD.place_keys) THEN
    RETURN NULL;
  END IF;
  IF NOT (NEW.seeking_job AND NEW.deleted_at IS NULL) THEN
    DELETE FROM talent_pool_entries WHERE profile_id = NEW.id;
    RETURN NULL;
  END IF;
  -- The current job is the experiences' (their triggers below): looked up only for a new row.
  UPDATE talent_pool_entries SET user_id = NEW.user_id, updated_at = NEW.updated_at, name = NEW.name,
      picture = NEW.picture, gender = NEW.gender, nationality = NEW.nationality,
      qualification = NEW.qualification, experience = NEW.experience, dob = NEW.dob,
      pref_sector = NEW.pref_sector, pref_category = NEW.pref_category, pref_type = NEW.pref_type,
      willing_to_relocate = NEW.willing_to_relocate, place_keys = NEW.place_keys
    WHERE profile_id = NEW.id;
  IF NOT FOUND THEN
    INSERT INTO talent_pool_entries (profile_id, user_id, updated_at, name, picture, gender, nationality,
        qualification, experience, dob, pref_sector, pref_category, pref_type, willing_to_relocate,
        place_keys, current_job)
      VALUES (NEW.id, NEW.user_id, NEW.updated_at, NEW.name, NEW.picture, NEW.gender, NEW.nationality,
        NEW.qualification, NEW.experience, NEW.dob, NEW.pref_sector, NEW.pref_category, NEW.pref_type,
        NEW.willing_to_relocate, NEW.place_keys, talent_pool_current_job(NEW.id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_seeker_profiles_sync_talent_pool AFTER INSERT OR UPDATE ON job_seeker_profiles FOR EACH ROW EXECUTE FUNCTION talent_pool_sync_profile();
--> statement-breakpoint
-- An experience's write (or a resume's move or deletion) can change a card's current job: the profiles of
-- the resumes before and after are recomputed, once per statement (a bulk insert of experiences is one
-- update here, not one per row). A resume deleted with its experiences is no longer seen by
-- talent_pool_current_job, whichever of the two statements' triggers runs last.
CREATE OR REPLACE FUNCTION talent_pool_sync_current_jobs() RETURNS trigger AS $$
DECLARE
  profiles integer[];
BEGIN
  IF TG_TABLE_NAME = 'experiences' AND TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.job_seeker_profile_id) INTO profiles
      FROM new_rows n JOIN resumes r ON r.id = n.resume_id;
  ELSIF TG_TABLE_NAME = 'experiences' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r.job_seeker_profile_id) INTO profiles
      FROM old_rows o JOIN resumes r ON r.id = o.resume_id;
  ELSIF TG_TABLE_NAME = 'experiences' THEN
    SELECT array_agg(DISTINCT r.job_seeker_profile_id) INTO profiles
      FROM (SELECT resume_id FROM old_rows UNION SELECT resume_id FROM new_rows) x
      JOIN resumes r ON r.id = x.resume_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT job_seeker_profile_id) INTO profiles FROM old_rows;
  ELSE
    -- A resume's update: only a move to another profile changes a current job.
    SELECT array_agg(DISTINCT x.profile) INTO profiles FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.job_seeker_profile_id), (n.job_seeker_profile_id)) x(profile)
      WHERE o.job_seeker_profile_id IS DISTINCT FROM n.job_seeker_profile_id;
  END IF;
  IF profiles IS NOT NULL THEN
    -- Two transactions writing one seeker's experiences at once: the second waits here for the first to
    -- commit, then the update below (a statement of its own, so a snapshot of its own) sees both.
    PERFORM 1 FROM talent_pool_entries WHERE profile_id = ANY (profiles) ORDER BY profile_id FOR UPDATE;
    UPDATE talent_pool_entries t SET current_job = talent_pool_current_job(t.profile_id)
      WHERE t.profile_id = ANY (profiles)
        AND t.current_job IS DISTINCT FROM talent_pool_current_job(t.profile_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER experiences_insert_talent_pool AFTER INSERT ON experiences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_sync_current_jobs();
--> statement-breakpoint
CREATE TRIGGER experiences_update_talent_pool AFTER UPDATE ON experiences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_sync_current_jobs();
--> statement-breakpoint
CREATE TRIGGER experiences_delete_talent_pool AFTER DELETE ON experiences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_sync_current_jobs();
--> statement-breakpoint
CREATE TRIGGER resumes_update_talent_pool AFTER UPDATE ON resumes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_sync_current_jobs();
--> statement-breakpoint
CREATE TRIGGER resumes_delete_talent_pool AFTER DELETE ON resumes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_sync_current_jobs();
--> statement-breakpoint
INSERT INTO talent_pool_entries (profile_id, user_id, updated_at, name, picture, gender, nationality,
    qualification, experience, dob, pref_sector, pref_category, pref_type, willing_to_relocate,
    place_keys, current_job)
  SELECT id, user_id, updated_at, name, picture, gender, nationality, qualification, experience, dob,
    pref_sector, pref_category, pref_type, willing_to_relocate, place_keys, talent_pool_current_job(id)
  FROM job_seeker_profiles WHERE seeking_job AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "talent_pool_entries_recent_idx" ON "talent_pool_entries" USING btree ("updated_at" DESC NULLS FIRST,"profile_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "talent_pool_entries_gender_idx" ON "talent_pool_entries" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_nationality_idx" ON "talent_pool_entries" USING btree ("nationality");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_qualification_idx" ON "talent_pool_entries" USING btree ("qualification");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_experience_idx" ON "talent_pool_entries" USING btree ("experience");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_dob_idx" ON "talent_pool_entries" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_pref_sector_idx" ON "talent_pool_entries" USING btree ("pref_sector");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_pref_category_idx" ON "talent_pool_entries" USING btree ("pref_category");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_pref_type_idx" ON "talent_pool_entries" USING btree ("pref_type");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_place_keys_idx" ON "talent_pool_entries" USING gin ("place_keys");--> statement-breakpoint
CREATE INDEX "talent_pool_entries_relocate_idx" ON "talent_pool_entries" USING btree ("updated_at" DESC NULLS FIRST,"profile_id" DESC NULLS FIRST) WHERE "talent_pool_entries"."willing_to_relocate";--> statement-breakpoint
CREATE INDEX "talent_pool_entries_name_trgm_idx" ON "talent_pool_entries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The profiles' partial indexes served only the pool's query; the profiles' writes no longer keep them.
DROP INDEX "job_seeker_profiles_pool_gender_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_nationality_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_qualification_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_experience_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_dob_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_pref_sector_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_pref_category_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_pref_type_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_visible_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_place_keys_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_pool_relocate_idx";--> statement-breakpoint
DROP INDEX "job_seeker_profiles_name_trgm_idx";
