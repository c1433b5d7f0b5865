import { describe, expect, it } from 'vitest';
import { MONTHLY_FIGURE_TABLES, type MonthlyFigure } from '@portal/shared/schemas/figures';
import { figureCharts, monthLabel } from './figure-rows';

// Issue 32 point 5: every chart of the Figures tab says its numbers in words too.

const month = (m: string, over: Partial<MonthlyFigure> = {}): MonthlyFigure => ({
  month: m,
  revenue: { MVR: 0, USD: 0 },
  invoices_issued: 0,
  invoices_paid: 0,
  jobs_posted: 0,
  jobs_approved: 0,
  median_hours_to_approval: null,
  active_subscriptions: 0,
  signups: { jobseekers: 0, employers: 0 },
  card_payments: 0,
  slip_payments: 0,
  ...over,
});

describe('the Figures tab’s charts', () => {
  const months = [
    month('2026-10', {
      revenue: { MVR: 300_000, USD: 0 },
      invoices_issued: 2,
      invoices_paid: 1,
      slip_payments: 1,
    }),
    month('2026-11', {
      revenue: { MVR: -50_000, USD: 32_400 },
      invoices_issued: 1,
      invoices_paid: 1,
      card_payments: 1,
      jobs_posted: 4,
      jobs_approved: 3,
      median_hours_to_approval: 2.5,
      active_subscriptions: 7,
      signups: { jobseekers: 5, employers: 2 },
    }),
  ];
  const charts = Object.fromEntries(figureCharts(months).map((c) => [c.title, c]));

  it('draws money in whole MVR and USD and sums it in the sentence, refunds taken off', () => {
    expect(charts.Revenue!.rows).toEqual([
      { month: '2026-10', mvr: 3000, usd: 0 },
      { month: '2026-11', mvr: -500, usd: 324 },
    ]);
    expect(charts.Revenue!.summary).toBe(
      'From Oct 2026 to Nov 2026: MVR 2,500 and USD 324 taken, less refunds.',
    );
  });

  it('says the counts of each chart in words', () => {
    expect(charts['Invoices and payments']!.summary).toBe(
      '3 invoices issued and 2 paid (1 by card, 1 by slip).',
    );
    expect(charts.Jobs!.summary).toBe('4 jobs posted and 3 approved.');
    expect(charts['Hours from posting to approval (median)']!.summary).toBe(
      'The median ranged from 2.5 to 2.5 hours; months without an approval show 0.',
    );
    expect(charts['Active subscriptions']!.summary).toBe(
      '7 running in Nov 2026 (at the month’s end, or now).',
    );
    expect(charts['Sign-ups']!.summary).toBe('5 jobseekers and 2 employers signed up.');
  });

  it('names months as people read them', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
  });

  it('gives each chart its own CSV table, every table once', () => {
    const charts = figureCharts(months);
    expect(charts.map((c) => [c.title, c.table])).toEqual([
      ['Revenue', 'revenue'],
      ['Invoices and payments', 'invoices'],
      ['Jobs', 'jobs'],
      ['Hours from posting to approval (median)', 'approval'],
      ['Active subscriptions', 'subscriptions'],
      ['Sign-ups', 'signups'],
    ]);
    expect(charts.map((c) => c.table).sort()).toEqual(Object.keys(MONTHLY_FIGURE_TABLES).sort());
  });
});
