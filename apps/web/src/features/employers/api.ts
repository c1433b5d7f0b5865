import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmployerProfileResponse, EmployersResponse } from '@portal/shared/schemas/companies';
import { api } from '../../lib/api-client';

// The public employer calls of SPEC §7.2.

export interface EmployerSearch {
  page: number;
  search?: string;
  /** An A–Z letter: names starting with it. */
  sort?: string;
}

/** GET filter-employers?search&sort&page (20 a page). */
export function useEmployers(search: EmployerSearch) {
  return useQuery({
    queryKey: ['employers', 'list', search],
    queryFn: ({ signal }) => api<EmployersResponse>('filter-employers', { query: { ...search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type EmployerProfileData = EmployerProfileResponse['data'];

/** GET employers/{id}?page: the public profile and one page (15) of its jobs; 404 when unknown. */
export function useEmployerProfile(id: string, page: number) {
  return useQuery({
    queryKey: ['employers', 'profile', id, page],
    queryFn: ({ signal }) =>
      api<EmployerProfileResponse>(`employers/${id}`, { query: { page }, signal }).then((r) => r.data),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    enabled: Boolean(id),
  });
}
