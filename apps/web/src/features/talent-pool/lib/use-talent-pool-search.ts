import { useSearchParams } from 'react-router';
import { normalisePage } from '@portal/shared/rules/pagination';
import { TALENT_POOL_FILTERS, type TalentPoolFilter } from '@portal/shared/schemas/talent-pool';

export type TalentPoolFilters = Partial<Record<TalentPoolFilter, string>>;

/**
 * The talent pool's search as the URL carries it (the panel's state lives in the address, shareable and
 * back-button safe): the filters, the page, and `search` to go to other filters or another page.
 */
export function useTalentPoolSearch() {
  const [params, setParams] = useSearchParams();
  const page = normalisePage(params.get('page'));
  const filters = filtersOf(params);
  const search = (next: TalentPoolFilters, nextPage = 1) => {
    const entries = Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]));
    setParams(new URLSearchParams([...entries, ...(nextPage > 1 ? [['page', String(nextPage)]] : [])]));
  };
  return { page, filters, search };
}

/** The filters the URL carries. */
function filtersOf(params: URLSearchParams): TalentPoolFilters {
  return Object.fromEntries(
    TALENT_POOL_FILTERS.map((key) => [key, params.get(key) ?? undefined]).filter(([, v]) => Boolean(v)),
  ) as TalentPoolFilters;
}
