import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchTalentPool, viewCandidate } from '@portal/shared/endpoints/talent-pool';
import { AGE_BANDS } from '@portal/shared/rules/talent-pool';
import { call } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';
import type { TalentPoolFilters } from './lib/use-talent-pool-search';

export type TalentPoolSearch = TalentPoolFilters & { page: number };

export const talentPoolQueries = {
  /** GET employ/talent-pool with the panel's filters (annual subscribers only): private to the employer. */
  page: (search: TalentPoolSearch) =>
    queryOptions({
      queryKey: privateKey('talent-pool', search),
      // An age that is not one of the bands is no filter (the server ignores it): it is not sent.
      queryFn: ({ signal }) =>
        call(searchTalentPool, {
          query: { ...search, age: AGE_BANDS.find((band) => band === search.age) },
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** GET employ/user-profile/{id}: the candidate profile; counts a view, so it is not refetched on focus. */
  candidate: (id: string) =>
    queryOptions({
      queryKey: privateKey('candidate', id),
      queryFn: ({ signal }) => call(viewCandidate, { params: { id }, signal }).then((r) => r.data),
      retry: false,
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    }),
};

/**
 * The talent pool for a signed-in employer. A 403 (no annual subscription) reads as "no access": the page
 * shows the Get Subscribed panel.
 */
export const useTalentPool = (search: TalentPoolSearch, enabled: boolean) =>
  useQuery({ ...talentPoolQueries.page(search), enabled });
