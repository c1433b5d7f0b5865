import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEmployers, viewEmployer } from '@portal/shared/endpoints/companies';
import type { EndpointResponse } from '@portal/shared/endpoints/endpoint';
import { pageParam } from '@portal/shared/page-params';
import { normalisePage } from '@portal/shared/rules/pagination';
import { call } from '../../lib/api-client';

// The public employer calls of SPEC §7.2: keys and calls in one factory (lib/query-keys.ts).

export interface EmployerSearch {
  page: number;
  search?: string;
  /** An A–Z letter: names starting with it. */
  sort?: string;
}

/**
 * The list's search from the URL (the page and its server prefetch read the same). Its parameters are
 * listed in packages/shared/src/page-params.ts, which the server's page cache keys on.
 */
export function employerSearchFrom(params: URLSearchParams): EmployerSearch {
  const search: EmployerSearch = { page: normalisePage(pageParam(params, 'employers', 'page')) };
  const text = pageParam(params, 'employers', 'search')?.trim();
  if (text) search.search = text;
  const letter = pageParam(params, 'employers', 'sort')?.trim().toUpperCase();
  if (letter && /^[A-Z]$/.test(letter)) search.sort = letter;
  return search;
}

export type EmployerProfileData = EndpointResponse<typeof viewEmployer>['data'];

export const employerQueries = {
  all: () => ['employers'] as const,
  /** GET filter-employers?search&sort&page (20 a page). */
  list: (search: EmployerSearch) =>
    queryOptions({
      queryKey: [...employerQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => call(listEmployers, { query: { ...search }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET employers/{id}?page: the public profile and one page (15) of its jobs; 404 when unknown. */
  profile: (id: string, page: number) =>
    queryOptions({
      queryKey: [...employerQueries.all(), 'profile', id, page] as const,
      queryFn: ({ signal }) =>
        call(viewEmployer, { params: { id }, query: { page }, signal }).then((r) => r.data),
      // As jobQueries.view: a server-rendered not-found stays, without a second request.
      retryOnMount: false,
      // Another page of the same employer keeps the profile on screen; another employer does not.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2] === id ? previous : undefined,
    }),
};

export const useEmployers = (search: EmployerSearch) => useQuery(employerQueries.list(search));
export const useEmployerProfile = (id: string, page: number) =>
  useQuery({ ...employerQueries.profile(id, page), enabled: Boolean(id) });
