import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/shared/messages';
import {
  invoiceRequest,
  invoiceResponse,
  invoiceUpdateRequest,
  uploadSlipRequest,
} from '@portal/shared/schemas/billing';
import { errorResponses, fileResponse, idParam } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { sendFile, sendPdf } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { requireUpload, uploadRoute } from '../../plugins/uploads';
import {
  attachSlip,
  changeInvoice,
  invoicePdf,
  issueInvoice,
  openSlip,
  receiptPdf,
  SLIP_UPLOAD,
} from './service';

/**
 * The employer's invoices (SPEC §7.4): issue, change, link a slip, download the invoice, the receipt
 * and the slip. Registered in the employer group (app.ts): 401 for visitors, 403 for other roles.
 */
export default async function billingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['employer'];

  app.post(
    '/employ/invoice',
    {
      schema: {
        summary: 'Issue an invoice for a plan (one pending invoice per company)',
        tags,
        body: invoiceRequest,
        response: { 201: invoiceResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await issueInvoice(depsOf(app), { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Invoice created. Please pay by bank transfer and upload the slip.', { data });
    },
  );

  app.put(
    '/employ/invoice/:id',
    {
      schema: {
        summary: "Change the pending invoice ('Change Package') until a slip is linked",
        tags,
        params: idParam,
        body: invoiceUpdateRequest,
        response: { 200: invoiceResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await changeInvoice(depsOf(app), {
        user: currentUser(request),
        invoiceId: request.params.id,
        input: request.body,
      });
      return send(reply, 200, 'Invoice updated.', { data });
    },
  );

  app.post(
    '/employ/upload-slip',
    {
      ...uploadRoute(SLIP_UPLOAD),
      schema: {
        summary: 'Link a payment slip (JPEG, PNG or PDF) to an unpaid invoice',
        tags,
        consumes: ['multipart/form-data'],
        body: uploadSlipRequest,
        response: { 200: invoiceResponse, ...errorResponses(401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const upload = requireUpload(request.body, 'slip', 'The slip field is required.');
      const data = await attachSlip(depsOf(app), {
        user: currentUser(request),
        invoiceId: request.body.invoice_id,
        upload,
      });
      return send(reply, 200, MESSAGES.slipLinked, { data });
    },
  );

  const pdfRoute = {
    tags,
    params: idParam,
    response: { 200: fileResponse, ...errorResponses(401, 403, 404) },
  };

  app.get(
    '/employ/gen-pdf/:id',
    { schema: { summary: 'Invoice.pdf', produces: ['application/pdf'], ...pdfRoute } },
    async (request, reply) => {
      const pdf = await invoicePdf(depsOf(app), { user: currentUser(request), invoiceId: request.params.id });
      return sendPdf(reply, pdf, 'Invoice.pdf');
    },
  );

  app.get(
    '/employ/receipt/:id',
    { schema: { summary: 'Receipt.pdf of a paid invoice', produces: ['application/pdf'], ...pdfRoute } },
    async (request, reply) => {
      const pdf = await receiptPdf(depsOf(app), { user: currentUser(request), invoiceId: request.params.id });
      return sendPdf(reply, pdf, 'Receipt.pdf');
    },
  );

  app.get(
    '/employ/invoice/:id/slip',
    { schema: { summary: 'The payment slip linked to one of the company’s invoices', ...pdfRoute } },
    async (request, reply) => {
      const { file, filename } = await openSlip(depsOf(app), {
        user: currentUser(request),
        invoiceId: request.params.id,
      });
      return sendFile(reply, file, { filename, disposition: 'inline' });
    },
  );
}
