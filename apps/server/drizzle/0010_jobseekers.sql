CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_check" CHECK ("documents"."type" in ('cert', 'other'))
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"employer" text NOT NULL,
	"job_category" text NOT NULL,
	"job_title" text NOT NULL,
	"year_from" date NOT NULL,
	"year_to" date,
	"current" boolean DEFAULT false NOT NULL,
	"referee_name" text NOT NULL,
	"referee_contact" text NOT NULL,
	"referee_phone" text NOT NULL,
	"work_summary" text NOT NULL,
	"responsibilities" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts_sent" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seeker_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"nationality" text NOT NULL,
	"dob" date NOT NULL,
	"employment_status" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"address" text NOT NULL,
	"picture" text,
	"seeking_job" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_profile_id" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"preferred_location" text NOT NULL,
	"work_sector" text NOT NULL,
	"work_category" text NOT NULL,
	"salary_range" text NOT NULL,
	"job_type" text NOT NULL,
	"alert_frequency" text DEFAULT 'off' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_alert_check" CHECK ("preferences"."alert_frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"institute" text NOT NULL,
	"year" integer NOT NULL,
	"level" text NOT NULL,
	"course_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_profile_id" integer NOT NULL,
	"introduction" text,
	"resume" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_level_check" CHECK ("skills"."level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_job_seeker_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts_sent" ADD CONSTRAINT "job_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts_sent" ADD CONSTRAINT "job_alerts_sent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD CONSTRAINT "job_seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD CONSTRAINT "job_seeker_profiles_picture_files_key_fk" FOREIGN KEY ("picture") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_job_seeker_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_job_seeker_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_resume_files_key_fk" FOREIGN KEY ("resume") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_job_seeker_profile_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_profile_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_profile_type_key" ON "documents" USING btree ("job_seeker_profile_id","type");--> statement-breakpoint
CREATE INDEX "experiences_resume_idx" ON "experiences" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_sent_key" ON "job_alerts_sent" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_seeker_profiles_user_key" ON "job_seeker_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_visible_idx" ON "job_seeker_profiles" USING btree ("updated_at" DESC NULLS LAST) WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "languages_profile_idx" ON "languages" USING btree ("job_seeker_profile_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "preferences_user_key" ON "preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preferences_unsubscribe_key" ON "preferences" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "preferences_alert_match_idx" ON "preferences" USING btree ("work_category","work_sector") WHERE "preferences"."alert_frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "qualifications_resume_idx" ON "qualifications" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_profile_key" ON "resumes" USING btree ("job_seeker_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_jobs_key" ON "saved_jobs" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_recent_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "skills_profile_idx" ON "skills" USING btree ("job_seeker_profile_id","id");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE not "files"."attached";