import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupField } from '@portal/shared/lookups';
import { listLookups } from '@portal/shared/endpoints/lookups';
import { call } from './api-client';

export const lookupQueries = {
  /** GET fields, grouped per field (work_sectors, job_types, …). Cached for the session. */
  fields: () =>
    queryOptions({
      queryKey: ['fields'],
      queryFn: ({ signal }) => call(listLookups, { signal }).then((r) => groupLookups(r.data)),
      staleTime: 10 * 60_000,
    }),
};

/** The lookup values with an `options(field)` helper for selects. */
export function useLookups() {
  const query = useQuery(lookupQueries.fields());
  const options = (field: LookupField): string[] => query.data?.[field] ?? [];
  return { ...query, options };
}

/**
 * GET fields answers entries of (field, value), in each list's order; the pickers want them per field.
 * Here and not beside LOOKUP_VALUES in the shared package, so the home page's first load does not carry
 * the seed lists (issue 33).
 */
export function groupLookups(rows: readonly { field: string; value: string }[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const row of rows) (grouped[row.field] ??= []).push(row.value);
  return grouped;
}
