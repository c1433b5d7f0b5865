DROP INDEX "jobs_open_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_open_expiry_idx";--> statement-breakpoint
DROP INDEX "jobs_open_sector_idx";--> statement-breakpoint
DROP INDEX "jobs_open_category_idx";--> statement-breakpoint
DROP INDEX "jobs_open_type_idx";--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_open_location_idx";--> statement-breakpoint
-- 0/1 flags become booleans (hand-edited: the casts and defaults drizzle-kit cannot write).
ALTER TABLE "jobs" ALTER COLUMN "active" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "active" SET DATA TYPE boolean USING ("active" <> 0);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "active" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_online_application" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_online_application" SET DATA TYPE boolean USING ("prevent_online_application" <> 0);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_online_application" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_international_applicants" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_international_applicants" SET DATA TYPE boolean USING ("prevent_international_applicants" <> 0);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "prevent_international_applicants" SET DEFAULT false;--> statement-breakpoint
-- Money in minor units (laari, cents), filled from the whole units; 0005 drops the old columns.
ALTER TABLE "invoices" ADD COLUMN "amount_minor" integer;--> statement-breakpoint
UPDATE "invoices" SET "amount_minor" = "amount" * 100;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "price_per_unit_minor" integer;--> statement-breakpoint
UPDATE "packages" SET "price_per_unit_minor" = "price_per_unit" * 100;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "price_per_unit_minor" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_invoice_key" ON "subscriptions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "jobs_open_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_expiry_idx" ON "jobs" USING btree ("expired_at") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_sector_idx" ON "jobs" USING btree ("sector","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_type_idx" ON "jobs" USING btree ("type","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_range","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location","created_at" DESC NULLS LAST) WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_check" CHECK ("invoices"."package" in (1, 2));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in (1, 2));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_no_of_jobs_check" CHECK ("invoices"."no_of_jobs" >= 1);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_approved_check" CHECK ("jobs"."approved" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_type_check" CHECK ("packages"."type" in (1, 2));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_currency_check" CHECK ("packages"."currency" in (1, 2));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_price_check" CHECK ("packages"."price_per_unit_minor" >= 0);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_duration_check" CHECK ("packages"."duration_days" > 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_check" CHECK ("subscriptions"."type" in (1, 2));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_jobs_check" CHECK ("subscriptions"."jobs_used" >= 0 and ("subscriptions"."jobs_total" is null or ("subscriptions"."jobs_total" >= 0 and "subscriptions"."jobs_used" <= "subscriptions"."jobs_total")));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."expires_at" > "subscriptions"."starts_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in (1, 2, 3));