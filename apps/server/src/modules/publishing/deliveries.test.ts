import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, tokenFor } from '../../../test/factories';

// Issue 9: approving a job delivers it to the partner careers site (a signed webhook, retried until it is
// taken) and to social media (a Facebook Page through the Graph API; here a local stand-in of it).

interface Received {
  event: string;
  signatureOk: boolean;
  body: { event: string; job: { id: number; title?: string } };
}

const SECRET = 'partner-shared-secret';
let t: TestContext;
let admin: string;
let partner: http.Server;
let graph: http.Server;
const received: Received[] = [];
const posts: URLSearchParams[] = [];
let failNext = 0;
let partnerDown = false;

function listen(server: http.Server) {
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  partner = http.createServer(async (req, res) => {
    const body = Buffer.concat(await req.toArray()).toString();
    if (partnerDown || failNext > 0) {
      failNext = Math.max(0, failNext - 1);
      res.writeHead(503).end('busy');
      return;
    }
    const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers['x-portal-signature'])) ?? [];
    const expected = createHmac('sha256', SECRET).update(`${t0}.${body}`).digest('hex');
    received.push({
      event: String(req.headers['x-portal-event']),
      signatureOk: v1 === expected,
      body: JSON.parse(body),
    });
    res.writeHead(200).end('ok');
  });
  graph = http.createServer(async (req, res) => {
    const body = new URLSearchParams(Buffer.concat(await req.toArray()).toString());
    if (req.url === '/page-42/feed' && body.get('access_token') === 'page-token') {
      posts.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"42_1"}');
    } else res.writeHead(400).end('{"error":{"message":"bad request"}}');
  });
  const partnerUrl = await listen(partner);
  const graphUrl = await listen(graph);
  t = await buildTestApp(
    {
      PARTNER_WEBHOOK_URL: `${partnerUrl}/hooks/jobs`,
      PARTNER_WEBHOOK_SECRET: SECRET,
      FACEBOOK_PAGE_ID: 'page-42',
      FACEBOOK_PAGE_TOKEN: 'page-token',
      FACEBOOK_GRAPH_URL: graphUrl,
    },
    { outbox: { maxAttempts: 4 } },
  );
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(async () => {
  await t.close();
  partner.close();
  graph.close();
});

const deliveries = async (jobId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}/deliveries`, headers: bearer(admin) })
  ).json().data as {
    channel: string;
    event: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }[];

async function pendingJob(title: string) {
  const e = await buildEmployer(t.app, { annual: true });
  const job = await buildJob(t.app, e.company.id, {
    title,
    approved: JOB_APPROVAL.pending,
    approvedAt: null,
  });
  return { ...e, job };
}

describe('publishing an approved job', () => {
  it('signs the webhook, retries a failing partner, and announces the job on the Facebook Page once', async () => {
    failNext = 2;
    const { job } = await pendingJob('Dive Instructor');
    await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/approve`, headers: bearer(admin) });
    await vi.waitFor(() => expect(received.some((r) => r.body.job.id === job.id)).toBe(true), {
      timeout: 5000,
    });
    const delivery = received.find((r) => r.body.job.id === job.id)!;
    expect(delivery).toMatchObject({
      event: 'published',
      signatureOk: true,
      body: { event: 'published', job: { title: 'Dive Instructor' } },
    });

    await vi.waitFor(async () => {
      const states = await deliveries(job.id);
      expect(states).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ channel: 'partner', event: 'published', status: 'done', attempts: 3 }),
          expect.objectContaining({ channel: 'facebook', status: 'done', attempts: 1 }),
        ]),
      );
    });
    const post = posts.find((p) => p.get('link')?.endsWith(`/job/${job.id}`));
    expect(post?.get('message')).toContain('Dive Instructor');
  });

  it('tells the partner when a job is edited and when it is closed', async () => {
    const { job, user } = await pendingJob('Boat Captain');
    await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/approve`, headers: bearer(admin) });
    const token = await tokenFor(t.app, user.id);
    await t.app.inject({ method: 'GET', url: `/api/employ/force-close/${job.id}`, headers: bearer(token) });
    await vi.waitFor(() => {
      const events = received.filter((r) => r.body.job.id === job.id).map((r) => r.event);
      expect(events).toEqual(['published', 'closed']);
    });
  });

  it('keeps a delivery the partner never took, and sends it when the operator retries', async () => {
    partnerDown = true;
    const { job } = await pendingJob('Night Auditor');
    await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/approve`, headers: bearer(admin) });
    await vi.waitFor(
      async () => {
        expect((await deliveries(job.id)).find((d) => d.channel === 'partner')).toMatchObject({
          status: 'dead',
          attempts: 4,
          last_error: expect.stringContaining('HTTP 503'),
        });
      },
      { timeout: 5000 },
    );
    partnerDown = false;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/deliveries/retry`,
      headers: bearer(admin),
    });
    expect(retry.json()).toMatchObject({ retried: 1 });
    await vi.waitFor(async () => {
      expect((await deliveries(job.id)).find((d) => d.channel === 'partner')).toMatchObject({
        status: 'done',
      });
    });
    expect(received.some((r) => r.body.job.id === job.id)).toBe(true);
  });
});
