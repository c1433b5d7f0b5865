import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listedCompanySql } from '../../db/company-visibility';
import { openJobSql, publishedJobSql } from '../../db/job-visibility';
import { companies, jobs, savedJobs } from '../../db/schema';

// Saved jobs (SPEC §3 Saved job, §4 Save state): a row per (seeker, job).

/** Whether a job can be saved: published and its company not deleted. */
export async function isSaveableJob(db: DbOrTx, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), publishedJobSql(), isNull(companies.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export async function findSaved(db: DbOrTx, userId: number, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .limit(1);
  return Boolean(row);
}

export async function insertSaved(db: DbOrTx, userId: number, jobId: number): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function deleteSaved(db: DbOrTx, userId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  return rows.length > 0;
}

/** A page of the seeker's saved jobs, newest save first; jobs taken down or of deleted companies leave. */
export async function listSaved(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(eq(savedJobs.userId, userId), publishedJobSql(), isNull(companies.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        jobId: jobs.id,
        title: jobs.title,
        name: jobs.companyName,
        companyId: companies.id,
        isVerified: companies.isVerified,
        logo: sql<string | null>`case when ${listedCompanySql()} then ${companies.logo} end`,
        salaryRange: jobs.salaryRange,
        type: jobs.type,
        location: jobs.location,
        expiredAt: jobs.expiredAt,
        open: sql<boolean>`(${openJobSql()})`,
        savedAt: savedJobs.createdAt,
      })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The ids of the jobs a seeker saved (at most 1,000, newest first): the public list's save marks. */
export async function listSavedIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt))
    .limit(1000);
  return rows.map((r) => r.jobId);
}
