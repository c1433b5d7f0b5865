import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applicationStageChanges,
  applications,
  companies,
  jobDayStats,
  jobs,
  jobSeekerProfiles,
} from '../../db/schema';

// The SQL of the insights (issue 32, decision 0052). A Maldives day in SQL is the UTC wall clock plus
// five hours (the Maldives keep no daylight saving), which needs no time zone data in PGlite.

const maldivesDayOf = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '5 hours')::date`;

/** The moments that begin and end a span of Maldives days, as UTC instants. */
const startOf = (day: string) => sql`((${day}::date::timestamp - interval '5 hours') at time zone 'UTC')`;

/** A job with what the policy and the days need; null when there is none (or its company is gone). */
export async function findJobForStats(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      approved: jobs.approved,
      approvedAt: jobs.approvedAt,
      createdAt: jobs.createdAt,
      ownerUserId: companies.userId,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface DayRow {
  day: string;
  views: number;
  applications: number;
  shortlisted: number;
}

const dayColumns = {
  day: jobDayStats.day,
  views: sql<number>`sum(${jobDayStats.views})::int`,
  applications: sql<number>`sum(${jobDayStats.applications})::int`,
  shortlisted: sql<number>`sum(${jobDayStats.shortlisted})::int`,
};

/** The stored days of one job within [from, to] (days without a row had nothing). */
export async function readJobDays(db: DbOrTx, jobId: number, from: string, to: string): Promise<DayRow[]> {
  return db
    .select(dayColumns)
    .from(jobDayStats)
    .where(and(eq(jobDayStats.jobId, jobId), sql`${jobDayStats.day} between ${from} and ${to}`))
    .groupBy(jobDayStats.day);
}

/** The company's jobs summed per day within [from, to]. */
export async function readCompanyDays(
  db: DbOrTx,
  companyId: number,
  from: string,
  to: string,
): Promise<DayRow[]> {
  return db
    .select(dayColumns)
    .from(jobDayStats)
    .innerJoin(jobs, eq(jobs.id, jobDayStats.jobId))
    .where(and(eq(jobs.companyId, companyId), sql`${jobDayStats.day} between ${from} and ${to}`))
    .groupBy(jobDayStats.day);
}

export type Breakdown = 'qualification' | 'experience' | 'nationality';

/**
 * How many of the company's applicants since `from` (a Maldives day) gave each value of one profile
 * field: distinct people, counts only (no name, no id leaves this query). Applicants without a profile
 * any more (a deleted account's profile is gone with its applications) are not counted.
 */
export async function countApplicantsBy(db: DbOrTx, companyId: number, from: string, field: Breakdown) {
  const column = jobSeekerProfiles[field];
  return db
    .select({ value: column, count: sql<number>`count(distinct ${applications.candidateId})::int` })
    .from(applications)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.candidateId))
    .where(and(eq(applications.companyId, companyId), sql`${applications.createdAt} >= ${startOf(from)}`))
    .groupBy(column)
    .orderBy(sql`2 desc`, column);
}

// A move that puts an application on the shortlist: into shortlisted or beyond from before it
// (SPEC §4 Application: is_favorite follows exactly these stages since issue 27).
const ON_SHORTLIST = sql.raw(`('shortlisted', 'interview', 'offer', 'hired')`);

/**
 * Sets applications and shortlisted of every (job, day) of [from, to] that had any, from the rows
 * themselves: applications by their creation day, shortlistings by the day of the stage move that put
 * them on the shortlist (each application once a day). Set, not added: a rerun over the same days
 * gives the same numbers, and two instances running it at once agree. A day of the span with a row but
 * no events any more is set back to zero. Views are left as they are. Answers how many rows it set.
 */
export async function rollUpApplicationDays(db: DbOrTx, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    with applied as (
      select ${applications.jobId} as job_id, ${maldivesDayOf(applications.createdAt)} as day, count(*)::int as n
      from ${applications}
      where ${applications.createdAt} >= ${startOf(from)} and ${applications.createdAt} < ${startOf(to)} + interval '1 day'
      group by 1, 2
    ), listed as (
      select a.job_id, ${maldivesDayOf(applicationStageChanges.createdAt)} as day,
        count(distinct ${applicationStageChanges.applicationId})::int as n
      from ${applicationStageChanges}
      join ${applications} a on a.id = ${applicationStageChanges.applicationId}
      where ${applicationStageChanges.createdAt} >= ${startOf(from)}
        and ${applicationStageChanges.createdAt} < ${startOf(to)} + interval '1 day'
        and ${applicationStageChanges.toStage} in ${ON_SHORTLIST}
        and ${applicationStageChanges.fromStage} not in ${ON_SHORTLIST}
      group by 1, 2
    ), events as (
      select coalesce(p.job_id, l.job_id) as job_id, coalesce(p.day, l.day) as day,
        coalesce(p.n, 0) as applications, coalesce(l.n, 0) as shortlisted
      from applied p full join listed l on l.job_id = p.job_id and l.day = p.day
    ),
    upserted as (
      insert into ${jobDayStats} (job_id, day, applications, shortlisted)
      select job_id, day, applications, shortlisted from events
      on conflict (job_id, day) do update
        set applications = excluded.applications, shortlisted = excluded.shortlisted
      returning 1
    ), emptied as (
      -- A day whose events vanished (an application deleted since) goes back to zero: the rollup of a
      -- day replaces its counts. Disjoint from the rows upserted above (one statement touches a row once).
      update ${jobDayStats} s set applications = 0, shortlisted = 0
      where s.day between ${from}::date and ${to}::date and (s.applications <> 0 or s.shortlisted <> 0)
        and not exists (select 1 from events e where e.job_id = s.job_id and e.day = s.day)
      returning 1
    )
    select ((select count(*) from upserted) + (select count(*) from emptied))::int as n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
