import { describe, expect, it } from 'vitest';
import {
  activationFor,
  activeAnnual,
  canChangeInvoice,
  formatMoney,
  INVOICE_STATUS_LABELS,
  invoiceDisplayStatus,
  invoiceStatus,
  invoiceTotalMinor,
  paidByLabel,
  payPerJobLeft,
  planSectorFor,
  type SubscriptionState,
} from './billing';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('activationFor (DESIGN §4 confirm-payment)', () => {
  const confirmedAt = at('2026-11-22T10:00:00Z');

  it('activates an annual plan for 365 days from the confirmation', () => {
    const a = activationFor({ packageType: 1, noOfJobs: 1, confirmedAt });
    expect(a).toEqual({
      startsAt: confirmedAt,
      expiresAt: new Date(+confirmedAt + 365 * DAY),
      jobsTotal: null,
    });
  });

  it('starts a renewal bought while the plan is active at its expiry, and ignores an expired one', () => {
    const current = at('2027-02-01T00:00:00Z');
    const renewal = activationFor({
      packageType: 1,
      noOfJobs: 1,
      confirmedAt,
      currentAnnualExpiresAt: current,
    });
    expect(renewal.startsAt).toEqual(current);
    expect(renewal.expiresAt).toEqual(new Date(+current + 365 * DAY));
    const lapsed = activationFor({
      packageType: 1,
      noOfJobs: 1,
      confirmedAt,
      currentAnnualExpiresAt: at('2026-01-01T00:00:00Z'),
    });
    expect(lapsed.startsAt).toEqual(confirmedAt);
  });

  it('gives pay-per-job its postings, usable for 365 days', () => {
    const a = activationFor({ packageType: 2, noOfJobs: 3, confirmedAt });
    expect(a).toEqual({ startsAt: confirmedAt, expiresAt: new Date(+confirmedAt + 365 * DAY), jobsTotal: 3 });
  });
});

describe('entitlements read from subscriptions', () => {
  const now = at('2026-11-22T00:00:00Z');
  const sub = (over: Partial<SubscriptionState>): SubscriptionState => ({
    id: 1,
    type: 1,
    startsAt: at('2026-06-01T00:00:00Z'),
    expiresAt: at('2027-06-01T00:00:00Z'),
    jobsTotal: null,
    jobsUsed: 0,
    ...over,
  });

  it('finds the active annual plan, running on through a renewal bought ahead', () => {
    expect(activeAnnual([], now)).toBeNull();
    expect(activeAnnual([sub({ expiresAt: at('2026-11-01T00:00:00Z') })], now)).toBeNull();
    const renewal = sub({
      id: 2,
      startsAt: at('2027-06-01T00:00:00Z'),
      expiresAt: at('2028-06-01T00:00:00Z'),
    });
    expect(activeAnnual([sub({}), renewal], now)).toEqual({ id: 1, expiresAt: at('2028-06-01T00:00:00Z') });
    // A renewal that has not started yet is not active on its own.
    expect(activeAnnual([renewal], now)).toBeNull();
  });

  it('counts pay-per-job postings left over usable subscriptions, oldest first', () => {
    const older = sub({
      id: 5,
      type: 2,
      jobsTotal: 2,
      jobsUsed: 1,
      startsAt: at('2026-01-01T00:00:00Z'),
      expiresAt: at('2027-01-01T00:00:00Z'),
    });
    const newer = sub({
      id: 6,
      type: 2,
      jobsTotal: 3,
      jobsUsed: 0,
      startsAt: at('2026-10-01T00:00:00Z'),
      expiresAt: at('2027-10-01T00:00:00Z'),
    });
    const usedUp = sub({ id: 7, type: 2, jobsTotal: 1, jobsUsed: 1 });
    const expired = sub({ id: 8, type: 2, jobsTotal: 5, expiresAt: at('2026-11-01T00:00:00Z') });
    expect(payPerJobLeft([newer, usedUp, older, expired], now)).toEqual({ id: 5, jobsLeft: 4 });
    expect(payPerJobLeft([usedUp, expired], now)).toBeNull();
  });
});

describe('invoices', () => {
  it('charges units × price per unit; annual is one unit', () => {
    expect(invoiceTotalMinor(2, 3, 50_000)).toBe(150_000);
    expect(invoiceTotalMinor(1, 3, 300_000)).toBe(300_000);
  });

  it('picks the Tourism plans only for Private (Tourism)', () => {
    expect(planSectorFor('Private (Tourism)')).toBe('tourism');
    expect(planSectorFor('Private (Others)')).toBe('private');
    expect(planSectorFor('Government / Civil Service')).toBe('private');
    expect(planSectorFor(null)).toBe('private');
  });

  it('reads the states of SPEC §4 and when Change Package is allowed', () => {
    const base = { paid_at: null, slip_uploaded_at: null };
    expect(invoiceStatus(base)).toBe('pending');
    expect(invoiceStatus({ ...base, slip_uploaded_at: '2026-11-20' })).toBe('awaiting');
    expect(invoiceStatus({ paid_at: '2026-11-21', slip_uploaded_at: '2026-11-20' })).toBe('paid');
    expect(canChangeInvoice(base)).toBe(true);
    expect(canChangeInvoice({ ...base, slip_uploaded_at: '2026-11-20' })).toBe(false);
  });

  it('reads a refunded invoice as Refunded, and says how an invoice was paid', () => {
    expect(invoiceDisplayStatus({ status: 'paid', refunded_at: null })).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'paid', refunded_at: '2026-11-27' })).toBe('refunded');
    expect(INVOICE_STATUS_LABELS[invoiceDisplayStatus({ status: 'paid', refunded_at: '2026-11-27' })]).toBe(
      'Refunded',
    );
    expect(paidByLabel({ paid_by: 'card', bml_transaction_id: 'tx1' })).toBe('Card · BML tx1');
    expect(paidByLabel({ paid_by: 'slip', bml_transaction_id: null })).toBe('Slip');
    expect(paidByLabel({ paid_by: null, bml_transaction_id: 'tx1' })).toBeNull();
  });

  it('formats money in its currency', () => {
    expect(formatMoney(771_000, 1)).toBe('MVR 7,710.00');
    expect(formatMoney(5_050, 2)).toBe('USD 50.50');
  });
});
