CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "profile_views" (
	"job_seeker_profile_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_seeker_profiles_visible_idx";--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_job_seeker_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_key" ON "profile_views" USING btree ("job_seeker_profile_id","day","company_id");--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_name_trgm_idx" ON "job_seeker_profiles" USING gin ("name" gin_trgm_ops) WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "preferences_category_idx" ON "preferences" USING btree ("work_category");--> statement-breakpoint
CREATE INDEX "preferences_location_idx" ON "preferences" USING btree ("preferred_location");--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_visible_idx" ON "job_seeker_profiles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"gender","nationality","qualification","experience","dob","user_id") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;