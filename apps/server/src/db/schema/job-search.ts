import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { tstz, tsvector } from './columns';
import { jobs } from './jobs';

/**
 * The keyword search's own narrow relation (issue 34, docs/decisions/0040): one row per job with what a
 * keyword page and its count read — the search vector, whether the job is listed, and the list's sort
 * keys — so that a common word's count reads these small rows, not the wide `jobs` rows. Written only by
 * the trigger of migration 0019 (jobs_sync_job_search), in the transaction of every write to `jobs`, so
 * it is never out of step whoever writes; never written by application code.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Published and not force-closed (`approved = 1 and active`); open while expired_at is ahead. */
    listed: boolean('listed').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiredAt: tstz('expired_at').notNull(),
    /**
     * job_search_vector(title, company_name, location, description): title (A), company name and place
     * (B), description (C), apostrophes removed first (search_text), so "Hondaidhoo" finds "Hon'daidhoo".
     */
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    // No pending list (fastupdate off, migration 0021): a write puts its words into the index at once,
    // rather than into a list every search then reads in full until a vacuum merges it (4 MB, ~490 pages
    // a search, after the bench's bulk load; decision 0040). Jobs are written seldom and searched often.
    index('job_search_vector_idx')
      .using('gin', t.vector)
      .with({ fastupdate: false })
      .where(sql`${t.listed}`),
    // Newest first among a common word's matches: walked in order, each row's vector tested, stopped
    // after one page (the list's order, DESC NULLS FIRST as `order by … desc` reads it).
    index('job_search_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst(), t.expiredAt)
      .where(sql`${t.listed}`),
  ],
);
