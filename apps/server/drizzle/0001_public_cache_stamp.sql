CREATE INDEX "companies_updated_idx" ON "companies" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at");