-- The hiring pipeline (issue 27, docs/decisions/0041): a stage per application and the history of its
-- changes. Existing rows: shortlisted -> 'shortlisted', opened by the employer -> 'reviewed', others 'new';
-- then the checks hold is_favorite to the stage (1 exactly at shortlisted, interview, offer, hired).
CREATE TABLE "application_stage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"changed_by" integer,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "stage" = CASE
  WHEN "is_favorite" THEN 'shortlisted'
  WHEN "viewed_at" IS NOT NULL THEN 'reviewed'
  ELSE 'new'
END;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_changes_application_idx" ON "application_stage_changes" USING btree ("application_id","to_stage");--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","stage");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_check" CHECK ("applications"."stage" in ('new', 'reviewed', 'shortlisted', 'interview', 'offer', 'hired', 'not_selected'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_favorite_stage_check" CHECK ("applications"."is_favorite" = ("applications"."stage" in ('shortlisted', 'interview', 'offer', 'hired')));