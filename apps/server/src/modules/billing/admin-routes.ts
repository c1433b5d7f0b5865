import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  confirmPaymentResponse,
  invoiceResponse,
  rejectSlipRequest,
} from '@portal/shared/schemas/billing';
import { errorResponses, fileResponse, idParam } from '@portal/shared/schemas/common';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { sendFile } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { confirmPayment, listInvoicesForOperators, openSlip, rejectSlip } from './service';

/**
 * The operators' payment calls (DESIGN §4): the queue, the slip, confirm, send back. They live with the
 * data they change (docs/decisions/0013); app.ts registers them in the admin group (role 3 only).
 */
export default async function billingAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/invoices',
    {
      schema: {
        summary: 'Invoices: slips waiting for approval (default), pending, paid or all',
        tags,
        querystring: adminInvoicesQuery,
        response: { 200: adminInvoicesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listInvoicesForOperators(depsOf(app), request.query);
      return send(reply, 200, 'Invoices', page);
    },
  );

  app.get(
    '/admin/invoices/:id/slip',
    {
      schema: {
        summary: 'The payment slip of an invoice',
        tags,
        params: idParam,
        response: { 200: fileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { file, filename } = await openSlip(depsOf(app), {
        user: currentUser(request),
        invoiceId: request.params.id,
      });
      return sendFile(reply, file, { filename, disposition: 'inline' });
    },
  );

  app.post(
    '/admin/invoices/:id/confirm-payment',
    {
      schema: {
        summary: 'Mark the invoice paid and activate its subscription (once)',
        tags,
        params: idParam,
        response: { 200: confirmPaymentResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await confirmPayment(depsOf(app), {
        admin: currentUser(request),
        invoiceId: request.params.id,
      });
      return send(reply, 200, 'Payment confirmed. The subscription is active.', result);
    },
  );

  app.post(
    '/admin/invoices/:id/reject-slip',
    {
      schema: {
        summary: 'Send the slip back with a reason: the invoice is pending again',
        tags,
        params: idParam,
        body: rejectSlipRequest,
        response: { 200: invoiceResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await rejectSlip(depsOf(app), {
        admin: currentUser(request),
        invoiceId: request.params.id,
        reason: request.body.reason,
      });
      return send(reply, 200, 'The slip was sent back to the employer.', { data });
    },
  );
}
