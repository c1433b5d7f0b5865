import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/**
 * How each job did per Maldives day (issue 32, decision 0052). Views are added by the view counter's one
 * batched statement (with job_views); applications and shortlisted are set by the rollup from
 * `applications` and `application_stage_changes` (recomputed, so a rerun gives the same numbers). A
 * company's days are the sums over its jobs (`jobs.company_id`). A day with nothing has no row.
 */
export const jobDayStats = pgTable(
  'job_day_stats',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    shortlisted: integer('shortlisted').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.day] }),
    check(
      'job_day_stats_counts_check',
      sql`${t.views} >= 0 and ${t.applications} >= 0 and ${t.shortlisted} >= 0`,
    ),
  ],
);
