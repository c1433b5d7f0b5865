import type { Lang } from '@portal/shared/lang';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminJobFilter } from '@portal/shared/schemas/admin';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { EMPLOYER_JOB_FILTERS } from '@portal/shared/rules/jobs';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/like';
import { applications, companies, jobs, jobViews, subscriptions, users } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

const jobColumns = getTableColumns(jobs);

/** The caller's company with what the job form checks (its name and sub companies). */
export async function findEmployerCompany(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      subCompanies: companies.subCompanies,
      logo: companies.logo,
      isVerified: companies.isVerified,
    })
    .from(companies)
    .where(and(eq(companies.userId, userId), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

const withCompany = {
  views: sql<number>`coalesce((select ${jobViews.views} from ${jobViews} where ${jobViews.jobId} = ${jobs.id}), 0)`,
  // SPEC §3: the employer's job list entry is the job plus its applications (ids and states), in the
  // same statement (the (job_id, candidate_id) key indexes the lookup).
  applications: sql<
    { id: number; status: number | null; is_favorite: number }[]
  >`coalesce((select json_agg(json_build_object('id', a.id, 'status', a.status, 'is_favorite', case when a.is_favorite then 1 else 0 end) order by a.id) from ${applications} a where a.job_id = ${jobs.id}), '[]'::json)`,
  ownerUserId: companies.userId,
  companyLogo: companies.logo,
  companyVerified: companies.isVerified,
  companyMainName: companies.name,
};

export type EmployerJobRow = { job: JobRow } & {
  views: number;
  applications: { id: number; status: number | null; is_favorite: number }[];
  ownerUserId: number;
  companyLogo: string | null;
  companyVerified: boolean;
  companyMainName: string;
};

/** A job with its company's owner (who may manage it) and the public-facing company facts. */
export async function findJobForEmployer(db: DbOrTx, id: number): Promise<EmployerJobRow | null> {
  const [row] = await db
    .select({ job: jobColumns, ...withCompany })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return (row as EmployerJobRow | undefined) ?? null;
}

export async function insertJob(db: DbOrTx, values: typeof jobs.$inferInsert): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(db: DbOrTx, id: number, values: Partial<typeof jobs.$inferInsert>) {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(jobs.id, id));
}

/**
 * Approves a job unless it is approved already, in one statement: of simultaneous approvals only one
 * gets the row back (the others wait for its commit and then find it approved), so only that one
 * publishes, mails and records (issue 24, point 2). `latestClosing` brings a pay-per-job job's closing
 * date forward to at most 20 days from now (shared rules/jobs.ts clampPayPerJobClosing).
 */
export async function approveUnlessApproved(
  db: DbOrTx,
  id: number,
  opts: { at: Date; latestClosing: Date | null },
): Promise<Pick<JobRow, 'id' | 'title' | 'expiredAt'> | null> {
  const at = opts.at.toISOString();
  const [row] = await db
    .update(jobs)
    .set({
      approved: JOB_APPROVAL.approved,
      approvedAt: at,
      rejectReason: null,
      updatedAt: at,
      ...(opts.latestClosing
        ? { expiredAt: sql`least(${jobs.expiredAt}, ${opts.latestClosing.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(jobs.id, id), ne(jobs.approved, JOB_APPROVAL.approved)))
    .returning({ id: jobs.id, title: jobs.title, expiredAt: jobs.expiredAt });
  return row ?? null;
}

/** Rejects a job unless it is rejected already (one winner among simultaneous rejections, as above). */
export async function rejectUnlessRejected(
  db: DbOrTx,
  id: number,
  reason: string,
): Promise<(Pick<JobRow, 'id' | 'title'> & { wasPublished: boolean }) | null> {
  // The state it leaves, read under the row's lock (a concurrent approval is waited for): a published job
  // taken down is one the partner site must hear about.
  const [before] = await db
    .select({ approved: jobs.approved, active: jobs.active })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update');
  if (!before) return null;
  const [row] = await db
    .update(jobs)
    .set({
      approved: JOB_APPROVAL.rejected,
      approvedAt: null,
      rejectReason: reason,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(jobs.id, id), ne(jobs.approved, JOB_APPROVAL.rejected)))
    .returning({ id: jobs.id, title: jobs.title });
  return row ? { ...row, wasPublished: before.approved === JOB_APPROVAL.approved && before.active } : null;
}

/** Closes a job unless it is closed already; the job as it was approved, or null when nothing changed. */
export async function closeUnlessClosed(
  db: DbOrTx,
  id: number,
): Promise<Pick<JobRow, 'id' | 'approved'> | null> {
  const [row] = await db
    .update(jobs)
    .set({ active: false, updatedAt: new Date().toISOString() })
    .where(and(eq(jobs.id, id), eq(jobs.active, true)))
    .returning({ id: jobs.id, approved: jobs.approved });
  return row ?? null;
}

/** Locks a job's row for the rest of the transaction and reads it as it is now (an edit decides on it). */
export async function lockJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).for('update');
  return row ?? null;
}

/** Whether a job other than `jobId` holds this file (reposts share their source's files). */
export async function isFileUsedByOtherJob(db: DbOrTx, key: string, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ne(jobs.id, jobId), or(eq(jobs.attachment, key), eq(jobs.applicationForm, key))))
    .limit(1);
  return Boolean(row);
}

function statusFilter(status: number): SQL | undefined {
  if (status === EMPLOYER_JOB_FILTERS.pending) return sql`${jobs.approved} <> 1`;
  if (status === EMPLOYER_JOB_FILTERS.active)
    return sql`${jobs.approved} = 1 and ${jobs.active} and ${jobs.expiredAt} > now()`;
  if (status === EMPLOYER_JOB_FILTERS.expired)
    return sql`${jobs.approved} = 1 and ${jobs.expiredAt} <= now()`;
  return undefined;
}

/** The company's jobs, newest first, searched by title or reference and filtered by state. */
export async function listJobsOfCompany(
  db: DbOrTx,
  opts: { companyId: number; search?: string; status: number; limit: number; offset: number },
) {
  const where = and(
    eq(jobs.companyId, opts.companyId),
    statusFilter(opts.status),
    opts.search
      ? or(ilike(jobs.title, containsPattern(opts.search)), ilike(jobs.refNo, containsPattern(opts.search)))
      : undefined,
  );
  const rows = await db
    .select({ job: jobColumns, ...withCompany })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows: rows as EmployerJobRow[], total: total?.n ?? 0 };
}

// The operators' filter, one definition with the web's (packages/shared).
export type { AdminJobFilter };

/** The operators' jobs: pending ones oldest first (a queue), the other lists newest first. */
export async function listJobsForAdmin(
  db: DbOrTx,
  opts: { status: AdminJobFilter; limit: number; offset: number },
) {
  const where = and(
    isNull(companies.deletedAt),
    opts.status === 'all'
      ? undefined
      : eq(jobs.approved, { pending: 0, approved: 1, rejected: 2 }[opts.status]),
  );
  const order =
    opts.status === 'pending' ? [asc(jobs.createdAt), asc(jobs.id)] : [desc(jobs.createdAt), desc(jobs.id)];
  const rows = await db
    .select({ job: jobColumns, ...withCompany, ownerEmail: users.email, planType: subscriptions.type })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(subscriptions, eq(subscriptions.id, jobs.subsId))
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where);
  return {
    rows: rows as (EmployerJobRow & { ownerEmail: string; planType: number | null })[],
    total: total?.n ?? 0,
  };
}

/** The owner's login email, for the job mails. */
export async function findJobOwner(db: DbOrTx, jobId: number): Promise<{ email: string; lang: Lang } | null> {
  const [row] = await db
    .select({ email: users.email, lang: users.lang })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
}

/** The subscription type a job was posted with (1 annual, 2 pay-per-job), or null. */
export async function findJobSubscriptionType(db: DbOrTx, jobId: number): Promise<number | null> {
  const [row] = await db
    .select({ type: subscriptions.type })
    .from(jobs)
    .innerJoin(subscriptions, eq(subscriptions.id, jobs.subsId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.type ?? null;
}

/**
 * Open jobs closing within `days` of `now` whose employer has not been reminded yet, claimed for the
 * reminder in the caller's transaction (the mark and the mail are one change; SKIP LOCKED lets several
 * instances sweep at once).
 */
export async function claimClosingReminders(db: DbOrTx, now: Date, days: number) {
  const until = new Date(now.getTime() + days * 86_400_000).toISOString();
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      expiredAt: jobs.expiredAt,
      ownerEmail: users.email,
      ownerLang: users.lang,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(jobs.approved, 1),
        eq(jobs.active, true),
        isNull(jobs.closingReminderAt),
        isNull(companies.deletedAt),
        sql`${jobs.expiredAt} > ${now.toISOString()} and ${jobs.expiredAt} <= ${until}`,
      ),
    )
    .limit(200)
    .for('update', { of: jobs, skipLocked: true });
}

export async function markReminded(db: DbOrTx, id: number, at: Date) {
  await db.update(jobs).set({ closingReminderAt: at.toISOString() }).where(eq(jobs.id, id));
}
