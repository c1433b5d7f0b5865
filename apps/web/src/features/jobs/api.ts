import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { countOpenJobsByAtoll, getHomeStats, listOpenJobs, viewJob } from '@portal/shared/endpoints/jobs';
import type { JobSearch } from '@portal/shared/job-search';
import type { AtollOpenJobs } from '@portal/shared/schemas/jobs';
import { call } from '../../lib/api-client';

// The public job calls of SPEC §7.2: keys and calls in one factory (lib/query-keys.ts).

export const jobQueries = {
  all: () => ['jobs'] as const,
  /** GET allJobs/filter: one page of open jobs (20 a page) and the total. */
  list: (search: JobSearch) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => call(listOpenJobs, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET jobView/{id}: the full job; an ApiError with code not_found when there is no such job. */
  view: (id: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'view', id] as const,
      queryFn: ({ signal }) => call(viewJob, { params: { id }, signal }).then((r) => r.data),
      // A server-rendered "Job not found" is shown as it came, not replaced by a skeleton while the
      // browser asks again (a failure offers Try again).
      retryOnMount: false,
    }),
  /**
   * GET allJobs/place-counts: each atoll's open jobs under the list's other filters (`search` without
   * its places and page: packages/shared/src/job-search.ts placeCountSearch).
   */
  placeCounts: (search: Omit<JobSearch, 'page' | 'location'>) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'place-counts', search] as const,
      queryFn: async ({ signal }): Promise<AtollOpenJobs[]> =>
        (await call(countOpenJobsByAtoll, { query: search, signal })).data,
      // The counts of the previous filters stay shown while the new ones come (no flicker to none).
      placeholderData: keepPreviousData,
    }),
  /** GET homedash: posted, open, seekers. */
  homeStats: () =>
    queryOptions({
      queryKey: ['homedash'] as const,
      queryFn: ({ signal }) => call(getHomeStats, { signal }),
      staleTime: 5 * 60_000,
    }),
};

export const useJobList = (search: JobSearch) => useQuery(jobQueries.list(search));
export const usePlaceCounts = (search: Omit<JobSearch, 'page' | 'location'>) =>
  useQuery(jobQueries.placeCounts(search));
export const useHomeStats = () => useQuery(jobQueries.homeStats());
export const useJobView = (id: string | undefined) =>
  useQuery({ ...jobQueries.view(id ?? ''), enabled: Boolean(id) });
