import { CURRENCIES, PACKAGE_TYPES, SECTORS, SUBSCRIPTION_DAYS } from '../constants';
import type { PlanSector } from '../pricing';

// The subscription and invoice rules (SPEC §4 Subscription, §9; DESIGN §4 confirm-payment). Pure: the
// server applies them when a payment is confirmed, the web shows what they will give.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tourism plans for 'Private (Tourism)', the Private Sector plans for every other sector. */
export function planSectorFor(companySector: string | null | undefined): PlanSector {
  return companySector === SECTORS[1] ? 'tourism' : 'private';
}

/** Units an invoice charges: one year for annual, one per job ad for pay-per-job. */
export function invoiceUnits(packageType: number, noOfJobs: number): number {
  return packageType === PACKAGE_TYPES.annual ? 1 : noOfJobs;
}

/** total = units × price_per_unit, in the currency's minor unit (laari, cents). */
export function invoiceTotalMinor(packageType: number, noOfJobs: number, pricePerUnitMinor: number): number {
  return invoiceUnits(packageType, noOfJobs) * pricePerUnitMinor;
}

export function currencyCode(currency: number): 'MVR' | 'USD' {
  return currency === CURRENCIES.USD ? 'USD' : 'MVR';
}

/** 'MVR 3,000.00' from 300000 laari. */
export function formatMoney(amountMinor: number, currency: number): string {
  const major = (amountMinor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currencyCode(currency)} ${major}`;
}

/** SPEC §4 Subscription states of one invoice. */
export type InvoiceStatus = 'pending' | 'awaiting' | 'paid' | 'cancelled';

export function invoiceStatus(invoice: {
  paid_at: string | null;
  slip_uploaded_at: string | null;
  cancelled_at?: string | null;
}): InvoiceStatus {
  if (invoice.paid_at) return 'paid';
  if (invoice.cancelled_at) return 'cancelled';
  return invoice.slip_uploaded_at ? 'awaiting' : 'pending';
}

/**
 * What an invoice reads as for people: its status, or 'refunded' once an operator marked it so. The API's
 * `status` stays 'paid' (decision 0046: it was paid; `refunded_at` says what happened after), so every
 * screen that names the state asks here instead of reading `status` alone.
 */
export type InvoiceDisplayStatus = InvoiceStatus | 'refunded';

export function invoiceDisplayStatus(invoice: {
  status: InvoiceStatus;
  refunded_at: string | null;
}): InvoiceDisplayStatus {
  return invoice.refunded_at ? 'refunded' : invoice.status;
}

export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  pending: 'Pending payment',
  awaiting: 'Waiting for approval',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** How an invoice was paid, in words: 'Card · BML <transaction id>', 'Slip', or null while unpaid. */
export function paidByLabel(invoice: {
  paid_by: 'card' | 'slip' | null;
  bml_transaction_id: string | null;
}): string | null {
  if (invoice.paid_by === 'card')
    return invoice.bml_transaction_id ? `Card · BML ${invoice.bml_transaction_id}` : 'Card';
  return invoice.paid_by === 'slip' ? 'Slip' : null;
}

/** 'INV-42' (SPEC §3: the invoice id shown as INV-{id}). */
export const invoiceRef = (id: number) => `INV-${id}`;

/** While a slip waits for the operators, the invoice can no longer be changed ('Change Package'). */
export function canChangeInvoice(invoice: { paid_at: string | null; slip_uploaded_at: string | null }) {
  return !invoice.paid_at && !invoice.slip_uploaded_at;
}

export interface Activation {
  startsAt: Date;
  expiresAt: Date;
  /** Pay-per-job: postings bought; annual: null (unlimited). */
  jobsTotal: number | null;
}

/**
 * The subscription a confirmed payment activates (DESIGN §4):
 * - annual: active 365 days from confirmation; a renewal while an annual plan is still active starts
 *   at its expiry, so no paid day is lost;
 * - pay-per-job: `no_of_jobs` postings, usable for 365 days from confirmation.
 */
export function activationFor(opts: {
  packageType: number;
  noOfJobs: number;
  confirmedAt: Date;
  /** The latest expiry among the company's annual subscriptions, if any. */
  currentAnnualExpiresAt?: Date | string | null;
}): Activation {
  const confirmed = opts.confirmedAt.getTime();
  if (opts.packageType === PACKAGE_TYPES.annual) {
    const current = opts.currentAnnualExpiresAt ? new Date(opts.currentAnnualExpiresAt).getTime() : 0;
    const start = Math.max(confirmed, current);
    return {
      startsAt: new Date(start),
      expiresAt: new Date(start + SUBSCRIPTION_DAYS.annual * DAY_MS),
      jobsTotal: null,
    };
  }
  return {
    startsAt: new Date(confirmed),
    expiresAt: new Date(confirmed + SUBSCRIPTION_DAYS.payPerJob * DAY_MS),
    jobsTotal: opts.noOfJobs,
  };
}

/** A subscription row as the entitlement rules read it. */
export interface SubscriptionState {
  id: number;
  type: number;
  startsAt: Date | string;
  expiresAt: Date | string;
  jobsTotal: number | null;
  jobsUsed: number;
}

const isCurrent = (s: SubscriptionState, now: Date) =>
  new Date(s.startsAt).getTime() <= now.getTime() && new Date(s.expiresAt).getTime() > now.getTime();

/** The active annual subscription (the one that expires last, if renewals are queued), or null. */
export function activeAnnual(subs: readonly SubscriptionState[], now = new Date()) {
  const annual = subs.filter((s) => s.type === PACKAGE_TYPES.annual);
  const current = annual.find((s) => isCurrent(s, now));
  if (!current) return null;
  // Renewals bought ahead start where the current one ends: the plan runs until the last of them.
  let expiresAt = new Date(current.expiresAt);
  for (const s of [...annual].sort((a, b) => +new Date(a.startsAt) - +new Date(b.startsAt))) {
    if (+new Date(s.startsAt) <= +expiresAt && +new Date(s.expiresAt) > +expiresAt)
      expiresAt = new Date(s.expiresAt);
  }
  return { id: current.id, expiresAt };
}

/**
 * The pay-per-job postings a company can still use: the oldest usable subscription (posting takes from
 * it first) and the postings left over all of them.
 */
export function payPerJobLeft(subs: readonly SubscriptionState[], now = new Date()) {
  const usable = subs
    .filter((s) => s.type === PACKAGE_TYPES.payPerJob && isCurrent(s, now))
    .filter((s) => (s.jobsTotal ?? 0) > s.jobsUsed)
    .sort((a, b) => +new Date(a.startsAt) - +new Date(b.startsAt) || a.id - b.id);
  if (usable.length === 0) return null;
  const left = usable.reduce((sum, s) => sum + (s.jobsTotal ?? 0) - s.jobsUsed, 0);
  return { id: usable[0]!.id, jobsLeft: left };
}

/** What a company's subscriptions entitle it to at a moment (the entitlement rules' input, less the email). */
export function subscriptionEntitlement(subs: readonly SubscriptionState[], now = new Date()) {
  return {
    annualExpiresAt: activeAnnual(subs, now)?.expiresAt ?? null,
    payPerJobLeft: payPerJobLeft(subs, now)?.jobsLeft ?? 0,
  };
}
