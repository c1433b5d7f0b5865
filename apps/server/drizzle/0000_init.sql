CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"sector" text,
	"process" text,
	"email" text,
	"address" text,
	"location" text,
	"hr_email" text,
	"hr_phone" text,
	"phone" text,
	"website" text,
	"introduction" text,
	"why_work_with_us" text,
	"founded_on" date,
	"contact" text,
	"designation" text,
	"logo" text,
	"sub_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"package" smallint NOT NULL,
	"no_of_jobs" integer DEFAULT 1 NOT NULL,
	"tin" text,
	"amount" integer NOT NULL,
	"currency" smallint DEFAULT 1 NOT NULL,
	"slip" text,
	"slip_uploaded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subs_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sector" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"ref_no" text,
	"positions" text NOT NULL,
	"salary_range" text NOT NULL,
	"location" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"company_name" text NOT NULL,
	"interview_starts_on" timestamp with time zone,
	"expired_at" timestamp with time zone NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"reject_reason" text,
	"active" smallint DEFAULT 1 NOT NULL,
	"attachment" text,
	"application_form" text,
	"req_email" text,
	"prevent_online_application" smallint DEFAULT 0 NOT NULL,
	"prevent_international_applicants" smallint DEFAULT 0 NOT NULL,
	"required_items" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "lookup_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_per_unit" integer NOT NULL,
	"currency" smallint DEFAULT 1 NOT NULL,
	"duration_days" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"invoice_id" integer,
	"type" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"jobs_total" integer,
	"jobs_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" smallint NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_files_key_fk" FOREIGN KEY ("logo") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_slip_files_key_fk" FOREIGN KEY ("slip") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subs_id_subscriptions_id_fk" FOREIGN KEY ("subs_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_attachment_files_key_fk" FOREIGN KEY ("attachment") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_application_form_files_key_fk" FOREIGN KEY ("application_form") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_key" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_paid_idx" ON "invoices" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_expiry_idx" ON "jobs" USING btree ("expired_at") WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_sector_idx" ON "jobs" USING btree ("sector","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_type_idx" ON "jobs" USING btree ("type","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_range","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active" = 1;--> statement-breakpoint
CREATE INDEX "jobs_approval_idx" ON "jobs" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_fields_field_value_key" ON "lookup_fields" USING btree ("field","value");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_key" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id","type","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");