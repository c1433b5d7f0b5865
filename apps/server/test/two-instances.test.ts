import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { outbox } from '../src/db/schema';
import { enqueue } from '../src/plugins/outbox';
import { prepareDatabase } from '../src/seed/prepare';
import { mailsTo, waitForMailCount } from '../src/modules/accounts/test-support';
import {
  buildAdmin,
  buildEmployer,
  buildFile,
  buildJob,
  buildJobseeker,
  DEFAULT_PASSWORD,
  tokenFor,
} from './factories';
import { pdfFile } from './files';
import { withDatabase } from './global-setup';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { formData } from './multipart';

// Issue 24, point 12: two app instances on one PostgreSQL database, as behind a load balancer. What one
// instance does is true on the other at once: sessions, rate-limit counters, the public cache stamp and
// the upload quota live in the database; both run the outbox worker and every side effect goes out once.

const PG = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!PG)(
  'two instances on one PostgreSQL database (needs TEST_DATABASE_URL: an in-memory PGlite cannot be opened by a second instance)',
  () => {
    let a: TestContext;
    let b: TestContext;
    let partner: http.Server;
    const deliveries: { jobId: number; event: string }[] = [];

    beforeAll(async () => {
      partner = http.createServer(async (req, res) => {
        const body = JSON.parse(Buffer.concat(await req.toArray()).toString()) as {
          event: string;
          job: { id: number };
        };
        deliveries.push({ jobId: body.job.id, event: body.event });
        res.writeHead(200).end('ok');
      });
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
      const env = {
        PARTNER_WEBHOOK_URL: `http://127.0.0.1:${(partner.address() as AddressInfo).port}/jobs`,
        PARTNER_WEBHOOK_SECRET: 'two-instances-secret',
        AUTH_RATE_LIMIT: '3',
      };
      a = await buildTestApp(env);
      // Both instances mail through one mail server, as a deployment's do: a mail sent twice shows there.
      b = await buildTestApp({ ...env, SMTP_URL: a.smtp.url }, { databaseUrl: a.databaseUrl! });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      partner?.close();
    });

    /** Every row due now delivered by whichever worker claims it; resolves when neither has any left. */
    const drainBoth = async () => {
      await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
      await a.app.outbox.drain();
      await b.app.outbox.drain();
    };

    it('shows a job approved on one instance on the other at once, through its warm cache', async () => {
      const e = await buildEmployer(a.app, { annual: true });
      const job = await buildJob(a.app, e.company.id, {
        approved: JOB_APPROVAL.pending,
        approvedAt: null,
        subsId: e.subscription!.id,
      });
      const listIds = async () =>
        (
          (await b.app.inject({ url: '/api/allJobs/filter' })).json() as { jobs: { data: { id: number }[] } }
        ).jobs.data.map((j) => j.id);
      const openJobs = async () =>
        ((await b.app.inject({ url: '/api/homedash' })).json() as { open: number }).open;

      // B has answered (and cached) the list and the home numbers without the job.
      expect(await listIds()).not.toContain(job.id);
      expect(await listIds()).not.toContain(job.id);
      const openBefore = await openJobs();
      expect((await b.app.inject({ url: `/api/jobView/${job.id}` })).statusCode).toBe(404);

      const admin = await tokenFor(a.app, (await buildAdmin(a.app)).id);
      const approved = await a.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/approve`,
        headers: bearer(admin),
      });
      expect(approved.statusCode).toBe(200);

      // The very next requests to B.
      expect(await listIds()).toContain(job.id);
      expect(await openJobs()).toBe(openBefore + 1);
      expect((await b.app.inject({ url: `/api/jobView/${job.id}` })).statusCode).toBe(200);
    });

    it('runs background work once: approvals on both, both workers running, one mail and one delivery each', async () => {
      const admin = await tokenFor(a.app, (await buildAdmin(a.app)).id);
      const pending = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const e = await buildEmployer(a.app, { annual: true });
          const job = await buildJob(a.app, e.company.id, {
            approved: JOB_APPROVAL.pending,
            approvedAt: null,
            subsId: e.subscription!.id,
          });
          return { email: e.user.email, jobId: job.id };
        }),
      );
      const answers = await Promise.all(
        pending.map(({ jobId }, i) =>
          (i % 2 ? b : a).app.inject({
            method: 'POST',
            url: `/api/admin/jobs/${jobId}/approve`,
            headers: bearer(admin),
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      for (const { email } of pending) await waitForMailCount(a.smtp, email, 1, /is live/);
      await drainBoth();
      for (const { email, jobId } of pending) {
        expect(mailsTo(a.smtp, email, /is live/), email).toHaveLength(1);
        expect(
          deliveries.filter((d) => d.jobId === jobId && d.event === 'published'),
          `job ${jobId}`,
        ).toHaveLength(1);
      }
      expect(mailsTo(b.smtp, '@')).toHaveLength(0);
    });

    it('delivers a batch due on both workers at the same moment once each', async () => {
      const keys = Array.from({ length: 30 }, (_, i) => `two-instances-${Date.now()}-${i}`);
      await a.app.db.transaction(async (tx) => {
        for (const key of keys) {
          await enqueue(tx, {
            kind: 'mail',
            key,
            payload: { to: `${key}@example.mv`, subject: 'Batch', text: 'Batch\n' },
          });
        }
      });
      a.app.outbox.nudge();
      b.app.outbox.nudge();
      for (const key of keys) await a.smtp.waitFor(`${key}@example.mv`);
      await drainBoth();
      for (const key of keys) expect(mailsTo(a.smtp, `${key}@example.mv`), key).toHaveLength(1);
      const rows = await a.app.db.select().from(outbox).where(inArray(outbox.key, keys));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(keys.map(() => ['done', 1]));
    });

    it('counts login attempts across both instances against one limit', async () => {
      const user = await buildJobseeker(a.app);
      const login = (t: TestContext, password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      // AUTH_RATE_LIMIT=3 wrong passwords from one address for one account, split over A and B.
      for (const t of [a, b, a])
        expect((await login(t, 'wrong-password', '198.51.100.40')).statusCode).toBe(401);
      expect((await login(b, DEFAULT_PASSWORD, '198.51.100.40')).statusCode).toBe(429);
      expect((await login(a, DEFAULT_PASSWORD, '198.51.100.40')).statusCode).toBe(429);
      // The owner's own address is not held back, on either instance.
      expect((await login(b, DEFAULT_PASSWORD, '198.51.100.41')).statusCode).toBe(200);
    });

    it('takes a login made on one instance on the other, and a logout on one ends it on both', async () => {
      const user = await buildJobseeker(a.app);
      const signedIn = await a.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: DEFAULT_PASSWORD },
        remoteAddress: '198.51.100.50',
      });
      expect(signedIn.statusCode).toBe(200);
      const token = (signedIn.json() as { token: string }).token;
      const profile = await b.app.inject({ url: '/api/profile', headers: bearer(token) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toMatchObject({ email: user.email });

      expect(
        (await b.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await a.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
    });

    it('starts two instances at once on an empty database: they migrate in turn, both start', async () => {
      const name = `${inject('pgRunId')}_empty_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
      const first = await buildTestApp({}, { databaseUrl: url });
      const second = await buildTestApp({}, { databaseUrl: url });
      try {
        const started = await Promise.allSettled([prepareDatabase(first.app), prepareDatabase(second.app)]);
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
          'fulfilled',
          'fulfilled',
        ]);
        // Both serve, on the one database the first migrated.
        const user = await buildJobseeker(first.app);
        const token = await tokenFor(second.app, user.id);
        expect((await first.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(
          200,
        );
      } finally {
        await second.close();
        await first.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });

    it('counts a user’s pending uploads across both instances against one quota', async () => {
      const user = await buildJobseeker(a.app, { verified: false });
      for (let i = 0; i < 48; i++)
        await buildFile(a.app, { ownerUserId: user.id, attached: false, size: 1024 });
      const headers = bearer(await tokenFor(a.app, user.id));
      const upload = async (t: TestContext) => {
        const body = await formData({}, [
          { name: 'file', filename: 'cv.pdf', content: pdfFile(), type: 'application/pdf' },
        ]);
        return t.app.inject({
          method: 'POST',
          url: '/api/document-upload',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      };
      // The 49th on A and the 50th on B are taken; the 51st is refused on either.
      expect((await upload(a)).statusCode).toBe(202);
      expect((await upload(b)).statusCode).toBe(202);
      const refused = await upload(a);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many uploads. Please try again tomorrow.');
      expect((await upload(b)).statusCode).toBe(429);
    });
  },
);
