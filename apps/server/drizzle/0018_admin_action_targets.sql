-- The operators' log names what each action acted on (issue 25, point 6; decision 0034): the label is
-- stored with the entry at write time (modules/audit/targets.ts), so the log stays true after a rename
-- or a deletion. The entries written before are named here as well as the data still allows, in the
-- same forms as targets.ts: jobs and invoices by their current rows (a job's title as recorded then
-- when the row is gone), companies and lookup values by the name their entry recorded.
ALTER TABLE "admin_actions" ADD COLUMN "target_label" text;
--> statement-breakpoint
UPDATE "admin_actions" AS a
SET "target_label" = '''' || coalesce(a."detail"->>'title', j."title") || ''' of ' || coalesce(nullif(j."company_name", ''), c."name")
FROM "jobs" AS j
JOIN "companies" AS c ON c."id" = j."company_id"
WHERE a."subject_type" = 'job' AND a."subject_id" = j."id" AND a."target_label" IS NULL;
--> statement-breakpoint
UPDATE "admin_actions"
SET "target_label" = '''' || ("detail"->>'title') || ''''
WHERE "subject_type" = 'job' AND "target_label" IS NULL AND jsonb_typeof("detail"->'title') = 'string';
--> statement-breakpoint
UPDATE "admin_actions" AS a
SET "target_label" = 'INV-' || i."id" || ' for ' || c."name"
FROM "invoices" AS i
JOIN "companies" AS c ON c."id" = i."company_id"
WHERE a."subject_type" = 'invoice' AND a."subject_id" = i."id" AND a."target_label" IS NULL;
--> statement-breakpoint
UPDATE "admin_actions"
SET "target_label" = 'INV-' || "subject_id"
WHERE "subject_type" = 'invoice' AND "target_label" IS NULL AND "subject_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "admin_actions" AS a
SET "target_label" = coalesce(a."detail"->>'name', c."name")
FROM "companies" AS c
WHERE a."subject_type" = 'company' AND a."subject_id" = c."id" AND a."target_label" IS NULL;
--> statement-breakpoint
UPDATE "admin_actions"
SET "target_label" = "detail"->>'name'
WHERE "subject_type" = 'company' AND "target_label" IS NULL AND jsonb_typeof("detail"->'name') = 'string';
--> statement-breakpoint
-- A lookup value as it was named before the action (a rename's "from"), with its list's name
-- (LOOKUP_FIELD_LABELS of packages/shared/src/lookups.ts).
UPDATE "admin_actions"
SET "target_label" = '''' || coalesce("detail"->>'from', "detail"->>'value') || ''' (' || CASE "detail"->>'field'
    WHEN 'gender' THEN 'Gender'
    WHEN 'nationality' THEN 'Nationality'
    WHEN 'qualifications' THEN 'Qualifications'
    WHEN 'experience' THEN 'Experience (jobs)'
    WHEN 'experience_duration' THEN 'Experience (jobseekers)'
    WHEN 'rate_employer_role' THEN 'Employment status'
    WHEN 'work_sectors' THEN 'Sectors'
    WHEN 'work_categories' THEN 'Categories'
    WHEN 'job_types' THEN 'Job types'
    WHEN 'salary_range' THEN 'Salary ranges'
    WHEN 'preferred_locations' THEN 'Locations'
    ELSE "detail"->>'field'
  END || ')'
WHERE "subject_type" = 'lookup' AND "target_label" IS NULL
  AND coalesce("detail"->>'from', "detail"->>'value') IS NOT NULL AND "detail"->>'field' IS NOT NULL;
