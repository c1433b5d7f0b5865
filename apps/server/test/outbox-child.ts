// A server process's background worker, for the kill test in outbox.test.ts: it runs against the
// database named by DATABASE_URL or PGLITE_DIR, sends through SMTP_URL, and is SIGKILLed mid-delivery.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: process.env.SMTP_URL, LOG_LEVEL: 'silent' });
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || null,
  pgliteDir: process.env.PGLITE_DIR || null,
});
const app = await buildApp({
  config,
  database,
  outboxOptions: { pollMs: 50, leaseMs: Number(process.env.LEASE_MS ?? 1000) },
});
await app.ready();
app.outbox.start();
// Stay up like a server would (the worker's timers do not keep a process alive on their own).
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
