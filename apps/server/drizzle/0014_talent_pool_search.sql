DROP INDEX "preferences_category_idx";--> statement-breakpoint
DROP INDEX "preferences_location_idx";--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "pref_sector" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "pref_category" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "pref_type" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "pref_location" text;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_gender_idx" ON "job_seeker_profiles" USING btree ("gender") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_nationality_idx" ON "job_seeker_profiles" USING btree ("nationality") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_qualification_idx" ON "job_seeker_profiles" USING btree ("qualification") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_experience_idx" ON "job_seeker_profiles" USING btree ("experience") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_dob_idx" ON "job_seeker_profiles" USING btree ("dob") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_pref_sector_idx" ON "job_seeker_profiles" USING btree ("pref_sector") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_pref_category_idx" ON "job_seeker_profiles" USING btree ("pref_category") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_pref_type_idx" ON "job_seeker_profiles" USING btree ("pref_type") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_pref_location_idx" ON "job_seeker_profiles" USING btree ("pref_location") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
-- The talent pool filters on the seeker's preference as columns of job_seeker_profiles (issue 12):
-- copied from `preferences` by these triggers, whoever writes either table, and filled once here.
UPDATE "job_seeker_profiles" p SET "pref_sector" = f."work_sector", "pref_category" = f."work_category",
  "pref_type" = f."job_type", "pref_location" = f."preferred_location"
  FROM "preferences" f WHERE f."user_id" = p."user_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_preference_to_profile() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE job_seeker_profiles SET pref_sector = NULL, pref_category = NULL, pref_type = NULL, pref_location = NULL
      WHERE user_id = OLD.user_id;
    RETURN OLD;
  END IF;
  UPDATE job_seeker_profiles SET pref_sector = NEW.work_sector, pref_category = NEW.work_category,
    pref_type = NEW.job_type, pref_location = NEW.preferred_location
    WHERE user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER preferences_copy_to_profile AFTER INSERT OR DELETE OR UPDATE OF user_id, work_sector, work_category, job_type, preferred_location ON preferences FOR EACH ROW EXECUTE FUNCTION copy_preference_to_profile();
--> statement-breakpoint
-- A profile written after its preference (or re-created) picks the preference up.
CREATE OR REPLACE FUNCTION copy_preference_into_new_profile() RETURNS trigger AS $$
BEGIN
  SELECT f.work_sector, f.work_category, f.job_type, f.preferred_location
    INTO NEW.pref_sector, NEW.pref_category, NEW.pref_type, NEW.pref_location
    FROM preferences f WHERE f.user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_seeker_profiles_copy_preference BEFORE INSERT ON job_seeker_profiles FOR EACH ROW EXECUTE FUNCTION copy_preference_into_new_profile();
