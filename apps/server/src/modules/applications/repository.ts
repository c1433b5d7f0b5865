import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Stage } from '@portal/shared/rules/pipeline';
import type { DbOrTx } from '../../db/client';
import { openJobSql } from '../../db/job-visibility';
import { applications, companies, files, jobs, jobSeekerProfiles, users } from '../../db/schema';

// Applications (issue 11). The unique (job, candidate) key makes "apply once" hold under races.

export type ApplicationRow = typeof applications.$inferSelect;

/** A job with what applying needs to know; `open` is the public "open" predicate. */
export async function findJobForApplying(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      applicationForm: jobs.applicationForm,
      preventOnlineApplication: jobs.preventOnlineApplication,
      preventInternationalApplicants: jobs.preventInternationalApplicants,
      open: sql<boolean>`(${openJobSql()})`,
      companyDeleted: sql<boolean>`(${companies.deletedAt} is not null)`,
      notifyEmail: sql<string>`coalesce(${jobs.reqEmail}, ${companies.hrEmail}, ${users.email})`,
      /** The language the company's account reads the portal's mails in (issue 31). */
      ownerLang: users.lang,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  db: DbOrTx,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
    .returning();
  return row ?? null;
}

export async function findApplicationOf(db: DbOrTx, candidateId: number, jobId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** Applications with what the seeker's list shows of their jobs. */
const withJob = (db: DbOrTx) =>
  db
    .select({
      application: applications,
      title: jobs.title,
      name: jobs.companyName,
      isVerified: companies.isVerified,
      location: jobs.location,
      expiredAt: jobs.expiredAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId));
export type CandidateApplicationRow = Awaited<ReturnType<ReturnType<typeof withJob>['where']>>[number];

/** The seeker's applications with their jobs, newest first. */
export function listForCandidate(db: DbOrTx, candidateId: number) {
  return withJob(db)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(500);
}

/** One application with its job, as the seeker's list shows it. */
export async function findForCandidate(db: DbOrTx, id: number): Promise<CandidateApplicationRow | null> {
  const [row] = await withJob(db).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

export interface EmployerListFilter {
  companyId: number;
  /** The job of the path (employ/job-applications/{jobId}). */
  jobId?: number;
  /** The list's `job` filter (issue 25, point 3). */
  job?: number;
  candidateId?: number;
  sort?: '3' | '0' | '1';
  gender?: string;
  nationality?: string;
  qualification?: string;
  experience?: string;
  /** The pipeline's stage (issue 27). */
  stage?: Stage;
  limit: number;
  offset: number;
}

/** A page of a company's applications with the applicant's basic facts (null once the account is deleted). */
export async function listForCompany(db: DbOrTx, f: EmployerListFilter) {
  const conditions: SQL[] = [eq(applications.companyId, f.companyId)];
  if (f.jobId !== undefined) conditions.push(eq(applications.jobId, f.jobId));
  // The list's job filter joins the path's job (both must hold), so it never widens what a path shows.
  if (f.job !== undefined) conditions.push(eq(applications.jobId, f.job));
  if (f.candidateId !== undefined) conditions.push(eq(applications.candidateId, f.candidateId));
  if (f.sort === '1') conditions.push(eq(applications.isFavorite, true));
  if (f.sort === '0') conditions.push(eq(applications.isFavorite, false));
  if (f.stage) conditions.push(eq(applications.stage, f.stage));
  if (f.gender) conditions.push(eq(jobSeekerProfiles.gender, f.gender));
  if (f.nationality) conditions.push(eq(jobSeekerProfiles.nationality, f.nationality));
  if (f.qualification) conditions.push(eq(jobSeekerProfiles.qualification, f.qualification));
  if (f.experience) conditions.push(eq(jobSeekerProfiles.experience, f.experience));
  const where = and(...conditions);
  const profileJoin = and(
    eq(jobSeekerProfiles.userId, applications.candidateId),
    isNull(jobSeekerProfiles.deletedAt),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        application: applications,
        title: jobs.title,
        name: jobSeekerProfiles.name,
        gender: jobSeekerProfiles.gender,
        nationality: jobSeekerProfiles.nationality,
        qualification: jobSeekerProfiles.qualification,
        experience: jobSeekerProfiles.experience,
        picture: jobSeekerProfiles.picture,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(jobSeekerProfiles, profileJoin)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .leftJoin(jobSeekerProfiles, profileJoin)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Claims the one shortlist mail of an application; true when this call claimed it. */
export async function claimShortlistMail(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ shortlistMailedAt: sql`now()` })
    .where(
      and(eq(applications.id, id), isNull(applications.shortlistMailedAt), eq(applications.isFavorite, true)),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Marks an application viewed, the first time only (a conditional update: simultaneous first views
 * write once); answers when it was first viewed, as stored.
 */
export async function markViewed(db: DbOrTx, id: number): Promise<string> {
  const [marked] = await db
    .update(applications)
    .set({ viewedAt: sql`now()` })
    .where(and(eq(applications.id, id), isNull(applications.viewedAt)))
    .returning({ viewedAt: applications.viewedAt });
  if (marked?.viewedAt) return marked.viewedAt;
  const [stored] = await db
    .select({ viewedAt: applications.viewedAt })
    .from(applications)
    .where(eq(applications.id, id));
  return stored!.viewedAt!;
}

/** Applied and shortlisted counts of a seeker (the profile page) or of a company (its summary). */
export async function countFor(db: DbOrTx, by: { candidateId: number } | { companyId: number }) {
  const where =
    'candidateId' in by
      ? eq(applications.candidateId, by.candidateId)
      : eq(applications.companyId, by.companyId);
  const [row] = await db
    .select({
      applied: sql<number>`count(*)::int`,
      shortlisted: sql<number>`(count(*) filter (where ${applications.isFavorite}))::int`,
    })
    .from(applications)
    .where(where);
  return row ?? { applied: 0, shortlisted: 0 };
}

/** Original names of files by key (for an application's downloads). */
export async function fileNames(db: DbOrTx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: files.key, name: files.originalName })
    .from(files)
    .where(sql`${files.key} in ${keys}`);
  return new Map(rows.map((r) => [r.key, r.name]));
}
