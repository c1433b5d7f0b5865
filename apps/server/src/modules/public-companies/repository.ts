import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, jobs } from '../../db/schema';
import { listedCompanySql } from '../../db/company-visibility';
import { openJobSql, publishedJobSql } from '../../db/job-visibility';

export interface EmployerFilters {
  /** Name contains (case-insensitive). */
  search?: string;
  /** First letter of the name, A–Z (case-insensitive). */
  letter?: string;
}

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function employerCondition(f: EmployerFilters) {
  return and(
    listedCompanySql(),
    // lower(name) like 'x%' can use companies_name_lower_idx (text_pattern_ops).
    f.letter ? sql`lower(${companies.name}) like ${`${f.letter.toLowerCase()}%`}` : undefined,
    f.search ? ilike(companies.name, `%${escapeLike(f.search)}%`) : undefined,
  );
}

/**
 * One page of employers by name with the filtered total (window count over companies, which are few),
 * then each page row's open jobs by a lateral count on jobs_company_idx: twenty index lookups in the
 * same query, not a count over every open job and not a query per row. An empty page carries no total:
 * see countEmployers.
 */
export function findEmployersPage(
  db: DbOrTx,
  filters: EmployerFilters,
  page: { limit: number; offset: number },
) {
  const lowerName = sql`lower(${companies.name})`;
  const pageRows = db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      isVerified: companies.isVerified,
      sector: companies.sector,
      sortName: sql<string>`${lowerName}`.as('sort_name'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(companies)
    .where(employerCondition(filters))
    .orderBy(lowerName, asc(companies.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_rows');
  const openCounts = db
    .select({ openJobs: sql<number>`count(*)::int`.as('open_jobs') })
    .from(jobs)
    .where(and(eq(jobs.companyId, pageRows.id), openJobSql()))
    .as('open_counts');
  return db
    .select({
      id: pageRows.id,
      name: pageRows.name,
      logo: pageRows.logo,
      isVerified: pageRows.isVerified,
      sector: pageRows.sector,
      openJobs: openCounts.openJobs,
      total: pageRows.total,
    })
    .from(pageRows)
    .leftJoinLateral(openCounts, sql`true`)
    .orderBy(asc(pageRows.sortName), asc(pageRows.id));
}
export type EmployerRow = Awaited<ReturnType<typeof findEmployersPage>>[number];

export async function countEmployers(db: DbOrTx, filters: EmployerFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companies)
    .where(employerCondition(filters));
  return row?.total ?? 0;
}

/** The first letters (A–Z) of the listed employers' names: the letters worth offering on the A–Z bar. */
export async function findEmployerLetters(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ letter: sql<string>`upper(left(${companies.name}, 1))` })
    .from(companies)
    .where(listedCompanySql());
  return rows
    .map((r) => r.letter)
    .filter((l) => /^[A-Z]$/.test(l))
    .sort();
}

/** The public fields of a company and its number of open jobs; null when there is no such company. */
export async function findCompanyProfile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      isVerified: companies.isVerified,
      size: companies.size,
      sector: companies.sector,
      process: companies.process,
      address: companies.address,
      location: companies.location,
      hrEmail: companies.hrEmail,
      hrPhone: companies.hrPhone,
      website: companies.website,
      introduction: companies.introduction,
      whyWorkWithUs: companies.whyWorkWithUs,
      foundedOn: companies.foundedOn,
      subCompanies: companies.subCompanies,
      createdAt: companies.createdAt,
      // By the id itself: in a one-table select drizzle leaves column names unqualified, so a
      // correlated `company_id = companies.id` would read the inner "id".
      openJobs: sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${id} and ${openJobSql()})`,
    })
    .from(companies)
    .where(and(eq(companies.id, id), listedCompanySql()))
    .limit(1);
  return row ?? null;
}
export type CompanyProfileRow = NonNullable<Awaited<ReturnType<typeof findCompanyProfile>>>;

/** One page of a company's published jobs (open, expired or force-closed), newest first, with the total. */
export function findCompanyJobsPage(db: DbOrTx, companyId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      type: jobs.type,
      salaryRange: jobs.salaryRange,
      createdAt: jobs.createdAt,
      expiredAt: jobs.expiredAt,
      approved: jobs.approved,
      active: jobs.active,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), publishedJobSql()))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type CompanyJobRow = Awaited<ReturnType<typeof findCompanyJobsPage>>[number];

export async function countCompanyJobs(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), publishedJobSql()));
  return row?.total ?? 0;
}
