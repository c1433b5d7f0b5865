import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { files } from './files';

// The one-off public bank job form (SPEC §2.3, §3).

/** Applications sent through the one-off public bank job form (SPEC §2.3, §3). */
export const jobFormSubmissions = pgTable(
  'job_form_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    prefBranch: text('pref_branch').notNull(),
    /** The client address that sent it (abuse checks only). */
    client: text('client'),
    createdAt: createdAt(),
  },
  (t) => [
    // The operators' list: newest first, optionally of one branch.
    index('job_form_submissions_branch_idx').on(t.prefBranch, t.createdAt.desc()),
    index('job_form_submissions_recent_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Files uploaded through `POST job-form/upload` (no account): the files row holds the name and type
 * (owner null, not attached); this row says who uploaded it and, once submitted, which submission and
 * slot hold it. Uploads not submitted within an hour are removed with their bytes.
 */
export const jobFormUploads = pgTable(
  'job_form_uploads',
  {
    key: text('key')
      .primaryKey()
      .references(() => files.key, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    submissionId: integer('submission_id').references(() => jobFormSubmissions.id, { onDelete: 'cascade' }),
    slot: text('slot'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_form_uploads_submission_slot_key').on(t.submissionId, t.slot),
    index('job_form_uploads_unsubmitted_idx')
      .on(t.createdAt)
      .where(sql`${t.submissionId} is null`),
  ],
);
