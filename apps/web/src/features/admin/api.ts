import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCompaniesResponse, AdminDashboard } from '@portal/shared/schemas/admin';
import type {
  AdminInvoicesResponse,
  ConfirmPaymentResponse,
  InvoiceResponse,
} from '@portal/shared/schemas/billing';
import type { Envelope } from '@portal/shared/schemas/common';
import type { AdminJobsResponse, JobDelivery } from '@portal/shared/schemas/employer-jobs';
import type { AdminFieldsResponse, ChangeLookupRequest } from '@portal/shared/schemas/lookups';
import type { AdminJobFormListResponse, JobFormSubmissionDetail } from '@portal/shared/schemas/job-form';
import { api } from '../../lib/api-client';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The operators' calls (DESIGN §4 admin/*). Every change refreshes all admin queries (a confirmed payment
// changes the dashboard's counts and the recent actions too).

export type InvoiceFilter = 'awaiting' | 'pending' | 'paid' | 'all';

export const adminQueries = {
  all: () => privateKey('admin'),
  dashboard: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'dashboard'] as const,
      queryFn: ({ signal }) =>
        api<{ data: AdminDashboard }>('admin/dashboard', { signal }).then((r) => r.data),
    }),
  invoices: (status: InvoiceFilter, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'invoices', status, page] as const,
      queryFn: ({ signal }) =>
        api<AdminInvoicesResponse>('admin/invoices', { query: { status, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  companies: (search: string, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'companies', search, page] as const,
      queryFn: ({ signal }) =>
        api<AdminCompaniesResponse>('admin/companies', { query: { search, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The bank job form's submissions, newest first, optionally of one branch. */
  jobFormSubmissions: (branch: string | null, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'job-form', branch, page] as const,
      queryFn: ({ signal }) =>
        api<AdminJobFormListResponse>('admin/job-form', { query: { branch, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  jobFormSubmission: (id: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'job-form', 'detail', id] as const,
      queryFn: ({ signal }) =>
        api<{ data: JobFormSubmissionDetail }>(`admin/job-form/${id}`, { signal }).then((r) => r.data),
    }),
  fields: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'fields'] as const,
      queryFn: ({ signal }) => api<AdminFieldsResponse>('admin/fields', { signal }).then((r) => r.data),
    }),
};

function useAdminMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [PRIVATE] });
      void client.invalidateQueries({ queryKey: ['fields'] }); // the public dropdowns
    },
  });
}

export const useConfirmPayment = () =>
  useAdminMutation((id: number) =>
    api<ConfirmPaymentResponse>(`admin/invoices/${id}/confirm-payment`, { method: 'POST' }),
  );

export const useRejectSlip = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    api<InvoiceResponse>(`admin/invoices/${id}/reject-slip`, { body: { reason } }),
  );

export const useSetBadge = () =>
  useAdminMutation(({ id, verified }: { id: number; verified: boolean }) =>
    api<Envelope>(`admin/companies/${id}/verify`, { body: { verified: verified ? 1 : 0 } }),
  );

export const useAddField = () =>
  useAdminMutation((body: { field: string; value: string }) => api<Envelope>('admin/fields', { body }));

export const useChangeField = () =>
  useAdminMutation(({ id, ...body }: ChangeLookupRequest & { id: number }) =>
    api<Envelope>(`admin/fields/${id}`, { method: 'PUT', body }),
  );

export const useRemoveField = () =>
  useAdminMutation((id: number) => api<Envelope>(`admin/fields/${id}`, { method: 'DELETE' }));

export type JobFilter = 'pending' | 'approved' | 'rejected' | 'all';

export const adminJobQueries = {
  jobs: (status: JobFilter, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'jobs', status, page] as const,
      queryFn: ({ signal }) => api<AdminJobsResponse>('admin/jobs', { query: { status, page }, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const useApproveJob = () =>
  useAdminMutation((id: number) => api<Envelope>(`admin/jobs/${id}/approve`, { method: 'POST' }));

export const useRejectJob = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    api<Envelope>(`admin/jobs/${id}/reject`, { body: { reason } }),
  );

export const adminDeliveryQueries = {
  job: (jobId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'deliveries', jobId] as const,
      queryFn: ({ signal }) =>
        api<{ data: JobDelivery[] }>(`admin/jobs/${jobId}/deliveries`, { signal }).then((r) => r.data),
    }),
};

export const useRetryDeliveries = () =>
  useAdminMutation((jobId: number) =>
    api<Envelope>(`admin/jobs/${jobId}/deliveries/retry`, { method: 'POST' }),
  );
