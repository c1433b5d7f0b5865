import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { AdminAction } from '@portal/shared/schemas/admin';
import { companies, jobs } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from '../../../test/factories';

// Issue 25, point 6: the operators' log names what each action acted on, as it was named then — the
// entry still reads the same after the job is renamed and its company renamed (decision 0034).

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function entryFor(action: string, subjectId: number): Promise<AdminAction> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) });
  const actions = res.json().data.recent_actions as AdminAction[];
  const entry = actions.find((a) => a.action === action && a.subject_id === subjectId);
  expect(entry, `${action} of ${subjectId}`).toBeDefined();
  return entry!;
}

describe('the audit entries name what they acted on', () => {
  it('names the approved job and its company, and still does after both are renamed', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Sunset Reef' } });
    const job = await buildJob(t.app, company.id, {
      title: 'Boat Captain',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
    });
    expect((await post(`/api/admin/jobs/${job.id}/approve`, admin)).statusCode).toBe(200);
    const approved = await entryFor('job.approve', job.id);
    expect(approved).toMatchObject({
      summary: "Approved job 'Boat Captain' of Sunset Reef",
      target_label: "'Boat Captain' of Sunset Reef",
      subject_type: 'job',
    });

    await t.app.db
      .update(jobs)
      .set({ title: 'Chief Boat Captain', companyName: 'Sunset Reef Resort' })
      .where(eq(jobs.id, job.id));
    await t.app.db.update(companies).set({ name: 'Sunset Reef Resort' }).where(eq(companies.id, company.id));
    expect((await entryFor('job.approve', job.id)).summary).toBe(
      "Approved job 'Boat Captain' of Sunset Reef",
    );
  });

  it('names a rejected job with the hiring company the public sees, and keeps the reason', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Atoll Holdings' } });
    const job = await buildJob(t.app, company.id, {
      title: 'Sous Chef',
      companyName: 'Blue Lagoon Maldives',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
    });
    const reason = 'The salary range is missing.';
    expect((await post(`/api/admin/jobs/${job.id}/reject`, admin, { reason })).statusCode).toBe(200);
    expect(await entryFor('job.reject', job.id)).toMatchObject({
      summary: "Rejected job 'Sous Chef' of Blue Lagoon Maldives",
      detail: expect.objectContaining({ reason }),
    });
  });

  it('names the invoice and its company when a payment is confirmed', async () => {
    const e = await buildEmployer(t.app, { company: { name: 'Coral Dive Centre' } });
    const token = await tokenFor(t.app, e.user.id);
    const invoice = (await post('/api/employ/invoice', token, { package: 2, no_of_jobs: 1 })).json().data;
    expect((await post(`/api/admin/invoices/${invoice.id}/confirm-payment`, admin)).statusCode).toBe(200);
    expect((await entryFor('invoice.confirm-payment', invoice.id)).summary).toBe(
      `Confirmed payment of invoice INV-${invoice.id} for Coral Dive Centre`,
    );
  });

  it('names the company given the verified badge', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Male Ferries' } });
    expect((await post(`/api/admin/companies/${company.id}/verify`, admin)).statusCode).toBe(200);
    expect((await entryFor('company.verify', company.id)).summary).toBe(
      'Gave the verified badge to company Male Ferries',
    );
  });
});
