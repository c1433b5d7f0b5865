import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CandidateProfile,
  TalentPoolFilter,
  TalentPoolResponse,
} from '@portal/shared/schemas/talent-pool';
import { api } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';

export type TalentPoolSearch = Partial<Record<TalentPoolFilter, string>> & { page: number };

export const talentPoolQueries = {
  /** GET employ/talent-pool with the panel's filters (annual subscribers only): private to the employer. */
  page: (search: TalentPoolSearch) =>
    queryOptions({
      queryKey: privateKey('talent-pool', search),
      queryFn: ({ signal }) => api<TalentPoolResponse>('employ/talent-pool', { query: search, signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** GET employ/user-profile/{id}: the candidate profile; counts a view, so it is not refetched on focus. */
  candidate: (id: string) =>
    queryOptions({
      queryKey: privateKey('candidate', id),
      queryFn: ({ signal }) =>
        api<{ data: CandidateProfile }>(`employ/user-profile/${id}`, { signal }).then((r) => r.data),
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
