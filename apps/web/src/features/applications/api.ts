import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationView,
  EmployerApplication,
  SeekerApplication,
} from '@portal/shared/schemas/applications';
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
