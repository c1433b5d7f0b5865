import { z } from 'zod';
import { PACKAGE_TYPES } from '../constants';
import {
  envelopeWith,
  fileField,
  idField,
  optionalText,
  paginated,
  pageQuery,
  requiredMultilineText,
} from './common';

// Invoices, payment slips and subscriptions (SPEC §2.4 Subscriptions, §3 Invoice, §4 Subscription,
// §7.4; DESIGN §4 GET employ/company and the admin invoice calls).

const isoDate = z.string().describe('ISO 8601 date-time');

/** A whole number ≥ 1 as forms send it ('3'), with the messages the web shows under the field. */
const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(1000, `The ${label} may not be greater than 1000.`);

const packageType = z.coerce
  .number({ error: 'The selected package is invalid.' })
  .refine(
    (v) => v === PACKAGE_TYPES.annual || v === PACKAGE_TYPES.payPerJob,
    'The selected package is invalid.',
  );

/** POST employ/invoice (SPEC §7.4): `no_of_jobs` counts only for pay-per-job (annual is one unit). */
export const invoiceRequest = z.object({
  company_id: idField('company').optional(),
  package: packageType,
  tin: optionalText('TIN', 50),
  no_of_jobs: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    positiveInt('number of jobs').default(1),
  ),
});
export type InvoiceRequest = z.input<typeof invoiceRequest>;
export type InvoiceInput = z.output<typeof invoiceRequest>;

/** PUT employ/invoice/{id} ('Change Package'): the same fields, plus the id the spec's client repeats. */
export const invoiceUpdateRequest = invoiceRequest.extend({
  id: idField('invoice').optional(),
});
export type InvoiceUpdateRequest = z.input<typeof invoiceUpdateRequest>;

/** POST employ/upload-slip: multipart `invoice_id` and the `slip` file (JPEG, PNG or PDF). */
export const uploadSlipRequest = z.object({
  invoice_id: idField('invoice id'),
  slip: fileField('The payment slip (JPEG, PNG or PDF)'),
});

/** SPEC §3 Invoice, as the employer and the operators read it. */
export const invoiceView = z.object({
  id: z.number(),
  /** 'INV-{id}'. */
  ref: z.string(),
  /** 1 annual, 2 pay-per-job. */
  package: z.number(),
  package_name: z.string(),
  no_of_jobs: z.number(),
  tin: z.string().nullable(),
  /** The total in major units (e.g. 3000 for MVR 3,000.00); `amount_minor` in laari or cents. */
  amount: z.number(),
  amount_minor: z.number(),
  price_per_unit: z.number(),
  /** 1 MVR, 2 USD. */
  currency: z.number(),
  status: z.enum(['pending', 'awaiting', 'paid', 'cancelled']),
  /** URL of the authorised slip download, or null when no slip is linked. */
  slip: z.string().nullable(),
  slip_uploaded_at: isoDate.nullable(),
  /** Why the operators sent the last slip back, until a new one is linked. */
  slip_rejected_reason: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  paid_at: isoDate.nullable(),
  /** How it was paid: 'card' (BML Connect) or 'slip' (bank transfer confirmed by an operator). */
  paid_by: z.enum(['card', 'slip']).nullable(),
  /** The BML Connect transaction that pays (or paid) it; while set and unpaid, the invoice is frozen. */
  bml_transaction_id: z.string().nullable(),
  /** The bank's last state of that transaction (QR_CODE_GENERATED, CONFIRMED, CANCELLED, …). */
  card_state: z.string().nullable(),
  /** Whether 'Pay by card' is offered: card payments configured, unpaid, no slip linked. */
  can_pay_by_card: z.boolean(),
  /** Marked refunded by an operator (the plan it paid for ended then). */
  refunded_at: isoDate.nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** A plan an employer can buy (`packages[0]` annual, `packages[1]` pay-per-job, for the company's sector). */
export const packageView = z.object({
  id: z.number(),
  code: z.string(),
  /** 1 annual, 2 pay-per-job. */
  type: z.number(),
  name: z.string(),
  sector: z.enum(['private', 'tourism']),
  price_per_unit: z.number(),
  price_per_unit_minor: z.number(),
  currency: z.number(),
  duration_days: z.number(),
  features: z.array(z.string()),
});
export type PackageView = z.infer<typeof packageView>;

/** `annual` of GET employ/company: the active annual plan. */
export const annualSummary = z.object({ id: z.number(), package: z.string(), expiry_date: isoDate });
/** `payper` of GET employ/company: usable pay-per-job postings (`id` is the `subs_id` posting uses first). */
export const payPerJobSummary = z.object({ id: z.number(), package: z.string(), jobs_left: z.number() });

export const companyTotals = z.object({
  totalJobs: z.number(),
  pendingJobs: z.number(),
  applications: z.number(),
  shortListed: z.number(),
});
export type CompanyTotals = z.infer<typeof companyTotals>;

export const invoiceResponse = envelopeWith({ data: invoiceView });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

// ── Operators (DESIGN §4 admin calls) ─────────────────────────────────────────────────────────────

export const ADMIN_INVOICE_FILTERS = ['awaiting', 'pending', 'paid', 'all'] as const;

export const adminInvoicesQuery = z.object({
  status: z.enum(ADMIN_INVOICE_FILTERS).catch('awaiting').default('awaiting'),
  page: pageQuery,
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuery>;

export const adminInvoiceItem = invoiceView.extend({
  company: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }),
  /** The slip's detected type, so the console shows an image inline or embeds a PDF. */
  slip_type: z.string().nullable(),
});
export type AdminInvoiceItem = z.infer<typeof adminInvoiceItem>;

export const adminInvoicesResponse = envelopeWith(paginated(adminInvoiceItem).shape);
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

export const rejectSlipRequest = z.object({
  reason: requiredMultilineText('reason', 500),
});
export type RejectSlipRequest = z.input<typeof rejectSlipRequest>;

export const confirmPaymentResponse = envelopeWith({
  data: invoiceView,
  subscription: z.object({
    id: z.number(),
    type: z.number(),
    starts_at: isoDate,
    expires_at: isoDate,
    jobs_total: z.number().nullable(),
  }),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

// ── Card payments (BML Connect, DESIGN §10) ─────────────────────────────────────────────────────────

/** POST employ/invoice/{id}/card-payment: the bank's payment page to send the employer to. */
export const cardPaymentStartResponse = envelopeWith({ data: z.object({ url: z.string() }) });
export type CardPaymentStartResponse = z.infer<typeof cardPaymentStartResponse>;

/**
 * GET employ/invoice/{id}/card-payment (and the operators' re-query): the bank's state of the invoice's
 * transaction as just re-queried (null when it has none), and whether the invoice is paid.
 */
export const cardPaymentStatus = z.object({ state: z.string().nullable(), paid: z.boolean() });
export const cardPaymentStatusResponse = envelopeWith({ data: cardPaymentStatus });
export type CardPaymentStatusResponse = z.infer<typeof cardPaymentStatusResponse>;
