import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { applications, invoices, jobs } from '../src/db/schema';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from './factories';
import { PNG_1PX } from './files';
import { formData } from './multipart';
import { seekerWithCompleteProfile } from './seekers';

// Issue 24, point 3: a committed write is never answered as failed. The database goes away right after
// the request's write transaction commits (every later query of the routes fails as a dropped
// connection does, which the API answers 503): the call must still answer what it did, from what its
// transaction returned, and the change must be in the database.

let t: TestContext;
let realDb: Db;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  realDb = t.app.db;
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterEach(() => {
  (t.app as { db: Db }).db = realDb;
});
afterAll(() => t.close());

const connectionLost = () => new Error('Connection terminated unexpectedly');

const WRITES = new Set(['transaction', 'insert', 'update', 'delete']);

/**
 * From the next committed write on (a transaction, or one insert, update or delete on its own), every
 * query the routes make fails as if the database had stopped (routes reach the database through
 * `app.db`; the background worker and the rate limits keep their own handle).
 */
function databaseStopsAfterNextCommit(app: App) {
  let down = false;
  const fail = () => {
    throw connectionLost();
  };
  // A query builder whose statement, once it has run, stops the database.
  const stopsOnceRun = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'then') {
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            (target as unknown as Promise<unknown>)
              .then((result) => {
                down = true;
                return result;
              })
              .then(resolve, reject);
        }
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return typeof out === 'object' && out !== null ? stopsOnceRun(out) : out;
        };
      },
    });
  const handle = new Proxy(realDb, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (down) fail();
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        return WRITES.has(String(prop)) ? stopsOnceRun(result as object) : result;
      };
    },
  });
  (app as { db: Db }).db = handle;
}

describe('a write committed just before the database stopped', () => {
  it('is recognised as an outage by the error handler (the 503 this test guards against)', () => {
    expect(isDatabaseUnavailable(connectionLost())).toBe(true);
  });

  it('approval answers 200 with the published job', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const job = await buildJob(t.app, e.company.id, {
      title: 'Committed Approval',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    databaseStopsAfterNextCommit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/approve`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Job approved and published.',
      data: { id: job.id, title: 'Committed Approval', approved: 1, state: 'published' },
    });
    const [stored] = await realDb.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.approved).toBe(JOB_APPROVAL.approved);
  });

  it('applying answers 201 with the application', async () => {
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id, { title: 'Committed Application' });
    const s = await seekerWithCompleteProfile(t.app);
    databaseStopsAfterNextCommit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: s.headers,
      payload: { job_id: job.id, cover_note: 'Dear Hiring Manager, I would like to apply.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: APPLY_MESSAGES.applied,
      data: { job_id: job.id, title: 'Committed Application', status: null, is_favorite: 0 },
    });
    const stored = await realDb.select().from(applications).where(eq(applications.jobId, job.id));
    expect(stored.map((a) => a.candidateId)).toEqual([s.user.id]);
  });

  it('the other writes answer what they did too', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const token = await tokenFor(t.app, e.user.id);
    const call = async (
      method: 'GET' | 'POST',
      url: string,
      auth: string,
      payload?: object | { payload: Buffer; headers: Record<string, string> },
    ) => {
      databaseStopsAfterNextCommit(t.app);
      const body = payload && 'payload' in payload ? payload : { payload };
      const res = await t.app.inject({
        method,
        url,
        payload: body.payload as never,
        headers: { ...bearer(auth), ...('headers' in body ? body.headers : {}) },
      });
      (t.app as { db: Db }).db = realDb;
      return res;
    };
    const storedJob = async (id: number) => (await realDb.select().from(jobs).where(eq(jobs.id, id)))[0]!;
    const storedInvoice = async (id: number) =>
      (await realDb.select().from(invoices).where(eq(invoices.id, id)))[0]!;

    const pending = await buildJob(t.app, e.company.id, { approved: JOB_APPROVAL.pending, approvedAt: null });
    const rejected = await call('POST', `/api/admin/jobs/${pending.id}/reject`, admin, {
      reason: 'No salary.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ id: pending.id, approved: 2, reject_reason: 'No salary.' });
    expect((await storedJob(pending.id)).approved).toBe(JOB_APPROVAL.rejected);

    const open = await buildJob(t.app, e.company.id, { subsId: e.subscription!.id });
    const closed = await call('GET', `/api/employ/force-close/${open.id}`, token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ id: open.id, active: 0, is_open: false });
    expect((await storedJob(open.id)).active).toBe(false);

    const form = {
      title: 'Committed Post',
      expired_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      description: '<p>Welcome guests.</p>',
      sector: 'Private (Tourism)',
      category: 'Front Office',
      type: 'Full-time',
      positions: '02',
      qualification: 'A Level',
      experience: '1 - 2 years',
      salary_range: 'MVR 10000 - 14999',
      location: "Male'",
      company_name: e.company.name,
    };
    const posted = await call('POST', '/api/jobs', token, form);
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ title: 'Committed Post', approved: 0 });
    const postedId = posted.json().data.id as number;
    expect((await storedJob(postedId)).title).toBe('Committed Post');

    const edited = await call('POST', `/api/jobs/${postedId}`, token, {
      ...form,
      _method: 'put',
      title: 'Committed Edit',
    });
    expect(edited.statusCode).toBe(202);
    expect(edited.json().data).toMatchObject({ id: postedId, title: 'Committed Edit' });
    expect((await storedJob(postedId)).title).toBe('Committed Edit');

    const issued = await call('POST', '/api/employ/invoice', token, { package: 2, no_of_jobs: 1 });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().data).toMatchObject({ package: 2, no_of_jobs: 1, status: 'pending' });
    const invoiceId = issued.json().data.id as number;
    expect((await storedInvoice(invoiceId)).noOfJobs).toBe(1);

    const changed = await call('POST', `/api/employ/invoice/${invoiceId}`, token, {
      _method: 'put',
      package: 2,
      no_of_jobs: 3,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: invoiceId, no_of_jobs: 3 });
    expect((await storedInvoice(invoiceId)).noOfJobs).toBe(3);

    const slip = await formData({ invoice_id: String(invoiceId) }, [
      { name: 'slip', filename: 'slip.png', content: PNG_1PX },
    ]);
    const linked = await call('POST', '/api/employ/upload-slip', token, slip);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({ id: invoiceId, status: 'awaiting' });
    expect((await storedInvoice(invoiceId)).slip).not.toBeNull();

    const sentBack = await call('POST', `/api/admin/invoices/${invoiceId}/reject-slip`, admin, {
      reason: 'The amount is not readable.',
    });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json().data).toMatchObject({ id: invoiceId, slip: null });
    expect((await storedInvoice(invoiceId)).slip).toBeNull();
  });
});
