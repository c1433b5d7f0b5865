import type { MonthlyFigure } from '@portal/shared/schemas/figures';
import { countSignupsByMonth } from '../accounts/service';
import { countActiveSubscriptionsAt, countBillingByMonth, emptyBillingMonth } from '../billing/service';
import { countJobsByMonth } from '../jobs/service';
import type { ServiceDeps } from '../../lib/deps';
import { lastMaldivesMonths } from '../../lib/periods';

// The operators' monthly figures (issue 32, decision 0053): computed on request from each module's rows
// (the console asks for them a few times a day; 36 months are a handful of grouped queries). Like the
// dashboard, this module owns no data: it asks billing, jobs and accounts, and presents one row per month.

/** The last `months` Maldives months up to `now`'s, oldest first, months without activity included. */
export async function getMonthlyFigures(
  deps: Pick<ServiceDeps, 'db'>,
  opts: { months: number; now?: Date },
): Promise<MonthlyFigure[]> {
  const now = opts.now ?? new Date();
  const periods = lastMaldivesMonths(now, opts.months);
  const window = { since: periods[0]!.start, until: periods[periods.length - 1]!.end };
  // A past month's subscriptions are those running at its last moment; the current month's, those now.
  const moments = periods.map((p) =>
    Date.parse(p.end) > now.getTime() ? now.toISOString() : lastMoment(p.end),
  );
  const [billing, jobs, signups, active] = await Promise.all([
    countBillingByMonth(deps, window),
    countJobsByMonth(deps, window),
    countSignupsByMonth(deps, window),
    countActiveSubscriptionsAt(deps, { moments }),
  ]);
  return periods.map(({ month }, i) => {
    const b = billing.get(month) ?? emptyBillingMonth();
    const j = jobs.get(month);
    const s = signups.get(month);
    return {
      month,
      revenue: b.revenue,
      invoices_issued: b.invoicesIssued,
      invoices_paid: b.invoicesPaid,
      jobs_posted: j?.posted ?? 0,
      jobs_approved: j?.approved ?? 0,
      median_hours_to_approval: j?.medianHoursToApproval ?? null,
      active_subscriptions: active[i]!,
      signups: { jobseekers: s?.jobseekers ?? 0, employers: s?.employers ?? 0 },
      card_payments: b.cardPayments,
      slip_payments: b.slipPayments,
    };
  });
}

const lastMoment = (endExclusive: string) => new Date(Date.parse(endExclusive) - 1).toISOString();
