import { FULL_MONTHS } from '@portal/shared/rules/dates';
import type { MonthlyFigure, MonthlyFigureTable } from '@portal/shared/schemas/figures';
import type { ChartRow, ChartSeries } from '../../../../components/charts';

// The Figures tab's charts (issue 32 point 3): which figures each chart draws, the rows it draws them
// from and the sentence that says the same in words. Pure, so the words are tested without a browser.

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${FULL_MONTHS[Number(m) - 1]?.slice(0, 3) ?? m} ${y}`;
}

/** Laari or cents as whole units (the charts show MVR and USD, the CSV keeps the minor unit). */
const major = (minor: number) => Math.round(minor) / 100;

export interface FigureChart {
  /** The table the chart's CSV downloads (`monthly.csv?table=`). */
  table: MonthlyFigureTable;
  title: string;
  kind: 'line' | 'bar';
  series: ChartSeries[];
  rows: ChartRow[];
  summary: string;
}

const total = (rows: MonthlyFigure[], pick: (m: MonthlyFigure) => number) =>
  rows.reduce((sum, m) => sum + pick(m), 0);
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The charts of the tab, in order, from the months the server answered (oldest first). */
export function figureCharts(months: MonthlyFigure[]): FigureChart[] {
  const span = months.length
    ? `${monthLabel(months[0]!.month)} to ${monthLabel(months[months.length - 1]!.month)}`
    : 'no months';
  const last = months[months.length - 1];
  const medians = months.filter((m) => m.median_hours_to_approval !== null);
  return [
    {
      table: 'revenue',
      title: 'Revenue',
      kind: 'bar',
      series: [
        { name: 'mvr', label: 'MVR', color: 'teal.6' },
        { name: 'usd', label: 'USD', color: 'blue.6' },
      ],
      rows: months.map((m) => ({ month: m.month, mvr: major(m.revenue.MVR), usd: major(m.revenue.USD) })),
      summary: `From ${span}: MVR ${fmt(major(total(months, (m) => m.revenue.MVR)))} and USD ${fmt(
        major(total(months, (m) => m.revenue.USD)),
      )} taken, less refunds.`,
    },
    {
      table: 'invoices',
      title: 'Invoices and payments',
      kind: 'bar',
      series: [
        { name: 'issued', label: 'Issued', color: 'gray.6' },
        { name: 'paid', label: 'Paid', color: 'teal.6' },
        { name: 'card', label: 'By card', color: 'blue.6' },
        { name: 'slip', label: 'By slip', color: 'orange.6' },
      ],
      rows: months.map((m) => ({
        month: m.month,
        issued: m.invoices_issued,
        paid: m.invoices_paid,
        card: m.card_payments,
        slip: m.slip_payments,
      })),
      summary: `${total(months, (m) => m.invoices_issued)} invoices issued and ${total(
        months,
        (m) => m.invoices_paid,
      )} paid (${total(months, (m) => m.card_payments)} by card, ${total(months, (m) => m.slip_payments)} by slip).`,
    },
    {
      table: 'jobs',
      title: 'Jobs',
      kind: 'bar',
      series: [
        { name: 'posted', label: 'Posted', color: 'indigo.6' },
        { name: 'approved', label: 'Approved', color: 'teal.6' },
      ],
      rows: months.map((m) => ({ month: m.month, posted: m.jobs_posted, approved: m.jobs_approved })),
      summary: `${total(months, (m) => m.jobs_posted)} jobs posted and ${total(months, (m) => m.jobs_approved)} approved.`,
    },
    {
      table: 'approval',
      title: 'Hours from posting to approval (median)',
      kind: 'line',
      series: [{ name: 'hours', label: 'Median hours', color: 'grape.6' }],
      rows: months.map((m) => ({ month: m.month, hours: m.median_hours_to_approval ?? 0 })),
      summary: medians.length
        ? `The median ranged from ${fmt(Math.min(...medians.map((m) => m.median_hours_to_approval!)))} to ${fmt(
            Math.max(...medians.map((m) => m.median_hours_to_approval!)),
          )} hours; months without an approval show 0.`
        : 'No job was approved in these months.',
    },
    {
      table: 'subscriptions',
      title: 'Active subscriptions',
      kind: 'line',
      series: [{ name: 'active', label: 'Active', color: 'teal.6' }],
      rows: months.map((m) => ({ month: m.month, active: m.active_subscriptions })),
      summary: last
        ? `${last.active_subscriptions} running in ${monthLabel(last.month)} (at the month’s end, or now).`
        : '',
    },
    {
      table: 'signups',
      title: 'Sign-ups',
      kind: 'bar',
      series: [
        { name: 'jobseekers', label: 'Jobseekers', color: 'blue.6' },
        { name: 'employers', label: 'Employers', color: 'orange.6' },
      ],
      rows: months.map((m) => ({
        month: m.month,
        jobseekers: m.signups.jobseekers,
        employers: m.signups.employers,
      })),
      summary: `${total(months, (m) => m.signups.jobseekers)} jobseekers and ${total(
        months,
        (m) => m.signups.employers,
      )} employers signed up.`,
    },
  ];
}
