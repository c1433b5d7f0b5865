import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A jobseeker card of the talent pool (SPEC §3 Talent pool item). */
export interface TalentPoolItem {
  id: number;
  name: string | null;
  picture: string | null;
  qualification: string | null;
  experience: string | null;
  current_job: string | null;
}

export interface TalentPoolPage {
  rows: TalentPoolItem[];
  total: number;
}

type TalentPoolBody = {
  data?: TalentPoolItem[] | { data?: TalentPoolItem[]; total?: number };
  total?: number;
};

/**
 * GET employ/talent-pool (annual subscribers only). Any failure (403 without an annual subscription,
 * 404, network) reads as "no access": the page shows the Get Subscribed panel.
 */
export function useTalentPool(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['talent-pool', page],
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TalentPoolPage> => {
      const body = await api<TalentPoolBody>('employ/talent-pool', { query: { page }, signal });
      if (Array.isArray(body.data)) return { rows: body.data, total: body.total ?? body.data.length };
      const rows = body.data?.data ?? [];
      return { rows, total: body.data?.total ?? body.total ?? rows.length };
    },
  });
}
