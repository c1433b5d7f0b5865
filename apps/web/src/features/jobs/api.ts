import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HomeStats, PublicJobView, PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { api } from '../../lib/api-client';

// The public job calls of SPEC §7.2 and the jobseeker calls the job detail needs (§7.3).

export const JOB_FILTER_KEYS = ['sector', 'category', 'type', 'salary', 'location'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export interface JobSearch extends Partial<Record<JobFilterKey, string>> {
  page: number;
  q?: string;
}

/** GET allJobs/filter: one page of open jobs (20 a page) and the total. */
export function useJobList(search: JobSearch) {
  return useQuery({
    queryKey: ['jobs', 'list', search],
    queryFn: ({ signal }) => api<PublicJobsResponse>('allJobs/filter', { query: { ...search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET homedash: posted, open, seekers. */
export function useHomeStats() {
  return useQuery({
    queryKey: ['homedash'],
    queryFn: () => api<HomeStats>('homedash'),
    staleTime: 5 * 60_000,
  });
}

export const jobViewKey = (id: string) => ['jobs', 'view', id] as const;

/** GET jobView/{id}: the full job; an ApiError with status 404 when there is no such job. */
export function useJobView(id: string | undefined) {
  return useQuery({
    queryKey: jobViewKey(id ?? ''),
    queryFn: ({ signal }) => api<{ data: PublicJobView }>(`jobView/${id}`, { signal }).then((r) => r.data),
    enabled: Boolean(id),
  });
}
