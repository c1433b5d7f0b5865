import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentPoolResponse } from '@portal/shared/schemas/talent-pool';
import { api } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';

export const talentPoolQueries = {
  /** GET employ/talent-pool?page (annual subscribers only): the signed-in employer's view, so private. */
  page: (page: number) =>
    queryOptions({
      queryKey: privateKey('talent-pool', page),
      queryFn: ({ signal }) => api<TalentPoolResponse>('employ/talent-pool', { query: { page }, signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
};

/**
 * The talent pool for a signed-in employer. Any failure (403 without an annual subscription, network)
 * reads as "no access": the page shows the Get Subscribed panel.
 */
export const useTalentPool = (page: number, enabled: boolean) =>
  useQuery({ ...talentPoolQueries.page(page), enabled });
