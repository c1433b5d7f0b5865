import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL, PACKAGE_TYPES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { companies, invoices, jobs, packages } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import {
  buildAdmin,
  buildEmployer,
  buildJob,
  buildJobseeker,
  DEFAULT_PASSWORD,
  tokenFor,
} from '../../../test/factories';
import { ACCOUNT_DELETED, WRONG_PASSWORD } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const del = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/employ/delete-account',
    headers: bearer(token),
    payload: { password },
  });

describe('POST /api/employ/delete-account', () => {
  it('takes the company and its jobs off every public page, ends the sessions, keeps the invoices', async () => {
    const { user, company } = await buildEmployer(t.app, { company: { name: 'Leaving Soon Pvt Ltd' } });
    const token = await tokenFor(t.app, user.id);
    const open = await buildJob(t.app, company.id, { title: 'Farewell Receptionist' });
    const pending = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending, approvedAt: null });
    const [pkg] = await t.app.db
      .select()
      .from(packages)
      .where(eq(packages.type, PACKAGE_TYPES.annual))
      .limit(1);
    const [invoice] = await t.app.db
      .insert(invoices)
      .values({
        companyId: company.id,
        packageId: pkg!.id,
        package: 1,
        amountMinor: 300_000,
        paidAt: new Date().toISOString(),
      })
      .returning();
    expect((await t.app.inject({ method: 'GET', url: `/api/employers/${company.id}` })).statusCode).toBe(200);

    const wrong = await del(token, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password[0]).toBe(WRONG_PASSWORD);

    const done = await del(token, DEFAULT_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_DELETED);

    // Sessions end; the old login no longer works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // Gone from the public pages.
    const profile = await t.app.inject({ method: 'GET', url: `/api/employers/${company.id}` });
    expect(profile.statusCode).toBe(404);
    expect(profile.json().message).toBe(MESSAGES.employerNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobView/${open.id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/allJobs/filter' })).json();
    expect(list.jobs.data.some((j: { id: number }) => j.id === open.id)).toBe(false);
    const employers = (
      await t.app.inject({ method: 'GET', url: '/api/filter-employers?search=Leaving' })
    ).json();
    expect(employers.data).toEqual([]);

    // The pending job left the operators' queue; the rows and the invoice stay for the records.
    const [pendingRow] = await t.app.db.select().from(jobs).where(eq(jobs.id, pending.id));
    expect(pendingRow!.approved).toBe(JOB_APPROVAL.rejected);
    const [companyRow] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(companyRow!.deletedAt).not.toBeNull();
    const admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/invoices?status=all', headers: bearer(admin) })
    ).json();
    expect(all.data.some((i: { id: number }) => i.id === invoice!.id)).toBe(true);
    // The admin still sees the job (records), nobody else.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobView/${open.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);

    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        role: 2,
        email: user.email,
        password: 'a-brand-new-pass-9',
        password_confirmation: 'a-brand-new-pass-9',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('is for employers (a jobseeker’s deletion comes with the jobseeker area)', async () => {
    const seeker = await buildJobseeker(t.app);
    expect((await del(await tokenFor(t.app, seeker.id), DEFAULT_PASSWORD)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/employ/delete-account', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
