import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/billing';
import { MESSAGES } from '@portal/shared/messages';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { sendFile, sendPdf } from '../../lib/send-file';
import { currentUser } from '../../plugins/auth';
import { requireUpload, uploadRoute } from '../../plugins/uploads';
import { changeInvoice, invoicePdf, issueInvoice } from './invoice-service';
import { checkCardPayment, handleBmlNotification, startCardPayment } from './card-payment-service';
import { attachSlip, openSlip, receiptPdf, SLIP_UPLOAD } from './payment-service';

/**
 * The employer's invoices (SPEC §7.4): issue, change, link a slip, download the invoice, the receipt
 * and the slip: the endpoints of packages/shared/src/endpoints/billing.ts (employers only).
 */
export default async function billingRoutes(app: FastifyInstance) {
  route(app, endpoints.issueInvoice, async (request, reply) => {
    const data = await issueInvoice(depsOf(app), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Invoice created. Please pay by bank transfer and upload the slip.', { data });
  });

  route(app, endpoints.changeInvoice, async (request, reply) => {
    const data = await changeInvoice(depsOf(app), {
      user: currentUser(request),
      invoiceId: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Invoice updated.', { data });
  });

  route(
    app,
    endpoints.uploadSlip,
    async (request, reply) => {
      const upload = requireUpload(request.body, 'slip', 'The slip field is required.');
      const data = await attachSlip(depsOf(app), {
        user: currentUser(request),
        invoiceId: request.body.invoice_id,
        upload,
      });
      return send(reply, 200, MESSAGES.slipLinked, { data });
    },
    uploadRoute(SLIP_UPLOAD),
  );

  route(app, endpoints.downloadInvoice, async (request, reply) => {
    const pdf = await invoicePdf(depsOf(app), { user: currentUser(request), invoiceId: request.params.id });
    return sendPdf(reply, pdf, 'Invoice.pdf');
  });

  route(app, endpoints.downloadReceipt, async (request, reply) => {
    const pdf = await receiptPdf(depsOf(app), { user: currentUser(request), invoiceId: request.params.id });
    return sendPdf(reply, pdf, 'Receipt.pdf');
  });

  route(app, endpoints.viewInvoiceSlip, async (request, reply) => {
    const { file, filename } = await openSlip(depsOf(app), {
      user: currentUser(request),
      invoiceId: request.params.id,
    });
    return sendFile(reply, file, { filename, disposition: 'inline' });
  });

  route(app, endpoints.startCardPayment, async (request, reply) => {
    const data = await startCardPayment(depsOf(app), {
      user: currentUser(request),
      invoiceId: request.params.id,
    });
    return send(reply, 201, 'Continue to the bank’s payment page.', { data });
  });

  route(app, endpoints.checkCardPayment, async (request, reply) => {
    const data = await checkCardPayment(depsOf(app), {
      user: currentUser(request),
      invoiceId: request.params.id,
    });
    return send(reply, 200, data.paid ? 'Paid. Your plan is active.' : 'Not paid yet.', { data });
  });

  // What the BML Connect merchant dashboard is given: always 200, whatever arrives (DESIGN §10).
  route(app, endpoints.bmlNotification, async (request, reply) => {
    await handleBmlNotification(depsOf(app), request.body);
    return send(reply, 200, 'Received.');
  });
}
