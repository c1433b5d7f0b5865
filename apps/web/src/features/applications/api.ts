import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listCompanyApplications,
  listJobApplications,
  listOwnApplications,
  toggleShortlist,
  viewApplication,
} from '@portal/shared/endpoints/applications';
import type { EndpointQuery } from '@portal/shared/endpoints/endpoint';
import { normalisePage } from '@portal/shared/rules/pagination';
import { call } from '../../lib/api-client';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The application calls of SPEC §7.3 and §7.4 (issue 11).

export interface EmployerApplicationsFilter {
  /** The job of the path (/job-applications/{jobId}). */
  jobId?: string;
  /** The list's job filter (`?job=`, issue 25 point 3). */
  job?: string;
  sort: string;
  page: number;
  gender?: string;
  nationality?: string;
  qualification?: string;
  experience?: string;
}

/** The applicant filters of the employer's list, each a `?name=` of the URL. */
export const APPLICANT_FILTERS = ['gender', 'nationality', 'qualification', 'experience'] as const;

/** The list's filter as the URL holds it: the page and the route's prefetch read the same key. */
export function employerApplicationsFilterFrom(
  jobId: string | undefined,
  params: URLSearchParams,
): EmployerApplicationsFilter {
  return {
    jobId,
    job: jobId ? undefined : (params.get('job') ?? undefined),
    sort: params.get('sort') ?? '3',
    page: normalisePage(params.get('page')),
    ...Object.fromEntries(APPLICANT_FILTERS.map((f) => [f, params.get(f) ?? undefined])),
  };
}

/** The query of employ/job-applications[/{jobId}]: the list's filters, without the path's job. */
function employerListQuery(f: EmployerApplicationsFilter) {
  return {
    job: f.job,
    // As the URL has it: the server reads another value as All.
    sort: f.sort as EndpointQuery<typeof listJobApplications>['sort'],
    page: f.page,
    gender: f.gender,
    nationality: f.nationality,
    qualification: f.qualification,
    experience: f.experience,
  };
}

export const applicationQueries = {
  mine: () =>
    queryOptions({
      queryKey: privateKey('applications', 'mine'),
      queryFn: ({ signal }) => call(listOwnApplications, { signal }).then((r) => r.data),
    }),
  employerList: (f: EmployerApplicationsFilter) =>
    queryOptions({
      queryKey: privateKey('applications', 'employer', f),
      queryFn: ({ signal }) =>
        f.jobId
          ? call(listJobApplications, { params: { jobId: f.jobId }, query: employerListQuery(f), signal })
          : call(listCompanyApplications, { params: {}, query: employerListQuery(f), signal }),
    }),
  view: (id: string) =>
    queryOptions({
      queryKey: privateKey('applications', 'view', id),
      queryFn: ({ signal }) => call(viewApplication, { params: { id }, signal }).then((r) => r.data),
      retry: false,
    }),
};

/** GET employ/ar-shortlist/{id}: the server's message ('Added to shortlist' / 'Removed from shortlist') is toasted. */
export function useToggleShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(toggleShortlist, { params: { id }, toastError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PRIVATE] }),
  });
}
