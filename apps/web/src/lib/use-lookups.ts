import { useQuery } from '@tanstack/react-query';
import { groupLookups, type LookupField } from '@portal/shared/lookups';
import { api } from './api-client';

interface FieldsResponse {
  data: { id: number; field: string; value: string }[];
}

/** The lookup values of GET fields, grouped per field (work_sectors, job_types, …). Cached for the session. */
export function useLookups() {
  const query = useQuery({
    queryKey: ['fields'],
    queryFn: () => api<FieldsResponse>('fields').then((r) => groupLookups(r.data)),
    staleTime: 10 * 60_000,
  });
  const options = (field: LookupField): string[] => query.data?.[field] ?? [];
  return { ...query, options };
}
