import {
  cardPaymentStartResponse,
  cardPaymentStatusResponse,
  invoiceRequest,
  invoiceResponse,
  invoiceUpdateRequest,
  uploadSlipRequest,
} from '../schemas/billing';
import { fileResponse, idParam, messageResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// The employer's invoices (SPEC §7.4): issue, change, link a slip, download the invoice, the receipt and
// the slip. The operators' invoice calls are in admin.ts.

const tags = ['employer'];

export const issueInvoice = defineEndpoint({
  method: 'POST',
  path: '/employ/invoice',
  access: ['employer'],
  summary: 'Issue an invoice for a plan (one pending invoice per company)',
  tags,
  body: invoiceRequest,
  response: { 201: invoiceResponse },
  errors: [401, 403, 404, 409, 422],
});

export const changeInvoice = defineEndpoint({
  method: 'PUT',
  path: '/employ/invoice/:id',
  access: ['employer'],
  summary: "Change the pending invoice ('Change Package') until a slip is linked",
  tags,
  params: idParam,
  body: invoiceUpdateRequest,
  response: { 200: invoiceResponse },
  errors: [401, 403, 404, 409, 422],
});

export const uploadSlip = defineEndpoint({
  method: 'POST',
  path: '/employ/upload-slip',
  access: ['employer'],
  summary: 'Link a payment slip (JPEG, PNG or PDF) to an unpaid invoice',
  tags,
  body: uploadSlipRequest,
  consumes: ['multipart/form-data'],
  response: { 200: invoiceResponse },
  errors: [401, 403, 404, 409, 413, 415, 422],
});

export const downloadInvoice = defineEndpoint({
  method: 'GET',
  path: '/employ/gen-pdf/:id',
  access: ['employer'],
  summary: 'Invoice.pdf',
  tags,
  params: idParam,
  produces: ['application/pdf'],
  response: { 200: fileResponse },
  errors: [401, 403, 404],
});

export const downloadReceipt = defineEndpoint({
  method: 'GET',
  path: '/employ/receipt/:id',
  access: ['employer'],
  summary: 'Receipt.pdf of a paid invoice',
  tags,
  params: idParam,
  produces: ['application/pdf'],
  response: { 200: fileResponse },
  errors: [401, 403, 404],
});

export const viewInvoiceSlip = defineEndpoint({
  method: 'GET',
  path: '/employ/invoice/:id/slip',
  access: ['employer'],
  summary: 'The payment slip linked to one of the company’s invoices',
  tags,
  params: idParam,
  response: { 200: fileResponse },
  errors: [401, 403, 404],
});

export const startCardPayment = defineEndpoint({
  method: 'POST',
  path: '/employ/invoice/:id/card-payment',
  access: ['employer'],
  summary: 'Pay an unpaid invoice by card: a BML Connect transaction, answered with the bank’s payment page',
  description:
    'The invoice is frozen (no package change, no slip) while the transaction is open. 409 when the invoice is paid, cancelled or has a slip; 503 when card payments are off or the bank cannot be reached (pay by slip instead).',
  tags,
  params: idParam,
  response: { 201: cardPaymentStartResponse },
  errors: [401, 403, 404, 409, 503],
});

export const checkCardPayment = defineEndpoint({
  method: 'GET',
  path: '/employ/invoice/:id/card-payment',
  access: ['employer'],
  summary: 'Re-query the invoice’s card transaction at the bank; a CONFIRMED one activates the plan (once)',
  tags,
  params: idParam,
  response: { 200: cardPaymentStatusResponse },
  errors: [401, 403, 404, 503],
});

export const bmlNotification = defineEndpoint({
  method: 'POST',
  path: '/payments/bml',
  access: 'public',
  summary: 'BML Connect webhook: a hint, acted on only after re-querying the transaction (always 200)',
  tags: ['payments'],
  response: { 200: messageResponse },
});
