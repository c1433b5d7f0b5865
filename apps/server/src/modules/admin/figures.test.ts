import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { MONTHLY_FIGURE_COLUMNS, MONTHLY_FIGURE_TABLES } from '@portal/shared/schemas/figures';
import { adminActions, invoices, packages, subscriptions, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import {
  buildAdmin,
  buildEmployer,
  buildJob,
  buildJobseeker,
  buildUser,
  tokenFor,
} from '../../../test/factories';
import { monthlyFiguresCsv } from './figures-csv';
import { getMonthlyFigures } from './figures';

// Issue 32 (decision 0053): the operators' monthly figures from known rows, on a controllable clock. The
// rows are in 2031 so that nothing the other tests of this app write falls in the months asked for.
// Maldives time is UTC+5: 2031-11-30T19:30Z is 1 December 00:30 in Malé.

let t: TestContext;
let admin: string;
const NOW = new Date('2031-12-15T10:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
  await seedKnownMonths();
});
afterAll(() => t.close());

async function seedKnownMonths() {
  const { company } = await buildEmployer(t.app);
  const [pkg] = await t.app.db
    .select()
    .from(packages)
    .where(eq(packages.type, PACKAGE_TYPES.annual))
    .limit(1);
  const invoice = (v: Partial<typeof invoices.$inferInsert>) => ({
    companyId: company.id,
    packageId: pkg!.id,
    package: PACKAGE_TYPES.annual,
    amountMinor: 0,
    ...v,
  });
  await t.app.db.insert(invoices).values([
    // November: paid by slip in November.
    invoice({
      amountMinor: 500_000,
      currency: 1,
      createdAt: '2031-11-03T08:00:00Z',
      paidAt: '2031-11-05T08:00:00Z',
      paidBy: 'slip',
    }),
    // Raised in November, paid by card at 00:30 on 1 December in Malé: December's revenue, in dollars.
    invoice({
      amountMinor: 32_400,
      currency: 2,
      createdAt: '2031-11-20T08:00:00Z',
      paidAt: '2031-11-30T19:30:00Z',
      paidBy: 'card',
    }),
    // Paid by card in November, refunded in December: November keeps it, December gives it back.
    invoice({
      amountMinor: 100_000,
      currency: 1,
      createdAt: '2031-11-10T08:00:00Z',
      paidAt: '2031-11-11T08:00:00Z',
      paidBy: 'card',
      refundedAt: '2031-12-02T08:00:00Z',
    }),
    // Replaced by a package change: never issued as far as the figures go.
    invoice({ amountMinor: 7_000, createdAt: '2031-11-12T08:00:00Z', cancelledAt: '2031-11-12T09:00:00Z' }),
    // December's open invoice.
    invoice({ amountMinor: 9_000, createdAt: '2031-12-05T08:00:00Z' }),
  ]);

  const job = (createdAt: string, over: Parameters<typeof buildJob>[2] = {}) =>
    buildJob(t.app, company.id, { createdAt, ...over });
  // Approved after 10 h, by the column only (as the demo seed approves).
  await job('2031-11-01T00:00:00Z', { approvedAt: '2031-11-01T10:00:00Z' });
  // Approved after 4 h, then taken down (the column forgot; the operators' log did not).
  const takenDown = await job('2031-11-02T00:00:00Z', { approved: 2, approvedAt: null });
  // First approved after 30 h, edited back to pending and approved again in December: counts once, in November.
  const reapproved = await job('2031-11-03T00:00:00Z', { approvedAt: '2031-12-10T00:00:00Z' });
  // Posted at 05:00 on 1 December in Malé, approved after 1.5 h.
  await job('2031-12-01T00:00:00Z', { approvedAt: '2031-12-01T01:30:00Z' });
  // Posted at 01:00 on 1 December in Malé, still waiting.
  await job('2031-11-30T20:00:00Z', { approved: 0, approvedAt: null });
  const approval = (subjectId: number, createdAt: string) => ({
    action: 'job.approve',
    subjectType: 'job',
    subjectId,
    createdAt,
  });
  await t.app.db
    .insert(adminActions)
    .values([
      approval(takenDown.id, '2031-11-02T04:00:00Z'),
      approval(reapproved.id, '2031-11-04T06:00:00Z'),
      approval(reapproved.id, '2031-12-10T00:00:00Z'),
    ]);

  const plan = (startsAt: string, expiresAt: string) => ({
    companyId: company.id,
    packageId: pkg!.id,
    type: PACKAGE_TYPES.annual,
    startsAt,
    expiresAt,
  });
  await t.app.db.insert(subscriptions).values([
    plan('2031-10-01T00:00:00Z', '2032-10-01T00:00:00Z'),
    // Ended by the refund on 2 December: running at November's end, not now.
    plan('2031-11-10T00:00:00Z', '2031-12-02T08:00:00Z'),
    plan('2031-12-14T00:00:00Z', '2032-12-14T00:00:00Z'),
  ]);

  const signedUpAt = async (role: 1 | 2 | 3, createdAt: string) => {
    const user = await buildUser(t.app, { role });
    await t.app.db.update(users).set({ createdAt }).where(eq(users.id, user.id));
  };
  await signedUpAt(1, '2031-11-15T08:00:00Z');
  await signedUpAt(3, '2031-11-16T08:00:00Z'); // an operator is no sign-up
  await signedUpAt(1, '2031-11-30T19:00:00Z'); // midnight in Malé: December
  await signedUpAt(2, '2031-12-03T08:00:00Z');
  await signedUpAt(2, '2031-12-04T08:00:00Z');
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('the monthly figures from known rows', () => {
  it('counts each figure in its Maldives month', async () => {
    const months = await getMonthlyFigures({ db: t.app.db }, { months: 3, now: NOW });
    expect(months).toEqual([
      {
        month: '2031-10',
        revenue: { MVR: 0, USD: 0 },
        invoices_issued: 0,
        invoices_paid: 0,
        jobs_posted: 0,
        jobs_approved: 0,
        median_hours_to_approval: null,
        active_subscriptions: 1,
        signups: { jobseekers: 0, employers: 0 },
        card_payments: 0,
        slip_payments: 0,
      },
      {
        month: '2031-11',
        revenue: { MVR: 600_000, USD: 0 },
        invoices_issued: 3,
        invoices_paid: 2,
        jobs_posted: 3,
        jobs_approved: 3,
        median_hours_to_approval: 10,
        active_subscriptions: 2,
        signups: { jobseekers: 1, employers: 0 },
        card_payments: 1,
        slip_payments: 1,
      },
      {
        month: '2031-12',
        revenue: { MVR: -100_000, USD: 32_400 },
        invoices_issued: 1,
        invoices_paid: 1,
        jobs_posted: 2,
        jobs_approved: 1,
        median_hours_to_approval: 1.5,
        active_subscriptions: 2,
        signups: { jobseekers: 1, employers: 2 },
        card_payments: 1,
        slip_payments: 0,
      },
    ]);
  });

  it('flattens the same months into the CSV, one column per figure', async () => {
    const months = await getMonthlyFigures({ db: t.app.db }, { months: 2, now: NOW });
    expect(monthlyFiguresCsv(months).split('\r\n')).toEqual([
      MONTHLY_FIGURE_COLUMNS.join(','),
      '2031-11,600000,0,3,2,1,1,3,3,10,2,1,0',
      '2031-12,-100000,32400,1,1,1,0,2,1,1.5,2,1,2',
      '',
    ]);
    expect(MONTHLY_FIGURE_COLUMNS.join(',')).toBe(
      'month,revenue_mvr,revenue_usd,invoices_issued,invoices_paid,card_payments,slip_payments,jobs_posted,jobs_approved,median_hours_to_approval,active_subscriptions,signups_jobseekers,signups_employers',
    );
  });

  it('crosses a year: January’s window starts in December of the year before', async () => {
    const months = await getMonthlyFigures(
      { db: t.app.db },
      { months: 2, now: new Date('2032-01-10T00:00:00Z') },
    );
    expect(months.map((m) => m.month)).toEqual(['2031-12', '2032-01']);
    expect(months[0]).toMatchObject({ jobs_posted: 2, revenue: { MVR: -100_000, USD: 32_400 } });
  });
});

describe('revenue beyond 32-bit sums', () => {
  it('adds a month of MVR 30 million (3 billion laari) without overflowing', async () => {
    const { company } = await buildEmployer(t.app);
    const [pkg] = await t.app.db.select().from(packages).limit(1);
    // Three invoices of MVR 10 million each, paid in March 2033 (no other test writes that month).
    await t.app.db.insert(invoices).values(
      [1, 2, 3].map((d) => ({
        companyId: company.id,
        packageId: pkg!.id,
        package: pkg!.type,
        amountMinor: 1_000_000_000,
        currency: 1,
        createdAt: `2033-03-0${d}T08:00:00Z`,
        paidAt: `2033-03-0${d}T09:00:00Z`,
        paidBy: 'slip' as const,
      })),
    );
    const [march] = await getMonthlyFigures(
      { db: t.app.db },
      { months: 1, now: new Date('2033-03-20T00:00:00Z') },
    );
    expect(march).toMatchObject({
      month: '2033-03',
      revenue: { MVR: 3_000_000_000, USD: 0 },
      invoices_paid: 3,
    });
  });
});

describe('GET admin/stats/monthly and monthly.csv', () => {
  it('answers the last 12 months by default, up to 36, oldest first', async () => {
    const res = await get('/api/admin/stats/monthly', admin);
    expect(res.statusCode).toBe(200);
    const months = res.json().data.months as { month: string }[];
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    expect((await get('/api/admin/stats/monthly?months=36', admin)).json().data.months).toHaveLength(36);
    expect((await get('/api/admin/stats/monthly?months=1', admin)).json().data.months).toHaveLength(1);
  });

  it('refuses a months value out of range or not a whole number with 400', async () => {
    for (const bad of ['0', '37', 'abc', '1.5', '-3', '999999']) {
      for (const path of ['monthly', 'monthly.csv']) {
        const res = await get(`/api/admin/stats/${path}?months=${bad}`, admin);
        expect(res.statusCode, `${path}?months=${bad}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'bad_request',
          message: 'The months must be a whole number from 1 to 36.',
        });
      }
    }
  });

  it('downloads the CSV: text/csv, a filename, a header and one line per month', async () => {
    const res = await get('/api/admin/stats/monthly.csv?months=6', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="monthly-figures-\d{4}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(MONTHLY_FIGURE_COLUMNS.join(','));
    expect(lines).toHaveLength(7);
    const json = (await get('/api/admin/stats/monthly?months=6', admin)).json().data.months;
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(json.map((m: { month: string }) => m.month));
  });

  it('downloads each table of the Figures tab as its own CSV: the month and that table’s columns', async () => {
    const expected: Record<string, string> = {
      revenue: 'month,revenue_mvr,revenue_usd',
      invoices: 'month,invoices_issued,invoices_paid,card_payments,slip_payments',
      jobs: 'month,jobs_posted,jobs_approved',
      approval: 'month,median_hours_to_approval',
      subscriptions: 'month,active_subscriptions',
      signups: 'month,signups_jobseekers,signups_employers',
    };
    expect(Object.keys(MONTHLY_FIGURE_TABLES)).toEqual(Object.keys(expected));
    for (const [table, header] of Object.entries(expected)) {
      const res = await get(`/api/admin/stats/monthly.csv?months=3&table=${table}`, admin);
      expect(res.statusCode, table).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="monthly-${table}-\\d{4}-\\d{2}\\.csv"$`),
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0], table).toBe(header);
      expect(lines).toHaveLength(4);
    }
    // The known months, one table at a time.
    const months = await getMonthlyFigures({ db: t.app.db }, { months: 2, now: NOW });
    expect(monthlyFiguresCsv(months, 'revenue').split('\r\n')).toEqual([
      'month,revenue_mvr,revenue_usd',
      '2031-11,600000,0',
      '2031-12,-100000,32400',
      '',
    ]);
    expect(monthlyFiguresCsv(months, 'approval').split('\r\n')).toEqual([
      'month,median_hours_to_approval',
      '2031-11,10',
      '2031-12,1.5',
      '',
    ]);
  });

  it('refuses a table it does not have with 400', async () => {
    for (const bad of ['people', 'REVENUE', '']) {
      const res = await get(`/api/admin/stats/monthly.csv?table=${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'bad_request',
        message: expect.stringMatching(/^The table must be one of revenue, invoices/),
      });
    }
  });

  it('is the operators’ alone: 403 for a jobseeker or an employer, 401 signed out', async () => {
    const seeker = await tokenFor(t.app, (await buildJobseeker(t.app)).id);
    const employer = await tokenFor(t.app, (await buildEmployer(t.app)).user.id);
    for (const url of [
      '/api/admin/stats/monthly',
      '/api/admin/stats/monthly.csv',
      '/api/admin/stats/monthly.csv?table=revenue',
    ]) {
      expect((await get(url, seeker)).statusCode, url).toBe(403);
      expect((await get(url, employer)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
