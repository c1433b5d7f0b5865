import { invoiceRequest, invoiceResponse, invoiceUpdateRequest, uploadSlipRequest } from '../schemas/billing';
import { fileResponse, idParam } from '../schemas/common';
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
