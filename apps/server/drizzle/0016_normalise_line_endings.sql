-- Line breaks stored as LF (issue 25, point 1). Browsers send a textarea's line breaks as CRLF, and the
-- CR printed as a stray glyph in PDFs; the schemas normalise every multi-line field on input now
-- (packages/shared/src/rules/line-endings.ts), and this brings the rows stored before to the same form:
-- CRLF and a lone CR become LF, exactly as normaliseLineEndings does. Only rows holding a CR are written
-- (a job's or company's updated_at moves with its text, as for any edit).
UPDATE "applications" SET "cover_note" = replace(replace("cover_note", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("cover_note", E'\r') > 0;
--> statement-breakpoint
UPDATE "jobs" SET
  "description" = replace(replace("description", E'\r\n', E'\n'), E'\r', E'\n'),
  "reject_reason" = replace(replace("reject_reason", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("description", E'\r') > 0 OR strpos("reject_reason", E'\r') > 0;
--> statement-breakpoint
UPDATE "invoices" SET "slip_rejected_reason" = replace(replace("slip_rejected_reason", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("slip_rejected_reason", E'\r') > 0;
--> statement-breakpoint
UPDATE "companies" SET
  "introduction" = replace(replace("introduction", E'\r\n', E'\n'), E'\r', E'\n'),
  "why_work_with_us" = replace(replace("why_work_with_us", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("introduction", E'\r') > 0 OR strpos("why_work_with_us", E'\r') > 0;
--> statement-breakpoint
UPDATE "resumes" SET "introduction" = replace(replace("introduction", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("introduction", E'\r') > 0;
--> statement-breakpoint
UPDATE "experiences" SET
  "work_summary" = replace(replace("work_summary", E'\r\n', E'\n'), E'\r', E'\n'),
  "responsibilities" = replace(replace("responsibilities", E'\r\n', E'\n'), E'\r', E'\n')
WHERE strpos("work_summary", E'\r') > 0 OR strpos("responsibilities", E'\r') > 0;
--> statement-breakpoint
-- The operators' log keeps the reason given with a rejection (a job's or a payment slip's).
UPDATE "admin_actions" SET "detail" = jsonb_set(
  "detail", '{reason}', to_jsonb(replace(replace("detail"->>'reason', E'\r\n', E'\n'), E'\r', E'\n'))
)
WHERE jsonb_typeof("detail"->'reason') = 'string' AND strpos("detail"->>'reason', E'\r') > 0;
