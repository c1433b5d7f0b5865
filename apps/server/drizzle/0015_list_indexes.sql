DROP INDEX "jobs_open_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_open_sector_idx";--> statement-breakpoint
DROP INDEX "jobs_open_category_idx";--> statement-breakpoint
DROP INDEX "jobs_open_type_idx";--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_open_location_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","salary_range","location") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_sector_idx" ON "jobs" USING btree ("sector","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","category","type","salary_range","location") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","type","salary_range","location") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_type_idx" ON "jobs" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","salary_range","location") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_range","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","location") WHERE "jobs"."approved" = 1 and "jobs"."active";--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","salary_range") WHERE "jobs"."approved" = 1 and "jobs"."active";