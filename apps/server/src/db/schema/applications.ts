import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz } from './columns';
import { users } from './accounts';
import { companies } from './companies';
import { files } from './files';
import { jobs } from './jobs';

// Applications to jobs.

/**
 * Applications (issue 11; SPEC §3 Application): one per seeker and job (the unique key is what makes
 * "apply once" hold under racing requests). The files are the seeker's, kept for the employer who
 * received them even after the seeker deletes the account.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    coverNote: text('cover_note').notNull(),
    customResume: text('custom_resume').references(() => files.key, { onDelete: 'set null' }),
    applicationForm: text('application_form').references(() => files.key, { onDelete: 'set null' }),
    /** The job's required items the seeker attached: [{ item, key, name }]. */
    documents: jsonb('documents')
      .$type<{ item: string; key: string; name: string }[]>()
      .notNull()
      .default([]),
    /** SPEC §3: null means applied. */
    status: smallint('status'),
    /** 1 shortlisted (SPEC §4 Application). */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** When the employer first opened it (the seeker sees 'viewed'). */
    viewedAt: tstz('viewed_at'),
    /** When the seeker was told of the shortlist (once per application). */
    shortlistMailedAt: tstz('shortlist_mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_company_recent_idx').on(t.companyId, t.createdAt.desc()),
    index('applications_candidate_recent_idx').on(t.candidateId, t.createdAt.desc()),
  ],
);
