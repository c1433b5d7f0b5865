import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { uploadQuotaVerdict } from '../src/modules/seekers/upload-quota';
import { buildFile, buildJobseeker, tokenFor } from './factories';
import { pdfFile } from './files';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { formData } from './multipart';

// Issue 24, point 6: document-upload had no limit (392 MB in 8 s from an unverified account with no
// profile). Uploads not yet attached to anything are capped per user: 50 files and 200 MB a day.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

async function uploadDocument(headers: Record<string, string>, content = pdfFile()) {
  const body = await formData({}, [{ name: 'file', filename: 'cv.pdf', content, type: 'application/pdf' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/document-upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** An unverified jobseeker without a profile, as in the report, and `pending` uploads already stored. */
async function uploader(pending: { count: number; size?: number; createdAt?: string } = { count: 0 }) {
  const user = await buildJobseeker(t.app, { verified: false });
  for (let i = 0; i < pending.count; i++) {
    await buildFile(t.app, {
      ownerUserId: user.id,
      attached: false,
      size: pending.size ?? 1024,
      ...(pending.createdAt ? { createdAt: pending.createdAt } : {}),
    });
  }
  return { user, headers: bearer(await tokenFor(t.app, user.id)) };
}

const storedPending = async (userId: number) =>
  (await t.app.db.select().from(files).where(eq(files.ownerUserId, userId))).filter((f) => !f.attached);

describe('pending upload quota', () => {
  it('takes the 50th pending file of a day and refuses the 51st with 429, its message and Retry-After', async () => {
    const { user, headers } = await uploader({ count: 48 });
    expect((await uploadDocument(headers)).statusCode).toBe(202);
    expect((await uploadDocument(headers)).statusCode).toBe(202);

    const refused = await uploadDocument(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many uploads. Please try again tomorrow.',
    });
    // Until the oldest counted upload is a day old.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    expect(await storedPending(user.id)).toHaveLength(50); // nothing stored for the refused one
  });

  it('refuses an upload that would pass 200 MB of pending files', async () => {
    const { headers } = await uploader({ count: 1, size: 195 * MB });
    expect((await uploadDocument(headers, pdfFile(4 * MB))).statusCode).toBe(202);
    const refused = await uploadDocument(headers, pdfFile(2 * MB));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many uploads. Please try again tomorrow.');
    // A small file still fits under the bytes.
    expect((await uploadDocument(headers, pdfFile(100 * 1024))).statusCode).toBe(202);
  });

  it('counts per user, and only the last day', async () => {
    const full = await uploader({ count: 50 });
    expect((await uploadDocument(full.headers)).statusCode).toBe(429);
    const other = await uploader();
    expect((await uploadDocument(other.headers)).statusCode).toBe(202);
    const yesterday = new Date(Date.now() - DAY_MS - 60_000).toISOString();
    const old = await uploader({ count: 50, createdAt: yesterday });
    expect((await uploadDocument(old.headers)).statusCode).toBe(202);
  });

  it('refuses a caller already at the quota before reading the file', async () => {
    const { headers } = await uploader({ count: 50 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Ten MB announced, a few bytes sent: the answer comes without the rest.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/document-upload',
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'multipart/form-data; boundary=quota',
            'content-length': String(10 * MB),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write('--quota\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4');
    });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).message).toBe('Too many uploads. Please try again tomorrow.');
  });

  it('lets exactly the free places through when uploads of one user arrive at once', async () => {
    const { user, headers } = await uploader({ count: 45 });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => uploadDocument(headers)));
    const counts = statuses.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 202: 5, 429: 5 });
    expect(await storedPending(user.id)).toHaveLength(50);
  });

  it('holds across two instances on one PostgreSQL database', async (ctx) => {
    if (!t.databaseUrl) ctx.skip(); // one in-memory PGlite cannot be shared
    const second = await buildTestApp({}, { databaseUrl: t.databaseUrl! });
    try {
      const { user, headers } = await uploader({ count: 45 });
      const body = await formData({}, [{ name: 'file', filename: 'cv.pdf', content: pdfFile() }]);
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/document-upload',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(i % 2 ? second.app : t.app)),
      );
      expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(5);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
      expect(await storedPending(user.id)).toHaveLength(50);
    } finally {
      await second.close();
    }
  });
});

describe('uploadQuotaVerdict', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const quota = { files: 3, bytes: 100, windowMs: DAY_MS };
  it.each([
    { usage: { files: 0, bytes: 0, oldest: null }, size: 100, allowed: true },
    { usage: { files: 2, bytes: 50, oldest: '2026-11-25T11:00:00Z' }, size: 50, allowed: true },
    {
      usage: { files: 3, bytes: 10, oldest: '2026-11-25T11:00:00Z' },
      size: 1,
      allowed: false,
      retry: 23 * 3600,
    },
    { usage: { files: 1, bytes: 90, oldest: '2026-11-24T12:00:30Z' }, size: 11, allowed: false, retry: 30 },
  ])(
    '$usage.files files, $usage.bytes bytes + $size → allowed $allowed',
    ({ usage, size, allowed, retry }) => {
      const verdict = uploadQuotaVerdict(usage, size, now, quota);
      expect(verdict.allowed).toBe(allowed);
      if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBe(retry);
    },
  );
});
