CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "slip_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_open_key" ON "invoices" USING btree ("company_id") WHERE "invoices"."paid_at" is null and "invoices"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_awaiting_idx" ON "invoices" USING btree ("slip_uploaded_at") WHERE "invoices"."paid_at" is null and "invoices"."slip_uploaded_at" is not null;--> statement-breakpoint
-- Pay-per-job postings stay usable 365 days (issue 8); each job posted with one is live at most 20 days.
UPDATE "subscriptions" SET "expires_at" = "starts_at" + interval '365 days' WHERE "type" = 2 AND "expires_at" < "starts_at" + interval '365 days';
