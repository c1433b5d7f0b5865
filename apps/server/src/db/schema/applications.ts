import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Stage } from '@portal/shared/rules/pipeline';
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
    /**
     * 1 shortlisted (SPEC §4 Application): since issue 27 it follows the stage (true exactly at
     * shortlisted, interview, offer, hired; a check holds it), written in the same statement.
     */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** The hiring pipeline's stage (issue 27; packages/shared/src/rules/pipeline.ts STAGES). */
    stage: text('stage').$type<Stage>().notNull().default('new'),
    /** When the stage last changed (null: never moved since applying). */
    stageChangedAt: tstz('stage_changed_at'),
    /**
     * The company's private 1–5 rating (issue 27, point 3; decision 0042): one per application, the last
     * writer's, with who set it and when (all three null when not rated). Never in a seeker's answer.
     */
    rating: smallint('rating'),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: tstz('rated_at'),
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
    index('applications_job_stage_idx').on(t.jobId, t.stage),
    // The insights' rollup reads a day's applications (issue 32).
    index('applications_created_idx').on(t.createdAt),
    check(
      'applications_stage_check',
      sql`${t.stage} in ('new', 'reviewed', 'shortlisted', 'interview', 'offer', 'hired', 'not_selected')`,
    ),
    check('applications_rating_check', sql`${t.rating} between 1 and 5`),
    check('applications_rated_at_check', sql`(${t.rating} is null) = (${t.ratedAt} is null)`),
    check(
      'applications_favorite_stage_check',
      sql`${t.isFavorite} = (${t.stage} in ('shortlisted', 'interview', 'offer', 'hired'))`,
    ),
  ],
);

/**
 * Every stage change of an application (issue 27): who moved it, when, from and to; insights read it.
 * Written in the transaction of the change. `changed_by` is null once that account is gone.
 */
export const applicationStageChanges = pgTable(
  'application_stage_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromStage: text('from_stage').$type<Stage>().notNull(),
    toStage: text('to_stage').$type<Stage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_stage_changes_application_idx').on(t.applicationId, t.toStage),
    // The insights' rollup reads a day's moves (issue 32).
    index('application_stage_changes_created_idx').on(t.createdAt),
  ],
);

/**
 * The company's private notes on an application (issue 27, point 3; decision 0042): who wrote each and
 * when; only its author deletes it. `author_id` is null once that account is gone. Never shown to the
 * seeker.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.id.desc()),
    // NOTE_MAX_CHARS (packages/shared/src/rules/application-notes.ts); the API refuses longer first (422).
    check('application_notes_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
