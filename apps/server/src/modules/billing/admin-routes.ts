import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/admin';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { sendFile } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { listInvoicesForOperators } from './invoice-service';
import { refundInvoice, requeryCardPayment } from './card-payment-service';
import { confirmPayment, openSlip, rejectSlip } from './payment-service';

/**
 * The operators' payment calls (DESIGN §4): the queue, the slip, confirm, send back. They live with the
 * data they change (docs/decisions/0013); their endpoints (packages/shared/src/endpoints/admin.ts) admit
 * operators only.
 */
export default async function billingAdminRoutes(app: FastifyInstance) {
  route(app, endpoints.listAdminInvoices, async (request, reply) => {
    const page = await listInvoicesForOperators(depsOf(app), request.query);
    return send(reply, 200, 'Invoices', page);
  });

  route(app, endpoints.openInvoiceSlip, async (request, reply) => {
    const { file, filename } = await openSlip(depsOf(app), {
      user: currentUser(request),
      invoiceId: request.params.id,
    });
    return sendFile(reply, file, { filename, disposition: 'inline' });
  });

  route(app, endpoints.confirmPayment, async (request, reply) => {
    const result = await confirmPayment(depsOf(app), {
      admin: currentUser(request),
      invoiceId: request.params.id,
    });
    return send(reply, 200, 'Payment confirmed. The subscription is active.', result);
  });

  route(app, endpoints.rejectSlip, async (request, reply) => {
    const data = await rejectSlip(depsOf(app), {
      admin: currentUser(request),
      invoiceId: request.params.id,
      reason: request.body.reason,
    });
    return send(reply, 200, 'The slip was sent back to the employer.', { data });
  });

  route(app, endpoints.requeryCardPayment, async (request, reply) => {
    const data = await requeryCardPayment(depsOf(app), {
      admin: currentUser(request),
      invoiceId: request.params.id,
    });
    return send(reply, 200, `The bank says: ${data.state ?? 'no transaction'}.`, { data });
  });

  route(app, endpoints.refundInvoice, async (request, reply) => {
    const data = await refundInvoice(depsOf(app), {
      admin: currentUser(request),
      invoiceId: request.params.id,
    });
    return send(reply, 200, 'The invoice is marked refunded; its plan has ended.', { data });
  });
}
