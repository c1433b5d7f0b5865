-- Daily numbers per job (issue 32, docs/decisions/0052): views added by the view counter's batched
-- statement, applications and shortlisted set by the rollup from the applications and their stage history.
CREATE TABLE "job_day_stats" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"shortlisted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_day_stats_job_id_day_pk" PRIMARY KEY("job_id","day"),
	CONSTRAINT "job_day_stats_counts_check" CHECK ("job_day_stats"."views" >= 0 and "job_day_stats"."applications" >= 0 and "job_day_stats"."shortlisted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_day_stats" ADD CONSTRAINT "job_day_stats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollup finds a day's application events by time: the applications of a company's window and
-- the stage moves of a day.
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "application_stage_changes_created_idx" ON "application_stage_changes" USING btree ("created_at");
