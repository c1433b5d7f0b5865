import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { currencyCode, invoiceRef } from '@portal/shared/rules/billing';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { enqueueMail } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/auth';
import { invoiceTarget, recordAdminAction } from '../audit/service';
import { bmlSignature, BmlUnavailable, createBmlTransaction, getBmlTransaction } from './bml-connect';
import { cardPaymentMismatchMail } from './mails';
import { ownInvoice } from './own-invoice';
import { activatePaidInvoice, INVOICE_ALREADY_PAID } from './payment-service';
import { presentInvoice } from './presenter';
import {
  endInvoiceSubscription,
  findInvoice,
  findInvoiceByTransaction,
  findInvoiceCompany,
  lockCompany,
  markPaidByCard,
  markRefunded,
  openCardTransaction,
  operatorRecipients,
  recordCardState,
  type InvoiceRecord,
} from './repository';

// Card payments through BML Connect (issue 29, DESIGN §10, docs/decisions/0046). The employer is sent to
// the bank's page; the plan is activated only on the bank's own word, re-queried by GET /transactions/{id}
// of the transaction stored on the invoice — never on what the browser's return or a notification says.
// The return, the notification and the operators' re-query all end in settleCardPayment, whose conditional
// UPDATE (markPaidByCard) and the unique subscriptions.invoice_id make one activation and one receipt.

export const CARD_PAYMENTS_OFF =
  'Card payments are not available. Please pay by bank transfer and upload the slip.';
export const BANK_UNAVAILABLE =
  'The Bank of Maldives card payment service cannot be reached just now. Please try again in a few minutes, or pay by bank transfer and upload the slip.';
export const INVOICE_HAS_SLIP =
  'A payment slip is linked to this invoice: it is being paid by bank transfer.';
export const INVOICE_CANCELLED = 'This invoice is cancelled.';
export const NO_CARD_TRANSACTION = 'This invoice has no card transaction.';
export const NOT_REFUNDABLE = 'Only a paid invoice that is not refunded yet can be marked refunded.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'outbox'>;

const bankDown = () => new AppError(503, BANK_UNAVAILABLE, undefined, ERROR_CODES.serviceUnavailable);

/** POST employ/invoice/{id}/card-payment: the bank's payment page for this invoice (opened once, reused). */
export async function startCardPayment(deps: Deps, opts: { user: AuthUser; invoiceId: number }) {
  const { db, config } = deps;
  const invoice = await ownInvoice(db, opts.user, opts.invoiceId);
  const bml = config.bmlConnect;
  if (!bml) throw notFound(CARD_PAYMENTS_OFF);
  refuseUnpayable(invoice);
  if (invoice.bmlTransactionId) {
    // A transaction is open: a second click goes back to its page, unless the bank says it is over.
    const status = await settleCardPayment(deps, { invoiceId: invoice.id, adminUserId: null });
    if (status.paid) throw conflict(INVOICE_ALREADY_PAID);
    const current = (await findInvoice(db, invoice.id))!;
    if (current.bmlTransactionId && current.bmlPaymentUrl) return { url: current.bmlPaymentUrl };
  }
  let transaction;
  try {
    transaction = await createBmlTransaction(bml, {
      amount: invoice.amountMinor,
      currency: currencyCode(invoice.currency),
      localId: String(invoice.id),
      customerReference: invoiceRef(invoice.id),
      redirectUrl: `${config.appUrl}/payment/return?invoice=${invoice.id}`,
    });
  } catch (err) {
    if (!(err instanceof BmlUnavailable)) throw err;
    deps.log.warn({ invoiceId: invoice.id, reason: err.message }, 'card payment not opened');
    throw bankDown();
  }
  const opened = await db.transaction(async (tx) => {
    if (!(await openCardTransaction(tx, invoice.id, transaction))) return false;
    await audit(tx, invoice, null, 'invoice.card-open', { transaction_id: transaction.id });
    return true;
  });
  if (opened) return { url: transaction.url };
  // Another request opened one first (or a slip or payment came in): the bank's unused transaction is
  // left to expire there, and the caller gets what the invoice now holds.
  const current = (await findInvoice(db, invoice.id))!;
  refuseUnpayable(current);
  if (current.bmlPaymentUrl) return { url: current.bmlPaymentUrl };
  throw conflict(INVOICE_ALREADY_PAID);
}

function refuseUnpayable(invoice: InvoiceRecord) {
  if (invoice.paidAt) throw conflict(INVOICE_ALREADY_PAID);
  if (invoice.cancelledAt) throw conflict(INVOICE_CANCELLED);
  if (invoice.slip) throw conflict(INVOICE_HAS_SLIP);
}

/** GET employ/invoice/{id}/card-payment: the return page's question, answered by the bank. */
export async function checkCardPayment(deps: Deps, opts: { user: AuthUser; invoiceId: number }) {
  const invoice = await ownInvoice(deps.db, opts.user, opts.invoiceId);
  return settleCardPayment(deps, { invoiceId: invoice.id, adminUserId: null });
}

/**
 * POST /api/payments/bml: a notification is a hint. Its signature covers only amount and currency, so
 * it names no invoice we trust: the transaction id finds the invoice it was opened for (a transaction of
 * another invoice finds that one, not this), and the re-query decides. Never throws.
 */
export async function handleBmlNotification(deps: Deps, body: unknown) {
  const bml = deps.config.bmlConnect;
  if (!bml || typeof body !== 'object' || body === null) return;
  const note = body as Record<string, unknown>;
  const transactionId = note.transactionId;
  if (typeof transactionId !== 'string' || transactionId.length === 0 || transactionId.length > 200) return;
  if (
    typeof note.signature === 'string' &&
    note.signature !== bmlSignature(Number(note.amount), String(note.currency), bml.apiKey)
  ) {
    deps.log.warn({ transactionId }, 'BML notification with a wrong signature ignored');
    return;
  }
  try {
    const invoiceId = await findInvoiceByTransaction(deps.db, transactionId);
    if (invoiceId !== null) await settleCardPayment(deps, { invoiceId, adminUserId: null });
  } catch (err) {
    // The bank retries, the return page and the operators re-query: nothing is lost by answering 200.
    deps.log.warn({ transactionId, err: (err as Error).message }, 'BML notification not settled');
  }
}

/**
 * Re-queries the invoice's transaction and acts on the bank's state: CONFIRMED for the invoice's own
 * amount, currency and id activates (once); CONFIRMED for anything else alerts the operators and activates
 * nothing; CANCELLED lets the invoice go (change, slip or a new card payment).
 */
export async function settleCardPayment(
  deps: Deps,
  opts: { invoiceId: number; adminUserId: number | null; force?: boolean },
): Promise<{ state: string | null; paid: boolean }> {
  const { db, config } = deps;
  const { invoiceId } = opts;
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  const transactionId = invoice.bmlTransactionId;
  const bml = config.bmlConnect;
  if (!transactionId || !bml || (invoice.paidAt && !opts.force))
    return { state: invoice.bmlState, paid: invoice.paidAt !== null };
  let remote;
  try {
    remote = await getBmlTransaction(bml, transactionId);
  } catch (err) {
    if (!(err instanceof BmlUnavailable)) throw err;
    deps.log.warn({ invoiceId, reason: err.message }, 'card payment not re-queried');
    throw bankDown();
  }
  if (remote.id !== transactionId) throw bankDown();

  if (remote.state === 'CONFIRMED' && !invoice.paidAt) {
    const matches =
      remote.amount === invoice.amountMinor &&
      remote.currency === currencyCode(invoice.currency) &&
      (remote.localId === null || remote.localId === String(invoice.id));
    if (!matches) {
      await alertMismatch(deps, invoice, remote, opts.adminUserId);
      return { state: remote.state, paid: false };
    }
    const now = new Date();
    const activated = await db.transaction(async (tx) => {
      await lockCompany(tx, invoice.companyId);
      if (!(await markPaidByCard(tx, invoice.id, transactionId, now.toISOString()))) return false;
      const { subscription } = await activatePaidInvoice({ db: tx, config }, { paid: invoice, now });
      await audit(tx, invoice, opts.adminUserId, 'invoice.card-paid', {
        transaction_id: transactionId,
        subscription_id: subscription.id,
      });
      return true;
    });
    if (activated) deps.outbox.nudge();
    const after = (await findInvoice(db, invoice.id))!;
    return { state: remote.state, paid: after.paidAt !== null };
  }

  await db.transaction(async (tx) => {
    if (await recordCardState(tx, invoice.id, transactionId, remote.state))
      await audit(tx, invoice, opts.adminUserId, 'invoice.card-state', {
        transaction_id: transactionId,
        state: remote.state,
      });
  });
  return { state: remote.state, paid: invoice.paidAt !== null };
}

/** Once per transaction (the recorded state changes once): the audit entry and a mail to each operator. */
async function alertMismatch(
  deps: Deps,
  invoice: InvoiceRecord,
  remote: { id: string; amount: number; currency: string },
  adminUserId: number | null,
) {
  const { config } = deps;
  await deps.db.transaction(async (tx) => {
    if (!(await recordCardState(tx, invoice.id, remote.id, 'CONFIRMED'))) return;
    await audit(tx, invoice, adminUserId, 'invoice.card-mismatch', {
      transaction_id: remote.id,
      amount: remote.amount,
      currency: remote.currency,
    });
    const company = (await findInvoiceCompany(tx, invoice.companyId))!;
    for (const { to, lang } of await operatorRecipients(tx, config.supportEmail)) {
      await enqueueMail(
        tx,
        cardPaymentMismatchMail(config, {
          to,
          lang,
          invoice,
          companyName: company.name,
          transaction: { id: remote.id, amount: remote.amount, currency: remote.currency },
        }),
        `card-mismatch:${invoice.id}:${remote.id}:${to}`,
      );
    }
  });
  deps.outbox.nudge();
  deps.log.warn(
    { invoiceId: invoice.id, transactionId: remote.id },
    'card payment does not match its invoice',
  );
}

async function audit(
  tx: ServiceDeps['db'],
  invoice: InvoiceRecord,
  adminUserId: number | null,
  action: string,
  detail: Record<string, unknown>,
) {
  const company = (await findInvoiceCompany(tx, invoice.companyId))!;
  await recordAdminAction(
    { db: tx },
    {
      adminUserId,
      action,
      target: invoiceTarget({ id: invoice.id, companyName: company.name }),
      detail: { company_id: invoice.companyId, ...detail },
    },
  );
}

// ── Operators ─────────────────────────────────────────────────────────────────────────────────────

/** POST admin/invoices/{id}/requery: the bank's state now (recorded, and acted on like a return). */
export async function requeryCardPayment(deps: Deps, opts: { admin: AuthUser; invoiceId: number }) {
  const invoice = await findInvoice(deps.db, opts.invoiceId);
  if (!invoice) throw notFound(MESSAGES.dataNotFound);
  if (!invoice.bmlTransactionId) throw conflict(NO_CARD_TRANSACTION);
  if (!deps.config.bmlConnect) throw conflict(CARD_PAYMENTS_OFF);
  const status = await settleCardPayment(deps, {
    invoiceId: invoice.id,
    adminUserId: opts.admin.id,
    force: true,
  });
  await deps.db.transaction((tx) =>
    audit(tx, invoice, opts.admin.id, 'invoice.requery', {
      transaction_id: invoice.bmlTransactionId,
      state: status.state,
    }),
  );
  return status;
}

/**
 * POST admin/invoices/{id}/refund: the operators refunded the payment (in the merchant dashboard or by
 * transfer); the invoice is marked refunded and the plan it paid for ends now, once.
 */
export async function refundInvoice(deps: Deps, opts: { admin: AuthUser; invoiceId: number }) {
  const { db, config } = deps;
  const invoice = await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, opts.invoiceId);
    if (!existing) throw notFound(MESSAGES.dataNotFound);
    await lockCompany(tx, existing.companyId);
    const now = new Date().toISOString();
    if (!(await markRefunded(tx, existing.id, now))) throw conflict(NOT_REFUNDABLE);
    const subscriptionId = await endInvoiceSubscription(tx, existing.id, now);
    await audit(tx, existing, opts.admin.id, 'invoice.refund', {
      paid_by: existing.paidBy,
      transaction_id: existing.bmlTransactionId,
      subscription_id: subscriptionId,
    });
    return (await findInvoice(tx, existing.id))!;
  });
  return presentInvoice(invoice, config, 'admin');
}
