import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { buildEmployer, buildJob, buildSubscription, buildUser } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { invoices, jobs, packages, subscriptions, users } from './schema';

// The database refuses what no code path may write (issue 6): coded columns, negative money, more
// postings used than bought, and a second subscription from one invoice (confirming a payment twice
// activates once). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The constraint a failed statement broke (drizzle wraps the driver's error in `cause`). */
async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    const cause = (err as { cause?: { constraint?: string; message?: string } }).cause;
    return (
      cause?.constraint ?? /constraint "([^"]+)"/.exec(cause?.message ?? String(err))?.[1] ?? String(err)
    );
  }
  throw new Error('the statement was accepted');
}

async function anInvoice(companyId: number) {
  const [pkg] = await t.app.db.select().from(packages).where(eq(packages.type, PACKAGE_TYPES.annual));
  const [invoice] = await t.app.db
    .insert(invoices)
    .values({ companyId, packageId: pkg!.id, package: 1, noOfJobs: 1, amountMinor: pkg!.pricePerUnitMinor })
    .returning();
  return { invoice: invoice!, pkg: pkg! };
}

describe('database integrity', () => {
  it('activates one subscription per invoice: a second from the same invoice is refused', async () => {
    const { company } = await buildEmployer(t.app);
    const { invoice, pkg } = await anInvoice(company.id);
    const row = {
      companyId: company.id,
      packageId: pkg.id,
      invoiceId: invoice.id,
      type: PACKAGE_TYPES.annual,
      startsAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 365 * 86400_000).toISOString(),
    };
    await t.app.db.insert(subscriptions).values(row);
    expect(await violation(() => t.app.db.insert(subscriptions).values(row))).toBe(
      'subscriptions_invoice_key',
    );
    const active = await t.app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoice.id));
    expect(active).toHaveLength(1);
  });

  it('refuses unknown codes in coded columns', async () => {
    const { company } = await buildEmployer(t.app);
    const user = await buildUser(t.app);
    expect(await violation(() => t.app.db.update(users).set({ role: 4 }).where(eq(users.id, user.id)))).toBe(
      'users_role_check',
    );
    const job = await buildJob(t.app, company.id);
    expect(await violation(() => t.app.db.update(jobs).set({ approved: 3 }).where(eq(jobs.id, job.id)))).toBe(
      'jobs_approved_check',
    );
    const { invoice } = await anInvoice(company.id);
    expect(
      await violation(() => t.app.db.update(invoices).set({ package: 3 }).where(eq(invoices.id, invoice.id))),
    ).toBe('invoices_package_check');
    expect(
      await violation(() =>
        t.app.db.update(invoices).set({ currency: 9 }).where(eq(invoices.id, invoice.id)),
      ),
    ).toBe('invoices_currency_check');
    expect(
      await violation(() =>
        t.app.db.update(packages).set({ type: 0 }).where(eq(packages.code, 'annual-private')),
      ),
    ).toBe('packages_type_check');
  });

  it('refuses negative money and fewer than one job on an invoice', async () => {
    const { company } = await buildEmployer(t.app);
    const { invoice } = await anInvoice(company.id);
    const set = (values: Partial<typeof invoices.$inferInsert>) =>
      violation(() => t.app.db.update(invoices).set(values).where(eq(invoices.id, invoice.id)));
    expect(await set({ amountMinor: -1 })).toBe('invoices_amount_check');
    expect(await set({ noOfJobs: 0 })).toBe('invoices_no_of_jobs_check');
    expect(
      await violation(() =>
        t.app.db.update(packages).set({ pricePerUnitMinor: -100 }).where(eq(packages.code, 'annual-private')),
      ),
    ).toBe('packages_price_check');
  });

  it('never lets a pay-per-job subscription use more postings than it bought', async () => {
    const { company } = await buildEmployer(t.app);
    const sub = await buildSubscription(t.app, company.id, PACKAGE_TYPES.payPerJob, 2);
    const use = (jobsUsed: number) =>
      t.app.db.update(subscriptions).set({ jobsUsed }).where(eq(subscriptions.id, sub.id));
    await use(2);
    expect(await violation(() => use(3))).toBe('subscriptions_jobs_check');
    expect(await violation(() => use(-1))).toBe('subscriptions_jobs_check');
  });

  it('keeps flags as booleans in the database and 0/1 on the wire', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { preventInternationalApplicants: true });
    expect(job.active).toBe(true);
    expect(job.preventOnlineApplication).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: `/api/jobView/${job.id}` });
    expect(res.json().data).toMatchObject({
      active: 1,
      prevent_online_application: 0,
      prevent_international_applicants: 1,
    });
  });
});
