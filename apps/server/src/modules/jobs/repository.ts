import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@portal/shared/constants';
import type { DbOrTx } from '../../db/client';
import { applications, companies, jobs, users } from '../../db/schema';
import { openJobSql, publishedJobSql } from '../../db/job-visibility';

export interface OpenJobFilters {
  sector?: string;
  category?: string;
  type?: string;
  salary?: string;
  location?: string;
  /** Keyword: PostgreSQL full-text search on jobs.search_vector. */
  q?: string;
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** The filter conditions beyond "open"; undefined when there is none. */
function filterCondition(f: OpenJobFilters): SQL | undefined {
  return and(
    f.sector ? eq(jobs.sector, f.sector) : undefined,
    f.category ? eq(jobs.category, f.category) : undefined,
    f.type ? eq(jobs.type, f.type) : undefined,
    f.salary ? eq(jobs.salaryRange, f.salary) : undefined,
    f.location ? eq(jobs.location, f.location) : undefined,
    f.q ? sql`${jobs.searchVector} @@ ${tsQuery(f.q)}` : undefined,
  );
}

/**
 * One page of open jobs, newest first, or by keyword rank then recency when `q` is given. Without a
 * total: a window count would make PostgreSQL read every matching row before the LIMIT, where this
 * query stops after one page of the partial index `jobs_open_recent_idx` (see countOpenJobs).
 */
export function findOpenJobsPage(
  db: DbOrTx,
  filters: OpenJobFilters,
  page: { limit: number; offset: number },
) {
  const order = [desc(jobs.createdAt), desc(jobs.id)];
  if (filters.q) order.unshift(desc(sql`ts_rank(${jobs.searchVector}, ${tsQuery(filters.q)})`));
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      companyId: jobs.companyId,
      isVerified: companies.isVerified,
      logo: companies.logo,
      salaryRange: jobs.salaryRange,
      location: jobs.location,
      sector: jobs.sector,
      category: jobs.category,
      type: jobs.type,
      createdAt: jobs.createdAt,
      expiredAt: jobs.expiredAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(openJobSql(), filterCondition(filters)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}
export type OpenJobRow = Awaited<ReturnType<typeof findOpenJobsPage>>[number];

const countJobs = async (db: DbOrTx, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where);
  return row?.n ?? 0;
};

/**
 * How many open jobs match the filters, and how many there are in all. Two counts, not one pass with
 * `count(*) filter (…)`: each can then use its own index (the partial per-filter indexes, the GIN index
 * of the keyword), where a single pass evaluates every filter — and detoasts every search vector — on
 * every open job (measured at 100,000 jobs: 52 ms against 5 + 22 ms).
 */
export async function countOpenJobs(
  db: DbOrTx,
  filters: OpenJobFilters,
): Promise<{ total: number; open: number }> {
  const condition = filterCondition(filters);
  const open = await countJobs(db, openJobSql());
  const total = condition ? await countJobs(db, and(openJobSql(), condition)) : open;
  return { open, total };
}

/** Home banner numbers in one query: jobs ever published, open jobs, jobseekers. */
export async function countHomeStats(db: DbOrTx): Promise<{ posted: number; open: number; seekers: number }> {
  const [row] = await db
    .select({
      seekers: sql<number>`count(*)::int`,
      posted: sql<number>`(select count(*)::int from ${jobs} where ${publishedJobSql()})`,
      open: sql<number>`(select count(*)::int from ${jobs} where ${openJobSql()})`,
    })
    .from(users)
    .where(eq(users.role, ROLES.jobseeker));
  return row ?? { posted: 0, open: 0, seekers: 0 };
}

// Every column but the generated search vector, which nobody reads back.
const { searchVector: _searchVector, ...jobColumns } = getTableColumns(jobs);

/** A job with what its public view needs of the company, whatever its state (the service decides). */
export async function findJobWithCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      job: jobColumns,
      company: {
        name: companies.name,
        logo: companies.logo,
        isVerified: companies.isVerified,
        userId: companies.userId,
        deletedAt: companies.deletedAt,
      },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  return row ?? null;
}
export type JobWithCompany = NonNullable<Awaited<ReturnType<typeof findJobWithCompany>>>;

/** A company's job counts for its dashboard: all jobs, and those waiting for approval. */
export async function countJobsOfCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${jobs.approved} = 0)::int`,
      applications: sql<number>`(select count(*)::int from ${applications} where ${applications.companyId} = ${companyId})`,
      shortListed: sql<number>`(select count(*)::int from ${applications} where ${applications.companyId} = ${companyId} and ${applications.isFavorite})`,
    })
    .from(jobs)
    .where(eq(jobs.companyId, companyId));
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    applications: row?.applications ?? 0,
    shortListed: row?.shortListed ?? 0,
  };
}

/** Jobs waiting for the operators' approval (the dashboard's count). */
export async function countPendingApproval(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.approved, 0));
  return row?.n ?? 0;
}

/**
 * A deleted company's jobs leave every public page: open ones are closed, pending ones leave the
 * operators' queue (rejected with the reason). The rows stay for the records.
 */
export async function retireJobsOfCompany(db: DbOrTx, companyId: number, at: string): Promise<void> {
  await db.update(jobs).set({ active: false, updatedAt: at }).where(eq(jobs.companyId, companyId));
  await db
    .update(jobs)
    .set({ approved: 2, rejectReason: 'The employer deleted the account.', updatedAt: at })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.approved, 0)));
}

/** One page of the public list, as the service hands it to the presenter. */
export interface PublicJobsPage {
  rows: OpenJobRow[];
  /** Open jobs matching the filters. */
  total: number;
  /** All open jobs, whatever the filters. */
  open: number;
  page: number;
  perPage: number;
  lastPage: number;
}
