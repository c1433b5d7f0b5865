import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { activationFor, activeAnnual } from '@portal/shared/rules/billing';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { enqueueMail } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { invoiceTarget, recordAdminAction } from '../audit/service';
import { discardStored, forgetFile, openFile, recordFile, storeUpload } from '../files/service';
import { billingDocumentOf } from './billing-document';
import { CARD_PAYMENT_OPEN } from './invoice-service';
import { paymentConfirmedMail, slipReceivedMail, slipRejectedMail } from './mails';
import { employerActor, ownInvoice } from './own-invoice';
import { renderReceiptPdf } from './pdf';
import { canReadSlip } from './policy';
import { presentInvoice } from './presenter';
import {
  countAwaitingInvoices,
  findInvoice,
  findInvoiceCompany,
  insertSubscription,
  linkSlip,
  listSubscriptions,
  lockCompany,
  markPaid,
  operatorRecipients,
  unlinkSlip,
  type InvoiceRecord,
} from './repository';

// Paying an invoice (SPEC §2.4 Subscriptions, §4 Subscription; DESIGN §4): the employer links a bank
// slip, the operators confirm the payment (which activates the subscription) or send the slip back, and
// the paid invoice's Receipt.pdf. Ownership is decided by policy.ts; mails are queued with the change
// (plugins/outbox.ts).

export const INVOICE_ALREADY_PAID = 'This invoice is already paid.';
export const NO_SLIP_TO_REJECT = 'This invoice has no payment slip to send back.';

/** The slip field of POST employ/upload-slip (SPEC §5: 'File Format Error'). */
export const SLIP_UPLOAD = { slip: { ...FILE_LIMITS.paymentSlip, typeMessage: MESSAGES.slipFormat } };

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'storage' | 'outbox'>;

/**
 * POST employ/upload-slip: links a payment slip (JPEG, PNG or PDF by content, checked as it arrived)
 * to an unpaid invoice of the caller's company, and tells the operators.
 */
export async function attachSlip(
  deps: Deps,
  opts: { user: AuthUser; invoiceId: number; upload: UploadedFile },
) {
  const { db, config } = deps;
  const invoice = await ownInvoice(db, opts.user, opts.invoiceId);
  if (invoice.paidAt) throw conflict(INVOICE_ALREADY_PAID);
  if (invoice.bmlTransactionId) throw conflict(CARD_PAYMENT_OPEN);
  const key = await storeUpload(deps, { upload: opts.upload });
  let replaced: string | null = null;
  let attached: InvoiceRecord;
  try {
    attached = await db.transaction(async (tx) => {
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      const linked = await linkSlip(tx, invoice.id, key);
      // Paid, or a card payment opened, meanwhile.
      if (!linked) throw conflict(INVOICE_ALREADY_PAID);
      replaced = linked.previous;
      if (replaced) await forgetFile({ db: tx }, { key: replaced });
      const company = (await findInvoiceCompany(tx, invoice.companyId))!;
      for (const { to, lang } of await operatorRecipients(tx, config.supportEmail)) {
        await enqueueMail(
          tx,
          slipReceivedMail(config, { to, lang, invoice, companyName: company.name }),
          `slip-received:${invoice.id}:${key}:${to}`,
        );
      }
      return (await findInvoice(tx, invoice.id))!;
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  if (replaced) await discardStored(deps, { key: replaced });
  deps.outbox.nudge();
  return presentInvoice(attached, config);
}

/** GET employ/receipt/{id}: Receipt.pdf of a paid invoice; 'Data not found!' before it is paid. */
export async function receiptPdf(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await ownInvoice(deps.db, opts.user, opts.invoiceId);
  if (!invoice.paidAt) throw notFound(MESSAGES.dataNotFound);
  const doc = await billingDocumentOf(deps.db, invoice);
  return renderReceiptPdf(deps.config, { ...doc, paidAt: invoice.paidAt });
}

/** The slip of an invoice, for its company or the operators (a personal file: never public). */
export async function openSlip(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { user: AuthUser; invoiceId: number },
) {
  const invoice = await findInvoice(deps.db, opts.invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  const { actor } = await employerActor(deps.db, opts.user);
  if (!canReadSlip(actor, invoice)) throw forbidden(MESSAGES.accessDeny);
  if (!invoice.slip) throw notFound(MESSAGES.dataNotFound);
  const file = await openFile(deps, { key: invoice.slip });
  const extension =
    file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
  return { file, filename: `Slip-INV-${invoice.id}.${extension}` };
}

// ── Operators ─────────────────────────────────────────────────────────────────────────────────────

/**
 * POST admin/invoices/{id}/confirm-payment: marks the invoice paid and activates its subscription
 * (shared rules/billing.ts activationFor), once — a second confirmation is a 409 and activates nothing
 * (the UPDATE … WHERE paid_at IS NULL and the unique subscriptions.invoice_id both say so).
 */
export async function confirmPayment(deps: Deps, opts: { admin: AuthUser; invoiceId: number }) {
  const { db, config } = deps;
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, opts.invoiceId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    await lockCompany(tx, existing.companyId);
    const paid = await markPaid(tx, existing.id, now.toISOString());
    if (!paid) throw conflict(INVOICE_ALREADY_PAID);
    const company = (await findInvoiceCompany(tx, existing.companyId))!;
    const { invoice, subscription } = await activatePaidInvoice({ db: tx, config }, { paid: existing, now });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'invoice.confirm-payment',
        target: invoiceTarget({ id: existing.id, companyName: company.name }),
        detail: { company_id: existing.companyId, subscription_id: subscription.id },
      },
    );
    return { invoice, subscription };
  });
  deps.outbox.nudge();
  return {
    data: presentInvoice(result.invoice, config, 'admin'),
    subscription: {
      id: result.subscription.id,
      type: result.subscription.type,
      starts_at: new Date(result.subscription.startsAt).toISOString(),
      expires_at: new Date(result.subscription.expiresAt).toISOString(),
      jobs_total: result.subscription.jobsTotal,
    },
  };
}

/**
 * What a payment just marked (markPaid, markPaidByCard) sets going, in its transaction: the one
 * subscription of the invoice and the receipt mail (keyed by the invoice, so it goes once). Shared by the
 * operators' confirmation and the card payment.
 */
export async function activatePaidInvoice(
  { db: tx, config }: Pick<ServiceDeps, 'db' | 'config'>,
  { paid, now }: { paid: InvoiceRecord; now: Date },
) {
  const { subscription, expiresAt } = await activateSubscription(tx, paid, now);
  const company = (await findInvoiceCompany(tx, paid.companyId))!;
  const invoice = (await findInvoice(tx, paid.id))!;
  const doc = await billingDocumentOf(tx, invoice);
  const receipt = await renderReceiptPdf(config, { ...doc, paidAt: invoice.paidAt! });
  await enqueueMail(
    tx,
    paymentConfirmedMail(config, {
      to: company.ownerEmail,
      lang: company.ownerLang,
      invoice,
      expiresAt,
      receipt,
    }),
    `payment-confirmed:${invoice.id}`,
  );
  return { invoice, subscription };
}

/** The subscription a paid invoice buys, from now or after the annual plan still running (activationFor). */
async function activateSubscription(tx: ServiceDeps['db'], invoice: InvoiceRecord, now: Date) {
  const annual = activeAnnual(await listSubscriptions(tx, invoice.companyId), now);
  const activation = activationFor({
    packageType: invoice.package,
    noOfJobs: invoice.noOfJobs,
    confirmedAt: now,
    currentAnnualExpiresAt: annual?.expiresAt ?? null,
  });
  const subscription = await insertSubscription(tx, {
    companyId: invoice.companyId,
    packageId: invoice.packageId,
    invoiceId: invoice.id,
    type: invoice.package,
    startsAt: activation.startsAt.toISOString(),
    expiresAt: activation.expiresAt.toISOString(),
    jobsTotal: activation.jobsTotal,
  });
  return { subscription, expiresAt: activation.expiresAt };
}

/** POST admin/invoices/{id}/reject-slip: the invoice is pending again without its slip; the employer is told why. */
export async function rejectSlip(deps: Deps, opts: { admin: AuthUser; invoiceId: number; reason: string }) {
  const { db, config } = deps;
  const { slip: removed, invoice } = await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, opts.invoiceId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    if (existing.paidAt) throw conflict(INVOICE_ALREADY_PAID);
    const slip = await unlinkSlip(tx, existing.id, opts.reason);
    if (!slip) throw conflict(NO_SLIP_TO_REJECT);
    await forgetFile({ db: tx }, { key: slip });
    const company = (await findInvoiceCompany(tx, existing.companyId))!;
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'invoice.reject-slip',
        target: invoiceTarget({ id: existing.id, companyName: company.name }),
        detail: { company_id: existing.companyId, reason: opts.reason },
      },
    );
    await enqueueMail(
      tx,
      slipRejectedMail(config, {
        to: company.ownerEmail,
        lang: company.ownerLang,
        invoice: existing,
        reason: opts.reason,
      }),
      `slip-rejected:${existing.id}:${slip}`,
    );
    return { slip, invoice: (await findInvoice(tx, existing.id))! };
  });
  await discardStored(deps, { key: removed });
  deps.outbox.nudge();
  return presentInvoice(invoice, config, 'admin');
}

/** The dashboard's count of slips waiting for the operators. */
export function countAwaitingPayments({ db }: Pick<ServiceDeps, 'db'>) {
  return countAwaitingInvoices(db);
}
