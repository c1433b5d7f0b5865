import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { DbOrTx } from '../../db/client';
import { listedCompanySql } from '../../db/company-visibility';
import { openJobSql } from '../../db/job-visibility';
import { atolls, companies, jobs } from '../../db/schema';
import type { PlaceKind } from '@portal/shared/rules/places';

// Publishing's own queries (DESIGN §1: modules do not share repositories). "Open" is the one SQL
// definition of db/job-visibility.ts; the partial indexes jobs_open_* serve these queries.

const openJob = openJobSql;

export interface JobPageRow {
  id: number;
  title: string;
  description: string;
  companyName: string;
  type: string;
  location: string;
  placeKind: PlaceKind;
  placeIsland: string | null;
  placeResort: string | null;
  /** The atoll's name; null for a place without one. */
  atollName: string | null;
  refNo: string | null;
  salaryRange: string;
  sector: string;
  category: string;
  createdAt: string;
  updatedAt: string;
  expiredAt: string;
  approved: number;
  active: boolean;
  preventOnlineApplication: boolean;
  isOpen: boolean;
  companyId: number;
  companyWebsite: string | null;
  companyLogo: string | null;
  companyUpdatedAt: string;
}

/** A job with what its page head needs, whatever its approval (the caller decides); none of a deleted employer. */
export async function findJobForPage(db: DbOrTx, id: number): Promise<JobPageRow | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      companyName: sql<string>`coalesce(nullif(${jobs.companyName}, ''), ${companies.name})`,
      type: jobs.type,
      location: jobs.location,
      placeKind: jobs.placeKind,
      placeIsland: jobs.placeIsland,
      placeResort: jobs.placeResort,
      atollName: atolls.name,
      refNo: jobs.refNo,
      salaryRange: jobs.salaryRange,
      sector: jobs.sector,
      category: jobs.category,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      expiredAt: jobs.expiredAt,
      approved: jobs.approved,
      active: jobs.active,
      preventOnlineApplication: jobs.preventOnlineApplication,
      isOpen: sql<boolean>`(${openJob()})`,
      companyId: companies.id,
      companyWebsite: companies.website,
      companyLogo: companies.logo,
      companyUpdatedAt: companies.updatedAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(atolls, eq(atolls.code, jobs.placeAtoll))
    // A deleted employer's jobs are gone from the public (issue 8; jobs/policy.ts canViewJob): no page
    // head, no JSON-LD and no preview image for them, though they stay published (approved = 1).
    .where(and(eq(jobs.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface CompanyPageRow {
  id: number;
  name: string;
  introduction: string | null;
  website: string | null;
  logo: string | null;
  /** Whether the company ever had a job published (its profile lists them). */
  hasPublishedJob: boolean;
  updatedAt: string;
}

export async function findCompanyForPage(db: DbOrTx, id: number): Promise<CompanyPageRow | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      introduction: companies.introduction,
      website: companies.website,
      logo: companies.logo,
      updatedAt: companies.updatedAt,
      // Written out qualified: drizzle leaves columns unqualified in a one-table select.
      hasPublishedJob: sql<boolean>`exists (select 1 from jobs j where j.company_id = companies.id and j.approved = ${JOB_APPROVAL.approved})`,
    })
    .from(companies)
    // The public profile's rule (employers/{id}): an unverified or deleted employer has no page (issue 24).
    .where(and(eq(companies.id, id), listedCompanySql()))
    .limit(1);
  return row ?? null;
}

/** A part of the sitemap: `count` <url> elements, newline-separated, in `xml`. */
export interface SitemapChunk {
  count: number;
  xml: string;
}

const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/**
 * The <url> elements are written by the database (string_agg in one query) rather than row by row in
 * JavaScript: at 50,000 rows this is several times faster, on PGlite above all, whose per-row result
 * handling runs on the server's event loop. `xmlBase` is the site's base URL, already XML-escaped;
 * ids and dates need no escaping.
 */
function urlElements(xmlBase: string, pathPrefix: string) {
  return sql`coalesce(string_agg('<url><loc>' || ${xmlBase}::text || ${pathPrefix}::text || s.id || '</loc><lastmod>' || to_char(s.lastmod at time zone 'UTC', ${sql.raw(W3C_DATETIME)}) || '</lastmod></url>', E'\n'), '')`;
}

/**
 * Open jobs, newest (highest id) first, as <url> elements. Ordered by id, not created_at: the same order
 * in practice, and the primary key gives it without sorting the table.
 */
export async function sitemapJobs(db: DbOrTx, xmlBase: string, limit: number): Promise<SitemapChunk> {
  const recent = db
    .select({
      id: jobs.id,
      lastmod: sql`greatest(${jobs.updatedAt}, coalesce(${jobs.approvedAt}, ${jobs.createdAt}))`.as(
        'lastmod',
      ),
    })
    .from(jobs)
    .where(openJob())
    .orderBy(desc(jobs.id))
    .limit(limit)
    .as('s');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, xml: sql<string>`${urlElements(xmlBase, '/job/')}` })
    .from(recent);
  return { count: row?.count ?? 0, xml: row?.xml ?? '' };
}

/**
 * Listed companies with at least one approved job, as <url> elements; last modified when the company changed
 * or last published a job (jobs_company_idx answers both subqueries without reading every job).
 */
export async function sitemapCompanies(db: DbOrTx, xmlBase: string, limit: number): Promise<SitemapChunk> {
  const result = (await db.execute(sql`
    select count(*)::int as count, ${urlElements(xmlBase, '/viewCompany/')} as xml
    from (
      select c.id,
        greatest(c.updated_at, (
          select j.created_at from jobs j
          where j.company_id = c.id and j.approved = ${JOB_APPROVAL.approved}
          order by j.created_at desc limit 1
        )) as lastmod
      from companies c
      where exists (select 1 from jobs j where j.company_id = c.id and j.approved = ${JOB_APPROVAL.approved})
        and ${listedCompanySql('c')}
      order by c.id
      limit ${limit}
    ) s`)) as unknown as { rows: { count: number | string; xml: string | null }[] };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), xml: row?.xml ?? '' };
}

export interface FeedJobRow {
  id: number;
  title: string;
  companyName: string;
  description: string;
  sector: string;
  category: string;
  type: string;
  location: string;
  salaryRange: string;
  createdAt: string;
  expiredAt: string;
}

/** The newest open jobs, as the public list orders them. */
export function listFeedJobs(db: DbOrTx, limit: number): Promise<FeedJobRow[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: sql<string>`coalesce(nullif(${jobs.companyName}, ''), ${companies.name})`,
      description: jobs.description,
      sector: jobs.sector,
      category: jobs.category,
      type: jobs.type,
      location: jobs.location,
      salaryRange: jobs.salaryRange,
      createdAt: jobs.createdAt,
      expiredAt: jobs.expiredAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(openJob())
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}
