import { JOB_APPROVAL, PAGE_SIZES } from '@portal/shared/constants';
import { pageCount } from '@portal/shared/rules/pagination';
import type { PlaceCountsQuery, PublicJobsQuery, PublicJobView } from '@portal/shared/schemas/jobs';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { createStampedCache, type StampedCache } from '../../lib/stamped-cache';
import { placeFilter, loadGazetteer } from '../places/service';
import { keywordPageOrder } from './keyword-scan';
import { countOpenJobsPerAtoll, type AtollCountRow } from './place-counts-repository';
import { presentPublicJob } from './presenter';
import { canViewJob, type Viewer } from './policy';
import { cachedPublic, cachedUnder, readPublicStamp } from './public-cache';
import {
  countHomeStats,
  countJobsOfCompany,
  countPendingApproval,
  retireJobsOfCompany,
  countAllOpenJobs,
  countMatchingOpenJobs,
  countOpenJobsBeyondAtolls,
  hasOpenJobFilter,
  findJobWithCompany,
  findOpenJobsPage,
  type JobWithCompany,
  type OpenJobFilters,
  type OpenJobRow,
  type PublicJobsPage,
} from './repository';

export const JOB_NOT_FOUND = 'Job not found!';

export type HomeStats = Awaited<ReturnType<typeof countHomeStats>>;

/** The in-process answers of the public list and home numbers (./public-cache.ts); one per app. */
export interface PublicCache {
  list: StampedCache<PublicJobsPage>;
  /**
   * Counts by filter combination (no page) and the shared open-jobs count (key ''): a list page not
   * seen yet (page 2, a deep page) reuses the counts of its filters, and every filter combination reuses
   * the one open-jobs count (issue 13).
   */
  counts: StampedCache<number>;
  stats: StampedCache<HomeStats>;
  /** Each atoll's open jobs by combination of the other filters (allJobs/place-counts). */
  atolls: StampedCache<AtollCountRow[]>;
}

export function createPublicCache(): PublicCache {
  return {
    list: createStampedCache(500),
    counts: createStampedCache(500),
    stats: createStampedCache(1),
    atolls: createStampedCache(200),
  };
}

/** The public job use cases read the database, through the public cache when there is one. */
export type PublicJobsDeps = Pick<ServiceDeps, 'db'> & { cache?: PublicCache };

/**
 * The public jobs list: open jobs only, filtered, newest first or by keyword rank (up to
 * KEYWORD_RANK_LIMIT matches, ./keyword-scan.ts). With a cache, an
 * answer is reused while the database stamp is unchanged (./public-cache.ts), and so are its counts.
 */
export async function listPublicJobs(
  { db, cache }: PublicJobsDeps,
  query: PublicJobsQuery,
): Promise<PublicJobsPage> {
  const filters: OpenJobFilters = {
    sector: query.sector,
    category: query.category,
    type: query.type,
    salary: query.salary,
    places: query.location.length > 0 ? placeFilter(query.location, await loadGazetteer({ db })) : null,
    q: query.q,
  };
  if (!cache) return computePublicJobs(db, query.page, filters, (count) => count());
  const stamp = await readPublicStamp({ db });
  const filterKey = JSON.stringify(Object.values(filters));
  return cachedUnder(cache.list, JSON.stringify([query.page, filterKey]), stamp, () =>
    computePublicJobs(db, query.page, filters, (count, key) =>
      cachedUnder(
        cache.counts,
        key === 'open' ? '' : filterKey,
        stamp,
        key === 'matching' && canSumAtolls(filters) ? () => sumAtollCounts({ db, cache }, filters) : count,
      ),
    ),
  );
}

/** A list of places with at least one atoll and no keyword: its total can add up its atolls' counts. */
const canSumAtolls = (filters: OpenJobFilters) => !filters.q && (filters.places?.atolls.length ?? 0) > 0;

/**
 * A list's total from each atoll's open jobs under its other filters (the map's counts, held under the
 * same stamp, countPublicJobsByAtoll) and the jobs of its other places outside those atolls. Counting two
 * atolls afresh reads some 5,000 index entries for every list that names them (issue 28, point 6).
 */
async function sumAtollCounts(deps: Required<PublicJobsDeps>, filters: OpenJobFilters): Promise<number> {
  const chosen = new Set(filters.places!.atolls);
  const [perAtoll, beyond] = await Promise.all([
    countPublicJobsByAtoll(deps, otherFilters(filters)),
    countOpenJobsBeyondAtolls(deps.db, filters),
  ]);
  return perAtoll.filter((a) => chosen.has(a.code)).reduce((n, a) => n + a.openJobs, beyond);
}

/** The list's filters other than its places, as allJobs/place-counts takes them. */
const otherFilters = (f: Pick<OpenJobFilters, 'sector' | 'category' | 'type' | 'salary' | 'q'>) => ({
  sector: f.sector,
  category: f.category,
  type: f.type,
  salary: f.salary,
  q: f.q,
});

/** Runs a count, through the cache when there is one. */
type CountThrough = (count: () => Promise<number>, key: 'open' | 'matching') => Promise<number>;

async function computePublicJobs(
  db: DbOrTx,
  page: number,
  filters: OpenJobFilters,
  through: CountThrough,
): Promise<PublicJobsPage> {
  const perPage = PAGE_SIZES.publicJobs;
  const window = { limit: perPage, offset: (page - 1) * perPage };
  const countOpen = () => through(() => countAllOpenJobs(db), 'open');
  const countMatching = () => through(() => countMatchingOpenJobs(db, filters), 'matching');
  const answer = (rows: OpenJobRow[], open: number, total: number): PublicJobsPage => ({
    rows,
    open,
    total,
    page,
    perPage,
    lastPage: pageCount(total, perPage),
  });
  if (filters.q) {
    // A keyword's counts decide how its page is read (ranked, or newest first by the scan that reads
    // fewer rows), so they come first; they are cached for the keyword's next pages.
    const [total, open] = await Promise.all([countMatching(), countOpen()]);
    const order = keywordPageOrder({ matches: total, open, ...window });
    return answer(await findOpenJobsPage(db, filters, { ...window, ...order }), open, total);
  }
  // Otherwise the page and the counts run side by side, each on its own index.
  const [rows, open, total] = await Promise.all([
    findOpenJobsPage(db, filters, { ...window, rank: false }),
    countOpen(),
    hasOpenJobFilter(filters) ? countMatching() : null,
  ]);
  return answer(rows, open, total ?? open);
}

/**
 * Each atoll's open jobs under the list's other filters (facet counts: the places asked for aside, so
 * that each atoll says what choosing it would add). Cached under the public stamp as the lists are.
 */
export function countPublicJobsByAtoll(
  { db, cache }: PublicJobsDeps,
  query: PlaceCountsQuery,
): Promise<AtollCountRow[]> {
  const filters = otherFilters(query);
  return cachedPublic(
    { db },
    { cache: cache?.atolls, key: JSON.stringify(filters), compute: () => countOpenJobsPerAtoll(db, filters) },
  );
}

/** Home banner numbers (SPEC §1): jobs ever published, open jobs, jobseekers. */
export function getHomeStats({ db, cache }: PublicJobsDeps): Promise<HomeStats> {
  return cachedPublic({ db }, { cache: cache?.stats, key: 'home', compute: () => countHomeStats(db) });
}

/**
 * A job for its public view. Published jobs (open, expired or force-closed) are public; a pending or
 * rejected job is 404 for everyone but an admin and the employer who owns it (their preview; policy.ts).
 */
export async function getPublicJob(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { id: number | null; viewer: Viewer | null },
): Promise<{ found: JobWithCompany; preview: boolean }> {
  if (opts.id === null) throw notFound(JOB_NOT_FOUND);
  const found = await findJobWithCompany(db, opts.id);
  if (!found) throw notFound(JOB_NOT_FOUND);
  const facts = {
    approved: found.job.approved,
    ownerUserId: found.company.userId,
    companyDeleted: found.company.deletedAt !== null,
  };
  if (!canViewJob(opts.viewer, facts)) throw notFound(JOB_NOT_FOUND);
  return { found, preview: facts.approved !== JOB_APPROVAL.approved };
}

/** The employer dashboard's job counts (GET employ/company `totals`). */
export function countCompanyJobs({ db }: Pick<ServiceDeps, 'db'>, opts: { companyId: number }) {
  return countJobsOfCompany(db, opts.companyId);
}

/** The operators' dashboard: jobs waiting for approval. */
export function countJobsAwaitingApproval({ db }: Pick<ServiceDeps, 'db'>) {
  return countPendingApproval(db);
}

/**
 * Account deletion (issue 8): the company's jobs leave the public pages and the approval queue. Answers
 * the ids of those that were published, whose partners are to hear that they closed.
 */
export function retireCompanyJobs(
  { db }: { db: DbOrTx },
  opts: { companyId: number; at: string },
): Promise<number[]> {
  return retireJobsOfCompany(db, opts.companyId, opts.at);
}

/** A job as partners and social networks receive it (its public view, whatever its state), or null. */
export async function getJobForPublishing(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { id: number },
): Promise<PublicJobView | null> {
  const found = await findJobWithCompany(db, opts.id);
  return found ? presentPublicJob(found, config) : null;
}
export { countJobsByMonth, type JobsMonth } from './figures-service';
