import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { atolls, jobs } from '../../db/schema';
import { openJobSql } from '../../db/job-visibility';
import { filterCondition, type OpenJobFilters } from './repository';
import { keywordJobIds } from './search-repository';

// Each atoll's open jobs (issue 28, point 3): one grouped count over the open jobs, read from the
// jobs_open_atoll_idx index alone (place_atoll leads it and it holds every other filter column, decision
// 0023), joined to the atolls so that an atoll without jobs answers 0. Never a query per atoll.

export interface AtollCountRow {
  code: string;
  name: string;
  centreLat: number;
  centreLon: number;
  openJobs: number;
}

/**
 * Every atoll, north to south, with the open jobs placed in it (on its islands, its resorts or the whole
 * atoll) that meet `filters` — their places aside: the caller leaves them out for facet counts.
 */
export function countOpenJobsPerAtoll(
  db: DbOrTx,
  filters: Omit<OpenJobFilters, 'places'>,
): Promise<AtollCountRow[]> {
  const perAtoll = db
    .select({ atoll: jobs.placeAtoll, n: count().as('n') })
    .from(jobs)
    .where(
      and(
        openJobSql(),
        isNotNull(jobs.placeAtoll),
        filterCondition(filters),
        // A keyword: a semi-join on the search relation's GIN index (decision 0040), as the list's count.
        filters.q ? inArray(jobs.id, keywordJobIds(db, filters.q)) : undefined,
      ),
    )
    .groupBy(jobs.placeAtoll)
    .as('per_atoll');
  return db
    .select({
      code: atolls.code,
      name: atolls.name,
      centreLat: atolls.centreLat,
      centreLon: atolls.centreLon,
      openJobs: sql<number>`coalesce(${perAtoll.n}, 0)::int`,
    })
    .from(atolls)
    .leftJoin(perAtoll, eq(perAtoll.atoll, atolls.code))
    .orderBy(asc(atolls.sortOrder));
}
