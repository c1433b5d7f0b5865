import { PACKAGE_TYPES } from '@portal/shared/constants';
import type { Lang } from '@portal/shared/lang';
import { formatMoney, invoiceRef } from '@portal/shared/rules/billing';
import { formatDisplayDateIn } from '@portal/shared/rules/dv-dates';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';
import { BILLING_WORDS, type Facts } from './mail-words';

// The billing mails (issue 8, DESIGN §4): invoice issued, slip received (to the operators), payment
// confirmed with the receipt attached, slip rejected, a card payment that does not match (to the
// operators). Each in its recipient account's language (issue 31, decision 0060; words in
// ./mail-words.ts); the attached PDFs and their file names stay English. Queued in the transaction of the
// change (plugins/outbox.ts): they exist only if it commits, and survive an SMTP outage.

interface InvoiceFacts {
  id: number;
  amountMinor: number;
  currency: number;
  packageName: string;
}

/** Who a mail goes to and the language their account reads the portal's mails in. */
interface Recipient {
  to: string;
  lang: Lang;
}

const subscriptionsUrl = (config: Config) => `${config.appUrl}/subscriptions`;

const factsOf = (invoice: InvoiceFacts): Facts => ({
  ref: invoiceRef(invoice.id),
  amount: formatMoney(invoice.amountMinor, invoice.currency),
  plan: invoice.packageName,
});

const pdfAttachment = (filename: string, pdf: Buffer) => ({
  filename,
  contentType: 'application/pdf',
  content: pdf.toString('base64'),
  encoding: 'base64' as const,
});

export function invoiceIssuedMail(
  config: Config,
  opts: Recipient & { invoice: InvoiceFacts; pdf: Buffer },
): MailMessage {
  const facts = factsOf(opts.invoice);
  const words = BILLING_WORDS[opts.lang].invoiceIssued;
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(facts.ref),
    paragraphs: words.says(facts, {
      bank: config.bank.name,
      account: config.bank.accountName,
      support: config.supportEmail,
    }),
    link: { url: subscriptionsUrl(config), label: words.link },
    attachments: [pdfAttachment('Invoice.pdf', opts.pdf)],
  });
}

export function slipReceivedMail(
  config: Config,
  opts: Recipient & { invoice: InvoiceFacts; companyName: string },
): MailMessage {
  const facts = factsOf(opts.invoice);
  const words = BILLING_WORDS[opts.lang].slipReceived;
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(facts.ref),
    paragraphs: words.says(facts, opts.companyName),
    link: { url: `${config.appUrl}/admin?tab=payments`, label: words.link },
  });
}

export function paymentConfirmedMail(
  config: Config,
  opts: Recipient & {
    invoice: InvoiceFacts & { package: number; noOfJobs: number };
    /** When the plan the payment activated ends (payment-service.ts activateSubscription). */
    expiresAt: Date;
    receipt: Buffer;
  },
): MailMessage {
  const { invoice } = opts;
  const facts = factsOf(invoice);
  const words = BILLING_WORDS[opts.lang].paymentConfirmed;
  const until = formatDisplayDateIn(opts.lang, opts.expiresAt);
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(facts.ref),
    paragraphs: [
      words.received(facts),
      invoice.package === PACKAGE_TYPES.annual
        ? words.annual(until)
        : words.postings(invoice.noOfJobs, until),
    ],
    link: { url: `${config.appUrl}/my-company`, label: words.link },
    attachments: [pdfAttachment('Receipt.pdf', opts.receipt)],
  });
}

export function slipRejectedMail(
  config: Config,
  opts: Recipient & { invoice: InvoiceFacts; reason: string },
): MailMessage {
  const ref = invoiceRef(opts.invoice.id);
  const words = BILLING_WORDS[opts.lang].slipRejected;
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(ref),
    // The operator's reason as they wrote it.
    paragraphs: words.says(ref, opts.reason),
    link: { url: subscriptionsUrl(config), label: words.link },
  });
}

/** To the operators: the bank confirmed a transaction that does not pay this invoice as issued. */
export function cardPaymentMismatchMail(
  config: Config,
  opts: Recipient & {
    invoice: InvoiceFacts;
    companyName: string;
    transaction: { id: string; amount: number; currency: string };
  },
): MailMessage {
  const facts = factsOf(opts.invoice);
  const { transaction } = opts;
  const words = BILLING_WORDS[opts.lang].cardMismatch;
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(facts.ref),
    paragraphs: words.says(facts, opts.companyName, {
      id: transaction.id,
      paid: `${transaction.currency} ${(transaction.amount / 100).toFixed(2)}`,
    }),
    link: { url: `${config.appUrl}/admin?tab=payments`, label: words.link },
  });
}
