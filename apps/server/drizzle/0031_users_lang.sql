-- The language the portal writes to each user in (issue 31, decision 0060): mails in the recipient's
-- language. Existing accounts are English, the portal's language until the Dhivehi interface came.
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'dv'));
