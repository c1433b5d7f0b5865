import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeInvoice,
  checkCardPayment,
  issueInvoice,
  startCardPayment,
  uploadSlip,
} from '@portal/shared/endpoints/billing';
import type { InvoiceRequest } from '@portal/shared/schemas/billing';
import { call } from '../../lib/api-client';
import { employerCompanyQueries } from '../../lib/employer-company';

// The invoice calls of SPEC §7.4. Every change refreshes GET employ/company, which the page reads.

function useRefreshCompany() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
}

/** POST employ/invoice, or PUT employ/invoice/{id} ('Change Package') when `invoiceId` is given. */
export function useSaveInvoice(invoiceId: number | null) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: InvoiceRequest) =>
      invoiceId === null
        ? call(issueInvoice, { body })
        : call(changeInvoice, { params: { id: invoiceId }, body: { ...body, id: invoiceId } }),
    onSuccess: refresh,
  });
}

/** POST employ/upload-slip (multipart invoice_id, slip). */
export function useUploadSlip() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ invoiceId, file }: { invoiceId: number; file: File }) => {
      const body = new FormData();
      body.append('invoice_id', String(invoiceId));
      body.append('slip', file);
      return call(uploadSlip, { body });
    },
    onSuccess: refresh,
  });
}

/** POST employ/invoice/{id}/card-payment, then off to the bank's payment page. */
export function useStartCardPayment() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (invoiceId: number) => call(startCardPayment, { params: { id: invoiceId } }),
    onSuccess: (res) => window.location.assign(res.data.url),
    onError: refresh,
  });
}

/** The card payment's query keys: the bank's state of one invoice's transaction (re-queried by the server). */
export const cardPaymentQueries = {
  all: () => ['card-payment'] as const,
  status: (invoiceId: number) =>
    queryOptions({
      queryKey: [...cardPaymentQueries.all(), invoiceId] as const,
      queryFn: () => call(checkCardPayment, { params: { id: invoiceId } }),
      retry: false,
    }),
};
