import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addIsland,
  addLookupValue,
  approveJob,
  changeLookupValue,
  confirmPayment,
  getAdminDashboard,
  getJobFormSubmission,
  listAdminCompanies,
  listAdminInvoices,
  listAdminJobs,
  listAdminLookups,
  listAdminPlaces,
  listJobDeliveries,
  listJobFormSubmissions,
  mapUnplacedPlace,
  refundInvoice,
  rejectJob,
  rejectSlip,
  removeLookupValue,
  renameAtoll,
  renameIsland,
  requeryCardPayment,
  retryJobDeliveries,
  setCompanyBadge,
} from '@portal/shared/endpoints/admin';
import type {
  AddIslandRequest,
  AdminInvoiceFilter,
  AdminJobFilter,
  MapPlaceRequest,
} from '@portal/shared/schemas/admin';
import type { AddLookupRequest, ChangeLookupRequest } from '@portal/shared/schemas/lookups';
import { getMonthlyFigures } from '@portal/shared/endpoints/figures';
import { call } from '../../lib/api-client';
import { PRIVATE, privateKey } from '../../lib/query-keys';

// The operators' calls (DESIGN §4 admin/*; packages/shared/src/endpoints/admin.ts). Every change refreshes
// all admin queries (a confirmed payment changes the dashboard's counts and the recent actions too).

export const adminQueries = {
  all: () => privateKey('admin'),
  /** The business per Maldives month (issue 32): the Figures tab. */
  figures: (months: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'figures', months] as const,
      queryFn: ({ signal }) =>
        call(getMonthlyFigures, { query: { months: String(months) }, signal }).then((r) => r.data.months),
    }),
  dashboard: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'dashboard'] as const,
      queryFn: ({ signal }) => call(getAdminDashboard, { signal }).then((r) => r.data),
    }),
  invoices: (status: AdminInvoiceFilter, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'invoices', status, page] as const,
      queryFn: ({ signal }) => call(listAdminInvoices, { query: { status, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  companies: (search: string, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'companies', search, page] as const,
      queryFn: ({ signal }) => call(listAdminCompanies, { query: { search, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The bank job form's submissions, newest first, optionally of one branch. */
  jobFormSubmissions: (branch: string | null, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'job-form', branch, page] as const,
      queryFn: ({ signal }) => call(listJobFormSubmissions, { query: { branch, page }, signal }),
      placeholderData: keepPreviousData,
    }),
  jobFormSubmission: (id: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'job-form', 'detail', id] as const,
      queryFn: ({ signal }) => call(getJobFormSubmission, { params: { id }, signal }).then((r) => r.data),
    }),
  fields: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'fields'] as const,
      queryFn: ({ signal }) => call(listAdminLookups, { signal }).then((r) => r.data),
    }),
};

function useAdminMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [PRIVATE] });
      void client.invalidateQueries({ queryKey: ['fields'] }); // the public dropdowns
      void client.invalidateQueries({ queryKey: ['places'] }); // the place pickers' gazetteer
    },
  });
}

export const useConfirmPayment = () =>
  useAdminMutation((id: number) => call(confirmPayment, { params: { id } }));

export const useRejectSlip = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    call(rejectSlip, { params: { id }, body: { reason } }),
  );

/** Asks the bank for the invoice's card transaction now; a CONFIRMED one activates the plan (once). */
export const useRequeryCardPayment = () =>
  useAdminMutation((id: number) => call(requeryCardPayment, { params: { id } }));

/** Marks a card-paid invoice refunded (the money went back in the merchant dashboard); its plan ends now. */
export const useRefundInvoice = () =>
  useAdminMutation((id: number) => call(refundInvoice, { params: { id } }));

export const useSetBadge = () =>
  useAdminMutation(({ id, verified }: { id: number; verified: boolean }) =>
    call(setCompanyBadge, { params: { id }, body: { verified: verified ? 1 : 0 } }),
  );

export const useAddField = () => useAdminMutation((body: AddLookupRequest) => call(addLookupValue, { body }));

export const useChangeField = () =>
  useAdminMutation(({ id, ...body }: ChangeLookupRequest & { id: number }) =>
    call(changeLookupValue, { params: { id }, body }),
  );

export const useRemoveField = () =>
  useAdminMutation((id: number) => call(removeLookupValue, { params: { id } }));

export const adminJobQueries = {
  jobs: (status: AdminJobFilter, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'jobs', status, page] as const,
      queryFn: ({ signal }) => call(listAdminJobs, { query: { status, page }, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const useApproveJob = () => useAdminMutation((id: number) => call(approveJob, { params: { id } }));

export const useRejectJob = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    call(rejectJob, { params: { id }, body: { reason } }),
  );

export const adminDeliveryQueries = {
  job: (jobId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'deliveries', jobId] as const,
      queryFn: ({ signal }) => call(listJobDeliveries, { params: { id: jobId }, signal }).then((r) => r.data),
    }),
};

export const useRetryDeliveries = () =>
  useAdminMutation((jobId: number) => call(retryJobDeliveries, { params: { id: jobId } }));

// Places (issue 28, decision 0050): the atolls and their islands, and the values kept without an atoll.
// A change also refreshes the public lists (GET fields, GET places) through useAdminMutation.

export const adminPlaceQueries = {
  places: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'places'] as const,
      queryFn: ({ signal }) => call(listAdminPlaces, { signal }).then((r) => r.data),
    }),
};

export const useAddIsland = () => useAdminMutation((body: AddIslandRequest) => call(addIsland, { body }));

export const useRenameIsland = () =>
  useAdminMutation(({ id, name }: { id: number; name: string }) =>
    call(renameIsland, { params: { id }, body: { name } }),
  );

export const useRenameAtoll = () =>
  useAdminMutation(({ code, name }: { code: string; name: string }) =>
    call(renameAtoll, { params: { code }, body: { name } }),
  );

export const useMapPlace = () =>
  useAdminMutation((body: MapPlaceRequest) => call(mapUnplacedPlace, { body }));
