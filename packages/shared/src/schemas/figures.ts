import { z } from 'zod';
import { envelopeWith } from './common';

// Issue 32 (points 1, 3 and 4; decision 0053): the operators' monthly figures and the seeker's weekly
// profile views. Both are computed on request from the rows the product keeps (invoices, jobs and their
// approvals, subscriptions, users, profile_views): nothing is rolled up ahead.

/** How many months the operators' figures cover by default, and at most. */
export const FIGURE_MONTHS = { default: 12, max: 36 } as const;
/** How many weeks the seeker's sparkline covers by default, and at most. */
export const VIEW_WEEKS = { default: 12, max: 52 } as const;

/** A whole number from a query string within `min..max` (the default when absent); anything else fails. */
const countQuery = (label: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!(n >= 1 && n <= max)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a whole number from 1 to ${max}.` });
        return z.NEVER;
      }
      return n;
    })
    .describe(`1 to ${max} (default ${fallback})`);

/** GET admin/stats/monthly(.csv)?months=: the last `months` Maldives months, this one included. */
export const monthlyFiguresQuery = z.object({
  months: countQuery('months', FIGURE_MONTHS.max, FIGURE_MONTHS.default),
});
export type MonthlyFiguresQuery = z.input<typeof monthlyFiguresQuery>;

/** One Maldives month (UTC+5) of the business. Money is in the currency's minor unit (laari, cents). */
export const monthlyFigure = z.object({
  /** 'YYYY-MM' in Maldives time. */
  month: z.string(),
  /** Payments taken in the month, less the refunds made in the month (decision 0053). */
  revenue: z.object({ MVR: z.number(), USD: z.number() }),
  /** Invoices raised in the month and not cancelled (a package change replaces its pending invoice). */
  invoices_issued: z.number(),
  /** Invoices paid in the month, by card or by slip (a later refund does not undo the payment). */
  invoices_paid: z.number(),
  jobs_posted: z.number(),
  /** Jobs first approved in the month. */
  jobs_approved: z.number(),
  /** The median of those approvals' hours from posting to first approval, one decimal; null when none. */
  median_hours_to_approval: z.number().nullable(),
  /** Subscriptions running at the month's end (now, for the current month). */
  active_subscriptions: z.number(),
  signups: z.object({ jobseekers: z.number(), employers: z.number() }),
  card_payments: z.number(),
  slip_payments: z.number(),
});
export type MonthlyFigure = z.infer<typeof monthlyFigure>;

/** GET admin/stats/monthly: the months, oldest first. */
export const monthlyFiguresResponse = envelopeWith({
  data: z.object({ months: z.array(monthlyFigure) }),
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresResponse>['data'];

/** The CSV's columns, in order: each figure flattened (revenue.MVR → revenue_mvr). */
export const MONTHLY_FIGURE_COLUMNS = [
  'month',
  'revenue_mvr',
  'revenue_usd',
  'invoices_issued',
  'invoices_paid',
  'card_payments',
  'slip_payments',
  'jobs_posted',
  'jobs_approved',
  'median_hours_to_approval',
  'active_subscriptions',
  'signups_jobseekers',
  'signups_employers',
] as const;
export type MonthlyFigureColumn = (typeof MONTHLY_FIGURE_COLUMNS)[number];

/**
 * The Figures tab's tables (one chart and its numbers each), and the CSV columns each downloads after
 * `month` (issue 32: "CSV export of each table"). Without a table the CSV has every column.
 */
export const MONTHLY_FIGURE_TABLES = {
  revenue: ['revenue_mvr', 'revenue_usd'],
  invoices: ['invoices_issued', 'invoices_paid', 'card_payments', 'slip_payments'],
  jobs: ['jobs_posted', 'jobs_approved'],
  approval: ['median_hours_to_approval'],
  subscriptions: ['active_subscriptions'],
  signups: ['signups_jobseekers', 'signups_employers'],
} as const satisfies Record<string, readonly MonthlyFigureColumn[]>;
export type MonthlyFigureTable = keyof typeof MONTHLY_FIGURE_TABLES;
const TABLE_NAMES = Object.keys(MONTHLY_FIGURE_TABLES) as [MonthlyFigureTable, ...MonthlyFigureTable[]];

/** The columns of one table's CSV (`month` first), or of the whole CSV without a table. */
export function monthlyFigureColumns(table?: MonthlyFigureTable): readonly MonthlyFigureColumn[] {
  return table ? ['month', ...MONTHLY_FIGURE_TABLES[table]] : MONTHLY_FIGURE_COLUMNS;
}

/** GET admin/stats/monthly.csv?months=&table=: the same months, one table's columns or all of them. */
export const monthlyFiguresCsvQuery = monthlyFiguresQuery.extend({
  table: z
    .enum(TABLE_NAMES, { message: `The table must be one of ${TABLE_NAMES.join(', ')}.` })
    .optional()
    .describe(`one table's columns (${TABLE_NAMES.join(', ')}); every column when absent`),
});
export type MonthlyFiguresCsvQuery = z.input<typeof monthlyFiguresCsvQuery>;

/** One month flattened to the CSV's columns (an absent median is an empty cell). */
export function flattenMonthlyFigure(m: MonthlyFigure): Record<MonthlyFigureColumn, string | number> {
  return {
    month: m.month,
    revenue_mvr: m.revenue.MVR,
    revenue_usd: m.revenue.USD,
    invoices_issued: m.invoices_issued,
    invoices_paid: m.invoices_paid,
    card_payments: m.card_payments,
    slip_payments: m.slip_payments,
    jobs_posted: m.jobs_posted,
    jobs_approved: m.jobs_approved,
    median_hours_to_approval: m.median_hours_to_approval ?? '',
    active_subscriptions: m.active_subscriptions,
    signups_jobseekers: m.signups.jobseekers,
    signups_employers: m.signups.employers,
  };
}

/** GET job-seeker/profile-views?weeks=: the last `weeks` Maldives weeks (Monday first), this one included. */
export const profileViewsQuery = z.object({
  weeks: countQuery('weeks', VIEW_WEEKS.max, VIEW_WEEKS.default),
});
export type ProfileViewsQuery = z.input<typeof profileViewsQuery>;

/** The seeker's profile views per week, oldest first, weeks without a view included (0). */
export const profileViewsResponse = envelopeWith({
  data: z.object({
    weeks: z.array(
      z.object({
        /** The week's Monday, 'YYYY-MM-DD' (Maldives calendar). */
        week: z.string(),
        /** Employers' views: one per company and day, as the 30-day count counts them. */
        views: z.number(),
      }),
    ),
  }),
});
export type ProfileViewsByWeek = z.infer<typeof profileViewsResponse>['data'];
