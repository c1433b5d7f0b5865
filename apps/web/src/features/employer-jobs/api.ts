import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerJobResponse, EmployerJobsResponse } from '@portal/shared/schemas/employer-jobs';
import { api } from '../../lib/api-client';
import { employerCompanyQueries } from '../../lib/employer-company';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The employer's job calls (SPEC §7.4; issue 9).

export const employerJobQueries = {
  all: () => privateKey('employer-jobs'),
  list: (search: { page: number; status: number; search?: string }) =>
    queryOptions({
      queryKey: [...employerJobQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => api<EmployerJobsResponse>('employ/jobs', { query: { ...search }, signal }),
      placeholderData: keepPreviousData,
    }),
  job: (id: string) =>
    queryOptions({
      queryKey: [...employerJobQueries.all(), 'job', id] as const,
      queryFn: ({ signal }) => api<EmployerJobResponse>(`employ/jobs/${id}`, { signal }).then((r) => r.data),
    }),
};

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: employerJobQueries.all() });
    void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
    void client.invalidateQueries({ queryKey: [PRIVATE] });
  };
}

/** POST jobs (new or repost) or POST jobs/{id} with _method=put (edit); the form is multipart. */
export function useSaveJob(editId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FormData) => {
      if (editId !== null) body.append('_method', 'put');
      return api<EmployerJobResponse>(editId === null ? 'jobs' : `jobs/${editId}`, {
        body,
        toastError: false,
      });
    },
    onSuccess: refresh,
  });
}

export function useForceClose() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<EmployerJobResponse>(`employ/force-close/${id}`),
    onSuccess: refresh,
  });
}
