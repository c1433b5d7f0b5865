import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationView,
  EmployerApplication,
  SeekerApplication,
} from '@portal/shared/schemas/applications';
import { normalisePage } from '@portal/shared/rules/pagination';
import { api } from '../../lib/api-client';
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

export const applicationQueries = {
  mine: () =>
    queryOptions({
      queryKey: privateKey('applications', 'mine'),
      queryFn: ({ signal }) =>
        api<{ data: SeekerApplication[]; total: number }>('user/applications-usr', { signal }).then(
          (r) => r.data,
        ),
    }),
  employerList: (f: EmployerApplicationsFilter) =>
    queryOptions({
      queryKey: privateKey('applications', 'employer', f),
      queryFn: ({ signal }) =>
        api<{ data: EmployerApplication[]; total: number; last: number }>(
          f.jobId ? `employ/job-applications/${f.jobId}` : 'employ/job-applications',
          {
            signal,
            query: {
              job: f.job,
              sort: f.sort,
              page: f.page,
              gender: f.gender,
              nationality: f.nationality,
              qualification: f.qualification,
              experience: f.experience,
            },
          },
        ),
    }),
  view: (id: string) =>
    queryOptions({
      queryKey: privateKey('applications', 'view', id),
      queryFn: ({ signal }) =>
        api<{ data: ApplicationView }>(`employ/view-application-byjobid/${id}`, { signal }).then(
          (r) => r.data,
        ),
      retry: false,
    }),
};

/** GET employ/ar-shortlist/{id}: the server's message ('Added to shortlist' / 'Removed from shortlist') is toasted. */
export function useToggleShortlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string; data: { id: number; is_favorite: number } }>(`employ/ar-shortlist/${id}`, {
        toastError: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PRIVATE] }),
  });
}
