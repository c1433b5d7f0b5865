import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getOwnJob, listOwnJobs } from '@portal/shared/endpoints/employer-jobs';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { normalisePage } from '@portal/shared/rules/pagination';
import { call } from './api-client';
import { privateKey } from './query-keys';

// The employer's job reads (SPEC §7.4 employ/jobs, employ/jobs/{id}) are used by the jobs pages and by
// the applications pages (their job filter and the per-job heading, issue 25 point 3): the queries live
// here, below the features, so both read one key per call.

export const employerJobQueries = {
  all: () => privateKey('employer-jobs'),
  list: (search: { page: number; status: number; search?: string }) =>
    queryOptions({
      queryKey: [...employerJobQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => call(listOwnJobs, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  job: (id: string) =>
    queryOptions({
      queryKey: [...employerJobQueries.all(), 'job', id] as const,
      queryFn: ({ signal }) => call(getOwnJob, { params: { id }, signal }).then((r) => r.data),
    }),
};

/** The /jobs list's filter as its URL holds it (the page and the route's prefetch read the same key). */
export function employerJobsFilterFrom(params: URLSearchParams) {
  const search = params.get('search') ?? '';
  return {
    page: normalisePage(params.get('page')),
    status: Number(params.get('status') ?? 1) || 1,
    ...(search ? { search } : {}),
  };
}

/** How a job's state is shown to its employer (/jobs, the per-job applications heading). */
export const JOB_STATE_BADGES: Record<EmployerJobView['state'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  rejected: { label: 'Rejected', color: 'red' },
  published: { label: 'Published', color: 'teal' },
  expired: { label: 'Expired!', color: 'gray' },
  closed: { label: 'Closed', color: 'gray' },
};
