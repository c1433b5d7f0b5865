import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import { maldivesMonthSql } from '../../lib/periods';
import { invoices, subscriptions } from '../../db/schema';

// The billing part of the operators' monthly figures (issue 32, decision 0053), asked by modules/admin.

/** One Maldives month of billing; money in the currency's minor unit. */
export interface BillingMonth {
  revenue: { MVR: number; USD: number };
  invoicesIssued: number;
  invoicesPaid: number;
  cardPayments: number;
  slipPayments: number;
}

const CURRENCY = { 1: 'MVR', 2: 'USD' } as const;

export const emptyBillingMonth = (): BillingMonth => ({
  revenue: { MVR: 0, USD: 0 },
  invoicesIssued: 0,
  invoicesPaid: 0,
  cardPayments: 0,
  slipPayments: 0,
});

/**
 * Billing per Maldives month between `since` and `until` (ISO, end exclusive). Revenue is cash: what was
 * paid in a month (by its `paid_at`), less what was refunded in a month (by its `refunded_at`), so a
 * month's figure never changes once the month is over, and a refund shows when the money went back.
 * Payments (`invoices_paid`, card and slip) count every invoice paid in the month, refunded later or not.
 */
export async function countBillingByMonth(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { since: string; until: string },
): Promise<Map<string, BillingMonth>> {
  const issuedMonth = maldivesMonthSql(invoices.createdAt);
  const paidMonth = maldivesMonthSql(invoices.paidAt);
  const refundMonth = maldivesMonthSql(invoices.refundedAt);
  const [issued, paid, refunded] = await Promise.all([
    db
      .select({ month: issuedMonth, n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(
        and(
          gte(invoices.createdAt, opts.since),
          lt(invoices.createdAt, opts.until),
          isNull(invoices.cancelledAt),
        ),
      )
      .groupBy(issuedMonth),
    db
      .select({
        month: paidMonth,
        currency: invoices.currency,
        amount: sql<number>`coalesce(sum(${invoices.amountMinor}), 0)::bigint`.mapWith(Number),
        n: sql<number>`count(*)::int`,
        card: sql<number>`(count(*) filter (where ${invoices.paidBy} = 'card'))::int`,
        slip: sql<number>`(count(*) filter (where ${invoices.paidBy} = 'slip'))::int`,
      })
      .from(invoices)
      .where(and(gte(invoices.paidAt, opts.since), lt(invoices.paidAt, opts.until)))
      .groupBy(paidMonth, invoices.currency),
    db
      .select({
        month: refundMonth,
        currency: invoices.currency,
        amount: sql<number>`coalesce(sum(${invoices.amountMinor}), 0)::bigint`.mapWith(Number),
      })
      .from(invoices)
      .where(and(gte(invoices.refundedAt, opts.since), lt(invoices.refundedAt, opts.until)))
      .groupBy(refundMonth, invoices.currency),
  ]);
  const months = new Map<string, BillingMonth>();
  const monthOf = (key: string) => {
    let m = months.get(key);
    if (!m) months.set(key, (m = emptyBillingMonth()));
    return m;
  };
  for (const row of issued) monthOf(row.month).invoicesIssued += row.n;
  for (const row of paid) {
    const m = monthOf(row.month);
    m.revenue[CURRENCY[row.currency as 1 | 2]] += row.amount;
    m.invoicesPaid += row.n;
    m.cardPayments += row.card;
    m.slipPayments += row.slip;
  }
  for (const row of refunded) monthOf(row.month).revenue[CURRENCY[row.currency as 1 | 2]] -= row.amount;
  return months;
}

/**
 * How many subscriptions were running at each moment (ISO): started at or before it and expiring after it.
 * A refund ends its plan (its `expires_at` moves to the refund), so it stops counting from then.
 */
export async function countActiveSubscriptionsAt(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { moments: string[] },
): Promise<number[]> {
  if (opts.moments.length === 0) return [];
  const first = opts.moments.reduce((a, b) => (a < b ? a : b));
  const last = opts.moments.reduce((a, b) => (a > b ? a : b));
  // Only the plans that overlap the period: a few per company and year, counted here.
  const rows = await db
    .select({ startsAt: subscriptions.startsAt, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(and(sql`${subscriptions.startsAt} <= ${last}`, sql`${subscriptions.expiresAt} > ${first}`));
  return opts.moments.map((at) => {
    const t = Date.parse(at);
    return rows.filter((r) => Date.parse(isoDate(r.startsAt)) <= t && Date.parse(isoDate(r.expiresAt)) > t)
      .length;
  });
}
