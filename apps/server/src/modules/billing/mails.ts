import { formatMoney, invoiceRef } from '@portal/shared/rules/billing';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The billing mails (issue 8, DESIGN §4): invoice issued, slip received (to the operators), payment
// confirmed with the receipt attached, slip rejected. Queued in the transaction of the change
// (plugins/outbox.ts): they exist only if it commits, and survive an SMTP outage.

interface InvoiceFacts {
  id: number;
  amountMinor: number;
  currency: number;
  packageName: string;
}

const subscriptionsUrl = (config: Config) => `${config.appUrl}/subscriptions`;

const pdfAttachment = (filename: string, pdf: Buffer) => ({
  filename,
  contentType: 'application/pdf',
  content: pdf.toString('base64'),
  encoding: 'base64' as const,
});

export function invoiceIssuedMail(
  config: Config,
  opts: { to: string; invoice: InvoiceFacts; pdf: Buffer },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  return composeMail(config, {
    to: opts.to,
    subject: `Invoice ${ref}`,
    paragraphs: [
      `Thank you for choosing the ${opts.invoice.packageName} plan. Your invoice ${ref} for ${formatMoney(opts.invoice.amountMinor, opts.invoice.currency)} is attached.`,
      `Please pay by bank transfer to ${config.bank.name}, account ${config.bank.accountName}, quoting ${ref}, then upload the transfer slip on your Subscriptions page (or send it to ${config.supportEmail}).`,
      'Your subscription starts as soon as we confirm the payment.',
    ],
    link: { url: subscriptionsUrl(config), label: 'Open Subscriptions' },
    attachments: [pdfAttachment('Invoice.pdf', opts.pdf)],
  });
}

export function slipReceivedMail(
  config: Config,
  opts: { to: string; invoice: InvoiceFacts; companyName: string },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  return composeMail(config, {
    to: opts.to,
    subject: `Payment slip received for ${ref}`,
    paragraphs: [
      `${opts.companyName} linked a payment slip to ${ref} (${opts.invoice.packageName}, ${formatMoney(opts.invoice.amountMinor, opts.invoice.currency)}).`,
      'Check the transfer and confirm the payment, or send the slip back with a reason.',
    ],
    link: { url: `${config.appUrl}/admin?tab=payments`, label: 'Open the payments queue' },
  });
}

export function paymentConfirmedMail(
  config: Config,
  opts: { to: string; invoice: InvoiceFacts; summary: string; receipt: Buffer },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  return composeMail(config, {
    to: opts.to,
    subject: `Payment confirmed for ${ref}`,
    paragraphs: [
      `We have received your payment of ${formatMoney(opts.invoice.amountMinor, opts.invoice.currency)} for ${ref}. Your receipt is attached.`,
      opts.summary,
    ],
    link: { url: `${config.appUrl}/my-company`, label: 'Go to your company' },
    attachments: [pdfAttachment('Receipt.pdf', opts.receipt)],
  });
}

export function slipRejectedMail(
  config: Config,
  opts: { to: string; invoice: InvoiceFacts; reason: string },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  return composeMail(config, {
    to: opts.to,
    subject: `Payment slip for ${ref} needs attention`,
    paragraphs: [
      `We could not confirm the payment slip you linked to ${ref}.`,
      `Reason: ${opts.reason}`,
      'Please upload a new slip on your Subscriptions page, or contact us if you think this is a mistake.',
    ],
    link: { url: subscriptionsUrl(config), label: 'Upload a new slip' },
  });
}

/** To the operators: the bank confirmed a transaction that does not pay this invoice as issued. */
export function cardPaymentMismatchMail(
  config: Config,
  opts: {
    to: string;
    invoice: InvoiceFacts;
    companyName: string;
    transaction: { id: string; amount: number; currency: string };
  },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  const { transaction } = opts;
  return composeMail(config, {
    to: opts.to,
    subject: `Card payment for ${ref} does not match the invoice`,
    paragraphs: [
      `BML Connect reports transaction ${transaction.id} for ${ref} of ${opts.companyName} as confirmed, for ${transaction.currency} ${(transaction.amount / 100).toFixed(2)}; the invoice is for ${formatMoney(opts.invoice.amountMinor, opts.invoice.currency)}.`,
      'The plan was not activated. Check the transaction in the merchant dashboard, then refund it or confirm the invoice yourself.',
    ],
    link: { url: `${config.appUrl}/admin?tab=payments`, label: 'Open the payments' },
  });
}
