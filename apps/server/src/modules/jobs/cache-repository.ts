import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { openJobSql } from '../../db/job-visibility';
import { jobDayStats, jobViews } from '../../db/schema';

// The SQL of the public caches (./public-cache.ts, ./page-cache.ts) and of the view counter
// (./view-counter.ts): the stamp the cached answers are kept under, and the buffered views' upsert.

/** The stamp's parts as text (null for an empty table). */
export interface PublicStampRow {
  jobs_changed?: string | null;
  last_job?: string | null;
  companies_changed?: string | null;
  last_user?: string | null;
  last_deletion?: string | null;
  next_close?: string | null;
}

/**
 * Index lookups only (jobs_updated_idx, companies_updated_idx, the primary keys, users_deleted_idx,
 * jobs_open_expiry_idx): the latest job and company change (a trigger moves updated_at on every update),
 * the newest job and user, the latest account deletion (the home page's jobseekers leave its count, issue
 * 25 point 7; an employer's deletion moves its company too), and the earliest closing date among open jobs.
 */
export async function selectPublicStamp(db: DbOrTx): Promise<PublicStampRow> {
  const result = await db.execute(sql`select
    (select max(updated_at) from jobs)::text as jobs_changed,
    (select max(id) from jobs)::text as last_job,
    (select max(updated_at) from companies)::text as companies_changed,
    (select max(id) from users)::text as last_user,
    (select max(deleted_at) from users)::text as last_deletion,
    (select min(expired_at) from jobs where ${openJobSql()})::text as next_close`);
  return (result as unknown as { rows: PublicStampRow[] }).rows[0] ?? {};
}

export interface DayViews {
  jobId: number;
  /** The Maldives day they were counted on ('2026-11-27'). */
  day: string;
  views: number;
}

/**
 * Adds buffered view counts to their jobs' totals and to their days (issue 32, decision 0052): one
 * statement for both (a data-modifying WITH runs whether or not it is read), so the insights cost no
 * write per page view and no second round trip per flush.
 */
export async function addJobViews(db: DbOrTx, values: DayViews[]): Promise<void> {
  if (values.length === 0) return;
  const rows = sql.join(
    values.map((v) => sql`(${v.jobId}::int, ${v.day}::date, ${v.views}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with counted (job_id, day, views) as (values ${rows}),
    totals as (
      insert into ${jobViews} (job_id, views)
      select job_id, sum(views)::int from counted group by job_id
      on conflict (job_id) do update set views = ${jobViews.views} + excluded.views
    )
    insert into ${jobDayStats} (job_id, day, views)
    select job_id, day, views from counted
    on conflict (job_id, day) do update set views = ${jobDayStats.views} + excluded.views`);
}
