import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { OutboxOptions } from '../src/plugins/outbox';
import { seedReferenceData } from '../src/seed/reference-data';
import { withDatabase } from './global-setup';
import { startSmtpReceiver, type SmtpReceiver } from './smtp';

export interface TestContext {
  app: App;
  config: Config;
  smtp: SmtpReceiver;
  dataDir: string;
  /** The PostgreSQL database this app runs on; null on in-memory PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  /**
   * Run on this existing PostgreSQL database (another test app's `databaseUrl`) instead of a fresh one,
   * as a second instance would; it is neither migrated nor dropped here.
   */
  databaseUrl?: string;
  /** Worker timings beyond the fast test defaults. */
  outbox?: Partial<OutboxOptions>;
  /** Receives the app's log lines (JSON); set LOG_LEVEL in `env` to see them. */
  logStream?: NodeJS.WritableStream;
}

/** Bank details of the tests' (public-looking) portal. */
export const TEST_BANK = {
  BANK_NAME: 'Bank of Maldives',
  BANK_ACCOUNT_NAME: 'Maldives Job Portal Pvt Ltd',
  BANK_ACCOUNT_MVR: '7701234567001',
  BANK_ACCOUNT_USD: '7701234567002',
};

/**
 * A fresh app per test file: its own database (in-memory PGlite, or a clone of this run's PostgreSQL
 * template when TEST_DATABASE_URL is set), its own data folder on disk and a real SMTP receiver.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildTestAppOptions = {},
): Promise<TestContext> {
  const smtp = await startSmtpReceiver();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const runId = inject('pgRunId');
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl;
  } else if (pgUrl && runId) {
    const name = `${runId}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${runId}_tmpl`);
    await admin.end();
    databaseUrl = withDatabase(pgUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://portal.test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Server rendering is tested on its own (plugins/page-renderer.test.ts), from the web app's source.
    WEB_SSR: 'false',
    // APP_URL is not loopback, so the placeholder bank details would be refused (issue 24, point 11).
    ...TEST_BANK,
    ...env,
  });
  const database = await openDatabase({ databaseUrl, pgliteDir: null, onIdleError: () => undefined });
  if (!databaseUrl) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    outboxOptions: { pollMs: 50, backoffMs: 50, maxBackoffMs: 200, leaseMs: 2_000, ...options.outbox },
  });
  await app.ready();
  app.outbox.start();
  return {
    app,
    config,
    smtp,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      // A test may have closed the database itself (the health check's 503).
      await database.close().catch(() => undefined);
      await dropDatabase();
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
