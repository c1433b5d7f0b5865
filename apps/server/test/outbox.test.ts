import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { enqueue } from '../src/plugins/outbox';
import { buildTestApp, type TestContext } from './helpers';
import { startSmtpReceiver } from './smtp';

// Durable background work (issue 6, docs/decisions/0011): mails are rows written with their cause and
// delivered by a worker that survives SMTP outages and its own death, without sending twice.

const mail = (to: string, subject: string) => ({ to, subject, text: `${subject}\n` });
const rowOf = async (db: Database['db'], key: string) =>
  (await db.select().from(outbox).where(eq(outbox.key, key)))[0];

describe('the outbox worker', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({}, { outbox: { maxAttempts: 3 } });
  });
  afterAll(() => t.close());

  it('delivers a registration mail that SMTP refused once the mail server is back, exactly once', async () => {
    // The worker's own polling is held while the outage is looked at: the test runs the pass itself.
    await t.app.outbox.stop();
    try {
      await t.smtp.down();
      const email = `outage-${Date.now()}@example.mv`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { role: 1, email, password: 'outage-pass-2026' },
      });
      expect(res.statusCode).toBe(201);
      // The worker tried, failed and scheduled a retry; nothing was lost.
      await t.app.outbox.drain();
      const row = (await t.app.db.select().from(outbox))
        .filter((r) => (r.payload as { to?: string }).to === email)
        .at(0);
      expect(row).toMatchObject({ status: 'pending', kind: 'mail', attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      // The worker, running again, retries on its own once the mail server is back.
      await t.smtp.up();
      t.app.outbox.start();
      const received = await t.smtp.waitFor(email, /Verify your email/);
      await t.app.outbox.drain();
      expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(received.messageId).toMatch(/^<verify_email\.[0-9a-f]{32}@portal\.test>$/);
      const done = (await rowOf(t.app.db, row!.key))!;
      expect(done.status).toBe('done');
      // The sent mail's link token is not kept in the table.
      expect(done.payload).toEqual({ to: email, subject: received.subject });
    } finally {
      t.app.outbox.start();
    }
  });

  it('sends nothing for a change that rolled back, and one mail for a key enqueued twice', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'mail', key: 'rolled-back', payload: mail('gone@example.mv', 'Never') });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await enqueue(t.app.db, { kind: 'mail', key: 'twice', payload: mail('twice@example.mv', 'Once') });
    await enqueue(t.app.db, { kind: 'mail', key: 'twice', payload: mail('twice@example.mv', 'Once') });
    t.app.outbox.nudge();
    await t.smtp.waitFor('twice@example.mv');
    await t.app.outbox.drain();
    expect(await rowOf(t.app.db, 'rolled-back')).toBeUndefined();
    expect(t.smtp.mails.filter((m) => m.to.includes('gone@example.mv'))).toHaveLength(0);
    expect(t.smtp.mails.filter((m) => m.to.includes('twice@example.mv'))).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the row as dead with its error', async () => {
    // Each attempt is one pass run by the test; the row is made due at once instead of waiting out its
    // backoff (the backoff itself is retryDelayMs's).
    await t.app.outbox.stop();
    try {
      await enqueue(t.app.db, { kind: 'mail', key: 'no-recipient', payload: { subject: 'x', text: 'x' } });
      const attempt = async () => {
        await t.app.db
          .update(outbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(outbox.key, 'no-recipient'));
        await t.app.outbox.drain();
        return rowOf(t.app.db, 'no-recipient');
      };
      expect(await attempt()).toMatchObject({ status: 'pending', attempts: 1 });
      expect(await attempt()).toMatchObject({ status: 'pending', attempts: 2 });
      const row = await attempt();
      expect(row).toMatchObject({ status: 'dead', attempts: 3 });
      expect(row!.lastError).toBeTruthy();
      // A dead row is not tried again.
      expect(await attempt()).toMatchObject({ status: 'dead', attempts: 3 });
    } finally {
      t.app.outbox.start();
    }
  });
});

describe('a server killed mid-delivery', () => {
  it('delivers the mail after a restart, and the receiver takes it once', async () => {
    const smtp = await startSmtpReceiver();
    const pgUrl = process.env.TEST_DATABASE_URL ? await buildTestApp() : null;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-outbox-'));
    const target = pgUrl
      ? { databaseUrl: pgUrl.databaseUrl, pgliteDir: null }
      : { databaseUrl: null, pgliteDir: path.join(dir, 'db') };
    try {
      if (pgUrl) await pgUrl.app.outbox.stop();
      // The change and its mail, committed by an earlier request.
      let database = pgUrl ? pgUrl.app.database : await openDatabase(target);
      if (!pgUrl) await database.migrate();
      await enqueue(database.db, {
        kind: 'mail',
        key: 'killed:1',
        payload: mail('killed@example.mv', 'Survivor'),
      });
      if (!pgUrl) await database.close();

      // A server picks it up; the mail server holds the message in DATA; the server is killed.
      const held = smtp.holdNext();
      // node itself with tsx's loader: the tsx CLI would run the server in a grandchild that SIGKILL misses.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'outbox-child.ts')],
        {
          env: {
            ...process.env,
            SMTP_URL: smtp.url,
            DATABASE_URL: target.databaseUrl ?? '',
            PGLITE_DIR: target.pgliteDir ?? '',
            LEASE_MS: '500',
          },
          stdio: 'ignore',
        },
      );
      await held;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      await smtp.heldSendersGone();
      smtp.release();
      expect(smtp.mails).toHaveLength(0);

      // A fresh server on the same database delivers it once the dead worker's lease ends.
      database = pgUrl ? pgUrl.app.database : await openDatabase(target);
      const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database, outboxOptions: { pollMs: 50, leaseMs: 500 } });
      await app.ready();
      app.outbox.start();
      try {
        await smtp.waitFor('killed@example.mv', /Survivor/);
        await app.outbox.drain();
        expect(smtp.mails).toHaveLength(1);
        expect(await rowOf(database.db, 'killed:1')).toMatchObject({ status: 'done', attempts: 2 });
      } finally {
        await app.close();
        if (!pgUrl) await database.close();
      }
    } finally {
      await pgUrl?.close();
      await smtp.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
