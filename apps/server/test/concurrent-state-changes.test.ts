import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { adminActions, applications, subscriptions, users } from '../src/db/schema';
import { ACCOUNT_DELETED } from '../src/modules/accounts/service';
import { INVOICE_ALREADY_PAID, NO_SLIP_TO_REJECT } from '../src/modules/billing/payment-service';
import { JOB_ALREADY_APPROVED, JOB_ALREADY_REJECTED } from '../src/modules/jobs/admin-service';
import { mailsTo } from '../src/modules/accounts/test-support';
import { bearer, buildTestApp, type TestContext } from './helpers';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { buildAdmin, buildEmployer, buildJob, DEFAULT_PASSWORD, tokenFor } from './factories';
import { PNG_1PX } from './files';
import { formData } from './multipart';
import { seekerWithCompleteProfile } from './seekers';

// Issue 24, point 2: no check-then-act on state changes. Ten simultaneous calls of one state change make
// one change: one answer that changed something, one mail, one partner delivery, one audit row. The
// interesting run is on PostgreSQL (TEST_DATABASE_URL), where the ten requests really overlap on a pool
// of connections; on PGlite they queue on its one connection.

const TEN = 10;
let t: TestContext;
let admin: string;
let partner: http.Server;
const partnerEvents: { jobId: number; event: string }[] = [];

beforeAll(async () => {
  partner = http.createServer(async (req, res) => {
    const body = JSON.parse(Buffer.concat(await req.toArray()).toString()) as {
      event: string;
      job: { id: number };
    };
    partnerEvents.push({ jobId: body.job.id, event: body.event });
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const { port } = partner.address() as AddressInfo;
  t = await buildTestApp({
    PARTNER_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/jobs`,
    PARTNER_WEBHOOK_SECRET: 'partner-secret',
  });
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(async () => {
  await t.close();
  partner.close();
});

/** The same call ten times at once. */
const tenTimes = (call: () => Promise<{ statusCode: number; json(): { message: string } }>) =>
  Promise.all(Array.from({ length: TEN }, call));

/** Every mail and delivery the changes queued, delivered (the worker's pass ends when none is due). */
const delivered = () => t.app.outbox.drain();

const auditRows = (action: string, subjectId: number) =>
  t.app.db
    .select({ id: adminActions.id })
    .from(adminActions)
    .where(and(eq(adminActions.action, action), eq(adminActions.subjectId, subjectId)));

const partnerCount = (jobId: number, event: string) =>
  partnerEvents.filter((e) => e.jobId === jobId && e.event === event).length;

async function pendingJob() {
  const e = await buildEmployer(t.app, { annual: true });
  const job = await buildJob(t.app, e.company.id, {
    approved: JOB_APPROVAL.pending,
    approvedAt: null,
    subsId: e.subscription!.id,
  });
  return { e, job };
}

describe('simultaneous calls of one state change make one change', () => {
  it('approval: one 200, nine "already approved", one mail, one partner delivery, one audit row', async () => {
    const { e, job } = await pendingJob();
    const results = await tenTimes(() =>
      t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/approve`, headers: bearer(admin) }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(TEN - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(TEN - 1).fill(JOB_ALREADY_APPROVED),
    );
    await delivered();
    expect(mailsTo(t.smtp, e.user.email, /is live/)).toHaveLength(1);
    expect(partnerCount(job.id, 'published')).toBe(1);
    expect(await auditRows('job.approve', job.id)).toHaveLength(1);
  });

  it('rejection: one 200, nine "already rejected", one mail, one audit row', async () => {
    const { e, job } = await pendingJob();
    const results = await tenTimes(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/reject`,
        headers: bearer(admin),
        payload: { reason: 'Please add the salary range.' },
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(TEN - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(TEN - 1).fill(JOB_ALREADY_REJECTED),
    );
    await delivered();
    expect(mailsTo(t.smtp, e.user.email, /needs changes/)).toHaveLength(1);
    expect(await auditRows('job.reject', job.id)).toHaveLength(1);
  });

  it('force-close: every caller sees the job closed, the partner site hears of it once', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const job = await buildJob(t.app, e.company.id, { subsId: e.subscription!.id });
    const token = await tokenFor(t.app, e.user.id);
    const results = await tenTimes(() =>
      t.app.inject({ method: 'GET', url: `/api/employ/force-close/${job.id}`, headers: bearer(token) }),
    );
    // A repeated force-close answers as the first did (it has always been 200 'The job has been closed.').
    expect(results.map((r) => r.statusCode)).toEqual(Array(TEN).fill(200));
    expect(results.map((r) => r.json().message)).toEqual(Array(TEN).fill('The job has been closed.'));
    await delivered();
    expect(partnerCount(job.id, 'closed')).toBe(1);
  });

  /** An employer's invoice (pay-per-job × 1) with a slip linked, waiting for the operators. */
  async function invoiceWithSlip() {
    const e = await buildEmployer(t.app);
    const token = await tokenFor(t.app, e.user.id);
    const invoice = (
      await t.app.inject({
        method: 'POST',
        url: '/api/employ/invoice',
        headers: bearer(token),
        payload: { package: 2, no_of_jobs: 1 },
      })
    ).json().data as { id: number };
    const slip = await formData({ invoice_id: String(invoice.id) }, [
      { name: 'slip', filename: 'slip.png', content: PNG_1PX },
    ]);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/employ/upload-slip',
      headers: { ...bearer(token), ...slip.headers },
      payload: slip.payload,
    });
    expect(linked.statusCode).toBe(200);
    return { e, invoice };
  }

  it('sending a slip back: one 200, nine "no slip to send back", one mail, one audit row', async () => {
    const { e, invoice } = await invoiceWithSlip();
    const results = await tenTimes(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/reject-slip`,
        headers: bearer(admin),
        payload: { reason: 'The amount is not readable.' },
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(TEN - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(TEN - 1).fill(NO_SLIP_TO_REJECT),
    );
    await delivered();
    expect(mailsTo(t.smtp, e.user.email, /needs attention/)).toHaveLength(1);
    expect(await auditRows('invoice.reject-slip', invoice.id)).toHaveLength(1);
  });

  it('confirming a payment: one 200, nine "already paid", one subscription, one mail, one audit row', async () => {
    const { e, invoice } = await invoiceWithSlip();
    const results = await tenTimes(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/confirm-payment`,
        headers: bearer(admin),
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(TEN - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(TEN - 1).fill(INVOICE_ALREADY_PAID),
    );
    await delivered();
    expect(mailsTo(t.smtp, e.user.email, /Payment confirmed/)).toHaveLength(1);
    const subs = await t.app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoice.id));
    expect(subs).toHaveLength(1);
    expect(await auditRows('invoice.confirm-payment', invoice.id)).toHaveLength(1);
  });

  it('the shortlist toggles once per call and mails the seeker once', async () => {
    const e = await buildEmployer(t.app);
    const token = await tokenFor(t.app, e.user.id);
    const job = await buildJob(t.app, e.company.id, { title: 'Shortlist Race' });
    const s = await seekerWithCompleteProfile(t.app);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: s.headers,
      payload: { job_id: job.id, cover_note: 'Dear Hiring Manager, I would like to apply.' },
    });
    const id = applied.json().data.id as number;
    const results = await tenTimes(() =>
      t.app.inject({ method: 'GET', url: `/api/employ/ar-shortlist/${id}`, headers: bearer(token) }),
    );
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((m) => m === MESSAGES.addedToShortlist)).toHaveLength(TEN / 2);
    expect(messages.filter((m) => m === MESSAGES.removedFromShortlist)).toHaveLength(TEN / 2);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.isFavorite).toBe(false);
    await delivered();
    expect(mailsTo(t.smtp, s.user.email, /shortlisted/)).toHaveLength(1);
  });

  it('viewing an application: it is marked viewed once, and every view shows when that was', async () => {
    const e = await buildEmployer(t.app);
    const token = await tokenFor(t.app, e.user.id);
    const job = await buildJob(t.app, e.company.id, { title: 'Viewed Race' });
    const s = await seekerWithCompleteProfile(t.app);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: s.headers,
      payload: { job_id: job.id, cover_note: 'Dear Hiring Manager, I would like to apply.' },
    });
    const id = applied.json().data.id as number;
    const results = await tenTimes(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/employ/view-application-byjobid/${id}`,
        headers: bearer(token),
      }),
    );
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/applications-usr', headers: s.headers });
    const seen = mine.json().data.find((a: { id: number }) => a.id === id).viewed_at as string;
    expect(seen).not.toBeNull();
    // The employer and the seeker read the same moment, whichever view came first.
    expect(
      results.map(
        (r) =>
          (r.json() as unknown as { data: { application: { viewed_at: string } } }).data.application
            .viewed_at,
      ),
    ).toEqual(Array(TEN).fill(seen));
  });

  it('deleting an account: each caller is told it is deleted (or is signed out), deleted once', async () => {
    const s = await seekerWithCompleteProfile(t.app);
    const results = await tenTimes(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/job-seeker/delete-account',
        headers: s.headers,
        payload: { password: DEFAULT_PASSWORD },
      }),
    );
    // A request authenticated after the first deletion committed finds its session ended: 401.
    for (const r of results) {
      if (r.statusCode === 401) continue;
      expect(r.statusCode).toBe(200);
      expect(r.json().message).toBe(ACCOUNT_DELETED);
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(user!.deletedAt).not.toBeNull();
    expect(user!.email).toBe(`deleted-${s.user.id}-${Date.parse(user!.deletedAt!)}@deleted.invalid`);
  });

  /**
   * Holds the routes' next transaction at its start until `release()`; `reached` resolves when a request
   * is held there (after its checks, before its write). Other requests meanwhile use the database as usual.
   */
  function holdNextTransaction(app: App) {
    const real = app.db;
    let reached!: () => void;
    let release!: () => void;
    const atStart = new Promise<void>((resolve) => (reached = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    (app as { db: Db }).db = new Proxy(real, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop !== 'transaction') return (value as () => unknown).bind(target);
        return async (...args: unknown[]) => {
          (app as { db: Db }).db = real;
          reached();
          await gate;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { reached: atStart, release };
  }

  it('an edit that checked a pending job decides on it as approved meanwhile: the partner is told', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const token = await tokenFor(t.app, e.user.id);
    const job = await buildJob(t.app, e.company.id, {
      title: 'Night Auditor',
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
      companyName: e.company.name,
    });
    const held = holdNextTransaction(t.app);
    const editing = t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}`,
      headers: bearer(token),
      payload: {
        _method: 'put',
        title: 'Senior Night Auditor',
        expired_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        description: job.description,
        sector: 'Private (Tourism)',
        category: 'Front Office',
        type: 'Full-time',
        positions: '01',
        qualification: 'A Level',
        experience: '1 - 2 years',
        salary_range: 'MVR 10000 - 14999',
        location: "Male'",
        company_name: e.company.name,
      },
    });
    await held.reached;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode).toBe(200);
    held.release();
    const edited = await editing;
    expect(edited.statusCode).toBe(202);
    // The operators approved 'Night Auditor', not the new title: the job waits for approval again, and
    // the partner site, told it was published, is told it is gone.
    expect(edited.json().data).toMatchObject({
      title: 'Senior Night Auditor',
      approved: 0,
      state: 'pending',
    });
    await delivered();
    const events = partnerEvents.filter((p) => p.jobId === job.id).map((p) => p.event);
    expect(events.sort()).toEqual(['closed', 'published']);
  });
});

describe('a published job taken down is taken down at the partner site too', () => {
  it('rejecting a published job: one "closed" delivery however many operators reject it', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const live = await buildJob(t.app, e.company.id, { subsId: e.subscription!.id });
    const pending = await buildJob(t.app, e.company.id, {
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    const reject = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${id}/reject`,
        headers: bearer(admin),
        payload: { reason: 'Misleading advert.' },
      });
    const results = await tenTimes(() => reject(live.id));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await reject(pending.id)).statusCode).toBe(200);
    await delivered();
    expect(partnerCount(live.id, 'closed')).toBe(1);
    // A job never published was never at the partner site.
    expect(partnerCount(pending.id, 'closed')).toBe(0);
  });

  it('deleting an employer account: each of its published jobs is closed at the partner site', async () => {
    const e = await buildEmployer(t.app, { annual: true });
    const [a, b] = [
      await buildJob(t.app, e.company.id, { subsId: e.subscription!.id }),
      await buildJob(t.app, e.company.id, { subsId: e.subscription!.id }),
    ];
    const pending = await buildJob(t.app, e.company.id, {
      approved: JOB_APPROVAL.pending,
      approvedAt: null,
      subsId: e.subscription!.id,
    });
    const closedBefore = await buildJob(t.app, e.company.id, { active: false, subsId: e.subscription!.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employ/delete-account',
      headers: bearer(await tokenFor(t.app, e.user.id)),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await delivered();
    expect(partnerCount(a.id, 'closed')).toBe(1);
    expect(partnerCount(b.id, 'closed')).toBe(1);
    expect(partnerCount(pending.id, 'closed')).toBe(0);
    expect(partnerCount(closedBefore.id, 'closed')).toBe(0);
  });
});
