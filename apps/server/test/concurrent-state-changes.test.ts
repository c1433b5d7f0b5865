import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { adminActions } from '../src/db/schema';
import { JOB_ALREADY_APPROVED, JOB_ALREADY_REJECTED } from '../src/modules/jobs/admin-service';
import { mailsTo } from '../src/modules/accounts/test-support';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from './factories';

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

describe('ten simultaneous calls of one state change make one change', () => {
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
});
