import { useSearchParams } from 'react-router';
import { normalisePage } from '@portal/shared/rules/pagination';
import { TALENT_POOL_FILTERS, type TalentPoolFilter } from '@portal/shared/schemas/talent-pool';

/** The panel's filters: one value each, but several places (issue 28) and `relocate` as '1' or absent. */
export type TalentPoolFilters = Partial<Record<Exclude<TalentPoolFilter, 'location'>, string>> & {
  location?: string[];
};

/**
 * The talent pool's search as the URL carries it (the panel's state lives in the address, shareable and
 * back-button safe): the filters, the page, and `search` to go to other filters or another page.
 */
export function useTalentPoolSearch() {
  const [params, setParams] = useSearchParams();
  const page = normalisePage(params.get('page'));
  const filters = filtersOf(params);
  const search = (next: TalentPoolFilters, nextPage = 1) => setParams(paramsOf(next, nextPage));
  return { page, filters, search };
}

/** The URL of a search: each place as its own `location`, the other filters once, then the page. */
export function paramsOf(filters: TalentPoolFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TALENT_POOL_FILTERS) {
    const value = filters[key];
    if (Array.isArray(value)) for (const place of value) params.append(key, place);
    else if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The filters the URL carries. */
export function filtersOf(params: URLSearchParams): TalentPoolFilters {
  const filters: TalentPoolFilters = {};
  for (const key of TALENT_POOL_FILTERS) {
    if (key === 'location') {
      const places = params.getAll(key).filter(Boolean);
      if (places.length > 0) filters.location = places;
    } else if (key === 'relocate') {
      if (params.get(key) === '1') filters.relocate = '1';
    } else {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
  }
  return filters;
}
