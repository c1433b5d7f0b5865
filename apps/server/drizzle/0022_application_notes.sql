-- Private notes and a 1-5 rating per application (issue 27, point 3; docs/decisions/0042): the company's
-- only, never in a seeker's answer. A rating is one per application, the last writer's, with who set it
-- and when (the three null together when not rated). The note length limit is NOTE_MAX_CHARS.
CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_text_check" CHECK (char_length("application_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rated_by" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rating_check" CHECK ("applications"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rated_at_check" CHECK (("applications"."rating" is null) = ("applications"."rated_at" is null));