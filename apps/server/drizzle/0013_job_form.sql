CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"pref_branch" text NOT NULL,
	"client" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_form_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"submission_id" integer,
	"slot" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_form_uploads" ADD CONSTRAINT "job_form_uploads_key_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_form_uploads" ADD CONSTRAINT "job_form_uploads_submission_id_job_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."job_form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_form_submissions_branch_idx" ON "job_form_submissions" USING btree ("pref_branch","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_form_submissions_recent_idx" ON "job_form_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_form_uploads_submission_slot_key" ON "job_form_uploads" USING btree ("submission_id","slot");--> statement-breakpoint
CREATE INDEX "job_form_uploads_unsubmitted_idx" ON "job_form_uploads" USING btree ("created_at") WHERE "job_form_uploads"."submission_id" is null;