import { and, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { JOB_APPROVAL, ROLES } from '@portal/shared/constants';
import type { DbOrTx } from '../../db/client';
import { applications, companies, jobs, users } from '../../db/schema';
import { openJobSql, publishedJobSql } from '../../db/job-visibility';
import type { PlaceFilter } from '../places/service';
import type { KeywordScan } from './keyword-scan';
import { countKeywordMatches, keywordPageIds } from './search-repository';

export interface OpenJobFilters {
  sector?: string;
  category?: string;
  type?: string;
  salary?: string;
  /** The places asked for (any of them): ../places/service.ts placeFilter. */
  places?: PlaceFilter | null;
  /** Keyword: full-text search on the job_search relation (./search-repository.ts). */
  q?: string;
}

/** The filter conditions beyond "open" and the keyword; undefined when there is none. */
export function filterCondition(f: OpenJobFilters): SQL | undefined {
  return and(
    f.sector ? eq(jobs.sector, f.sector) : undefined,
    f.category ? eq(jobs.category, f.category) : undefined,
    f.type ? eq(jobs.type, f.type) : undefined,
    f.salary ? eq(jobs.salaryRange, f.salary) : undefined,
    f.places ? placeCondition(f.places) : undefined,
  );
}

/** Any of the places: an atoll's jobs (its islands and resorts), every job of a kind, one place's text. */
function placeCondition(p: PlaceFilter): SQL {
  return or(...placeBranches(p))!;
}

/** The place filter's parts, each answered by its own jobs_open_* index (atoll, location). */
function placeBranches(p: PlaceFilter): SQL[] {
  return [
    p.atolls.length > 0 ? inArray(jobs.placeAtoll, p.atolls) : undefined,
    p.kinds.length > 0 ? inArray(jobs.placeKind, p.kinds) : undefined,
    p.locations.length > 0 ? inArray(jobs.location, p.locations) : undefined,
  ].filter((c) => c !== undefined);
}

/** What a list row shows of a job and its company. */
const listRow = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  companyId: jobs.companyId,
  isVerified: companies.isVerified,
  logo: companies.logo,
  salaryRange: jobs.salaryRange,
  location: jobs.location,
  placeKind: jobs.placeKind,
  placeAtoll: jobs.placeAtoll,
  placeIsland: jobs.placeIsland,
  placeResort: jobs.placeResort,
  sector: jobs.sector,
  category: jobs.category,
  type: jobs.type,
  createdAt: jobs.createdAt,
  expiredAt: jobs.expiredAt,
};

/**
 * One page of open jobs, newest first, or by keyword rank then recency when `q` is given and `rank` asked
 * for (KEYWORD_RANK_LIMIT; newest first read by `scan`: ./keyword-scan.ts). Without a
 * total: a window count would make PostgreSQL read every matching row before the LIMIT (see
 * countOpenJobs). A deferred join: the page's ids are chosen first from one of the jobs_open_* indexes
 * alone (an index-only scan holds every filter column and the order, so even OFFSET 19,980 walks only
 * index entries), or from the keyword search's relation, then only those 20 rows are read with their
 * company.
 */
export function findOpenJobsPage(
  db: DbOrTx,
  filters: OpenJobFilters,
  page: { limit: number; offset: number; rank: boolean; scan?: KeywordScan },
) {
  if (filters.q) {
    const ids = keywordPageIds(db, { q: filters.q, others: filterCondition(filters), ...page });
    return db
      .select(listRow)
      .from(ids)
      .innerJoin(jobs, eq(jobs.id, ids.id))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .orderBy(desc(ids.rank), desc(jobs.createdAt), desc(jobs.id));
  }
  const order = [desc(jobs.createdAt), desc(jobs.id)];
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(openJobSql(), filterCondition(filters)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(listRow)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, pageIds))
    .orderBy(...order);
}
export type OpenJobRow = Awaited<ReturnType<typeof findOpenJobsPage>>[number];

const countJobs = async (db: DbOrTx, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where);
  return row?.n ?? 0;
};

/** How many jobs are open in all (the list's "of N" figure, the same for every filter). */
export function countAllOpenJobs(db: DbOrTx): Promise<number> {
  return countJobs(db, openJobSql());
}

/** Whether any filter is set (without one, the matching count is countAllOpenJobs). */
export const hasOpenJobFilter = (filters: OpenJobFilters) =>
  Boolean(filters.q) || filterCondition(filters) !== undefined;

/**
 * How many open jobs match the filters. A count
 * of its own, not `count(*) filter (…)` in one pass with the total: it can then use the index of its most
 * selective filter (an index-only scan of a jobs_open_* index, or the keyword relation's GIN index), where
 * one pass evaluates every filter on every open job.
 */
export function countMatchingOpenJobs(db: DbOrTx, filters: OpenJobFilters): Promise<number> {
  if (filters.q) return countKeywordMatches(db, filters.q, filterCondition(filters));
  const branches = filters.places ? placeBranches(filters.places) : [];
  if (branches.length > 1) return countPlacesApart(db, filters, branches);
  return countJobs(db, and(openJobSql(), filterCondition(filters)));
}

/**
 * The open jobs a list's places take in beyond its atolls: those of its other places (every resort, a
 * place's text) that lie in none of its atolls. With each atoll's own count (countOpenJobsPerAtoll, held
 * under the public stamp) they make the list's total (service.ts), without counting an atoll's thousands
 * of jobs again for every list that names it.
 */
export function countOpenJobsBeyondAtolls(db: DbOrTx, filters: OpenJobFilters): Promise<number> {
  const p = filters.places;
  const beyond = p ? placeBranches({ ...p, atolls: [] }) : [];
  if (!p || beyond.length === 0) return Promise.resolve(0);
  const inAtolls = p.atolls.length > 0 ? [inArray(jobs.placeAtoll, p.atolls)] : [];
  return countPlacesApart(db, filters, beyond, inAtolls);
}

/**
 * Several kinds of place (two atolls and Hulhumalé): counted as disjoint parts, each on its own index
 * alone — the atoll's jobs, then the location's jobs that are in none of those atolls — and added up. One
 * count of `atoll in (…) or location in (…)` can use no single index and read every open job's entry
 * (80 ms at 80,000 open jobs, against 12 to 18 ms in parts; docs/operations/bench.md, issue 28).
 */
async function countPlacesApart(
  db: DbOrTx,
  filters: OpenJobFilters,
  branches: SQL[],
  /** Places already counted elsewhere: their jobs are left out of every part. */
  counted: SQL[] = [],
): Promise<number> {
  const others = filterCondition({ ...filters, places: null });
  const part = (i: number) =>
    and(
      openJobSql(),
      others,
      branches[i],
      ...[...counted, ...branches.slice(0, i)].map((b) => sql`(${b}) is not true`),
    );
  if (branches.length === 1) return countJobs(db, part(0));
  const rest = branches.slice(1).map(
    (_, i) =>
      sql`(${db
        .select({ n: sql`count(*)` })
        .from(jobs)
        .where(part(i + 1))})`,
  );
  const [row] = await db
    .select({ n: sql<number>`(count(*) + ${sql.join(rest, sql` + `)})::int` })
    .from(jobs)
    .where(part(0));
  return row?.n ?? 0;
}

/**
 * Home banner numbers in one query: jobs ever published, open jobs, jobseekers. A deleted account is no
 * jobseeker any more (issue 25, point 7); the public stamp moves on a deletion (./public-cache.ts).
 */
export async function countHomeStats(db: DbOrTx): Promise<{ posted: number; open: number; seekers: number }> {
  const [row] = await db
    .select({
      seekers: sql<number>`count(*)::int`,
      posted: sql<number>`(select count(*)::int from ${jobs} where ${publishedJobSql()})`,
      open: sql<number>`(select count(*)::int from ${jobs} where ${openJobSql()})`,
    })
    .from(users)
    .where(and(eq(users.role, ROLES.jobseeker), isNull(users.deletedAt)));
  return row ?? { posted: 0, open: 0, seekers: 0 };
}

const jobColumns = getTableColumns(jobs);

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
export async function retireJobsOfCompany(db: DbOrTx, companyId: number, at: string): Promise<number[]> {
  const closed = await db
    .update(jobs)
    .set({ active: false, updatedAt: at })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.active, true)))
    .returning({ id: jobs.id, approved: jobs.approved });
  await db
    .update(jobs)
    .set({ approved: 2, rejectReason: 'The employer deleted the account.', updatedAt: at })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.approved, 0)));
  // The ones that were published: partners and social networks are told they closed.
  return closed.filter((j) => j.approved === JOB_APPROVAL.approved).map((j) => j.id);
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
