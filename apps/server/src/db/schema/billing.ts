import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz } from './columns';
import { companies } from './companies';
import { files } from './files';

// Billing (SPEC §9, docs/decisions/0015): the plans, invoices and the subscriptions they activate.

/**
 * The four plans of SPEC §9. type 1 annual, 2 pay-per-job; currency 1 MVR, 2 USD. Money is an integer
 * in the currency's minor unit (laari, cents): `_minor` in the name (docs/decisions/0015).
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    sector: text('sector').$type<'private' | 'tourism'>().notNull(),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    pricePerUnitMinor: integer('price_per_unit_minor').notNull(),
    currency: smallint('currency').notNull().default(1),
    durationDays: integer('duration_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('packages_code_key').on(t.code),
    check('packages_type_check', sql`${t.type} in (1, 2)`),
    check('packages_currency_check', sql`${t.currency} in (1, 2)`),
    check('packages_price_check', sql`${t.pricePerUnitMinor} >= 0`),
    check('packages_duration_check', sql`${t.durationDays} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** 1 annual, 2 pay-per-job (SPEC §3 Invoice.package). */
    package: smallint('package').notNull(),
    noOfJobs: integer('no_of_jobs').notNull().default(1),
    tin: text('tin'),
    /** The total in the currency's minor unit (laari, cents). */
    amountMinor: integer('amount_minor').notNull(),
    currency: smallint('currency').notNull().default(1),
    slip: text('slip').references(() => files.key, { onDelete: 'set null' }),
    slipUploadedAt: tstz('slip_uploaded_at'),
    /** Why the operators sent the last slip back; cleared when a new slip is linked. */
    slipRejectedReason: text('slip_rejected_reason'),
    paidAt: tstz('paid_at'),
    /** How it was paid: 'slip' (confirmed by an operator) or 'card' (BML Connect, DESIGN §10). */
    paidBy: text('paid_by'),
    /**
     * The open or paying BML Connect transaction: while set and unpaid, the invoice is frozen (no package
     * change, no slip); cleared when the bank says it was cancelled.
     */
    bmlTransactionId: text('bml_transaction_id'),
    /** The bank's payment page of that transaction, so a second click reuses it rather than opening another. */
    bmlPaymentUrl: text('bml_payment_url'),
    /** The transaction's last state as re-queried from the bank (QR_CODE_GENERATED, CONFIRMED, …). */
    bmlState: text('bml_state'),
    /** Marked refunded by an operator: the plan it paid for ended then. */
    refundedAt: tstz('refunded_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    index('invoices_paid_idx').on(t.paidAt),
    // At most one unpaid invoice per company (SPEC §4: 'Change Package' edits the pending one).
    uniqueIndex('invoices_one_open_key')
      .on(t.companyId)
      .where(sql`${t.paidAt} is null and ${t.cancelledAt} is null`),
    // The operators' queue: slips waiting for approval, oldest first.
    index('invoices_awaiting_idx')
      .on(t.slipUploadedAt)
      .where(sql`${t.paidAt} is null and ${t.slipUploadedAt} is not null`),
    // One transaction pays one invoice: a notification names its invoice by the transaction.
    uniqueIndex('invoices_bml_transaction_key').on(t.bmlTransactionId),
    check('invoices_paid_by_check', sql`${t.paidBy} in ('card', 'slip')`),
    check('invoices_package_check', sql`${t.package} in (1, 2)`),
    check('invoices_currency_check', sql`${t.currency} in (1, 2)`),
    check('invoices_amount_check', sql`${t.amountMinor} >= 0`),
    check('invoices_no_of_jobs_check', sql`${t.noOfJobs} >= 1`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    startsAt: tstz('starts_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** Pay-per-job: postings bought and used. Annual: unlimited (null). */
    jobsTotal: integer('jobs_total'),
    jobsUsed: integer('jobs_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.type, t.expiresAt),
    // One invoice activates one subscription: confirming a payment twice cannot activate twice.
    uniqueIndex('subscriptions_invoice_key').on(t.invoiceId),
    check('subscriptions_type_check', sql`${t.type} in (1, 2)`),
    check(
      'subscriptions_jobs_check',
      sql`${t.jobsUsed} >= 0 and (${t.jobsTotal} is null or (${t.jobsTotal} >= 0 and ${t.jobsUsed} <= ${t.jobsTotal}))`,
    ),
    check('subscriptions_period_check', sql`${t.expiresAt} > ${t.startsAt}`),
  ],
);
