import type { MonthlyFigure, MonthlyFigureTable } from '@portal/shared/schemas/figures';
import type { ChartRow, ChartSeries } from '../../../../components/charts';
import { englishAdminT, monthLabel, type AdminTranslate } from '../../../../i18n/admin-texts';

// The Figures tab's charts (issue 32 point 3): which figures each chart draws, the rows it draws them
// from and the sentence that says the same in words. Pure, so the words are tested without a browser;
// the words come through the console's `at` (English by default) and the months through `month` (issue 31).

export { monthLabel };

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
export function figureCharts(
  months: MonthlyFigure[],
  at: AdminTranslate = englishAdminT,
  month: (month: string) => string = monthLabel,
): FigureChart[] {
  const last = months[months.length - 1];
  const medians = months.filter((m) => m.median_hours_to_approval !== null);
  return [
    {
      table: 'revenue',
      title: at('Revenue'),
      kind: 'bar',
      series: [
        { name: 'mvr', label: at('MVR'), color: 'teal.6' },
        { name: 'usd', label: at('USD'), color: 'blue.6' },
      ],
      rows: months.map((m) => ({ month: m.month, mvr: major(m.revenue.MVR), usd: major(m.revenue.USD) })),
      summary: (() => {
        const mvr = fmt(major(total(months, (m) => m.revenue.MVR)));
        const usd = fmt(major(total(months, (m) => m.revenue.USD)));
        return months.length
          ? at('From {from} to {to}: MVR {mvr} and USD {usd} taken, less refunds.', {
              from: month(months[0]!.month),
              to: month(months[months.length - 1]!.month),
              mvr,
              usd,
            })
          : at('From no months: MVR {mvr} and USD {usd} taken, less refunds.', { mvr, usd });
      })(),
    },
    {
      table: 'invoices',
      title: at('Invoices and payments'),
      kind: 'bar',
      series: [
        { name: 'issued', label: at('Issued'), color: 'gray.6' },
        { name: 'paid', label: at('Paid'), color: 'teal.6' },
        { name: 'card', label: at('By card'), color: 'blue.6' },
        { name: 'slip', label: at('By slip'), color: 'orange.6' },
      ],
      rows: months.map((m) => ({
        month: m.month,
        issued: m.invoices_issued,
        paid: m.invoices_paid,
        card: m.card_payments,
        slip: m.slip_payments,
      })),
      summary: at('{issued} invoices issued and {paid} paid ({card} by card, {slip} by slip).', {
        issued: total(months, (m) => m.invoices_issued),
        paid: total(months, (m) => m.invoices_paid),
        card: total(months, (m) => m.card_payments),
        slip: total(months, (m) => m.slip_payments),
      }),
    },
    {
      table: 'jobs',
      title: at('Jobs'),
      kind: 'bar',
      series: [
        { name: 'posted', label: at('Posted'), color: 'indigo.6' },
        { name: 'approved', label: at('Approved'), color: 'teal.6' },
      ],
      rows: months.map((m) => ({ month: m.month, posted: m.jobs_posted, approved: m.jobs_approved })),
      summary: at('{posted} jobs posted and {approved} approved.', {
        posted: total(months, (m) => m.jobs_posted),
        approved: total(months, (m) => m.jobs_approved),
      }),
    },
    {
      table: 'approval',
      title: at('Hours from posting to approval (median)'),
      kind: 'line',
      series: [{ name: 'hours', label: at('Median hours'), color: 'grape.6' }],
      rows: months.map((m) => ({ month: m.month, hours: m.median_hours_to_approval ?? 0 })),
      summary: medians.length
        ? at('The median ranged from {min} to {max} hours; months without an approval show 0.', {
            min: fmt(Math.min(...medians.map((m) => m.median_hours_to_approval!))),
            max: fmt(Math.max(...medians.map((m) => m.median_hours_to_approval!))),
          })
        : at('No job was approved in these months.'),
    },
    {
      table: 'subscriptions',
      title: at('Active subscriptions'),
      kind: 'line',
      series: [{ name: 'active', label: at('Active'), color: 'teal.6' }],
      rows: months.map((m) => ({ month: m.month, active: m.active_subscriptions })),
      summary: last
        ? at('{count} running in {month} (at the month’s end, or now).', {
            count: last.active_subscriptions,
            month: month(last.month),
          })
        : '',
    },
    {
      table: 'signups',
      title: at('Sign-ups'),
      kind: 'bar',
      series: [
        { name: 'jobseekers', label: at('Jobseekers'), color: 'blue.6' },
        { name: 'employers', label: at('Employers'), color: 'orange.6' },
      ],
      rows: months.map((m) => ({
        month: m.month,
        jobseekers: m.signups.jobseekers,
        employers: m.signups.employers,
      })),
      summary: at('{jobseekers} jobseekers and {employers} employers signed up.', {
        jobseekers: total(months, (m) => m.signups.jobseekers),
        employers: total(months, (m) => m.signups.employers),
      }),
    },
  ];
}
