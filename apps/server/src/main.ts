import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { sendClosingReminders } from './modules/jobs/admin-service';
import { sendDailyDigests } from './modules/job-alerts/service';
import { createJobDaysRollup } from './modules/job-stats/service';
import { removeStaleUploads } from './modules/seekers/seeker-documents';
import { removeUnsubmittedJobFormUploads } from './modules/job-form/service';
import { depsOf } from './lib/deps';
import { purgeExpired } from './plugins/maintenance';
import { prepareDatabase } from './seed/prepare';

// `npm start`: the portal on the embedded defaults (DESIGN §3), with demo data on an empty database.
const config = loadConfigOrExit();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const app = await buildApp({ config, database });
const { demoLogins } = await prepareDatabase(app).catch(async (err: unknown) => {
  // A check that needs the database (demo accounts on a public URL): the same one-line report.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  await app.close();
  await database.close();
  process.exit(1);
});
// Mails and every later side effect go out from here, retried until delivered (docs/decisions/0011).
app.outbox.start();

// Expired sessions, one-time tokens and rate-limit counters: once now, then hourly. Every instance runs
// it (plain DELETEs, safe concurrently); a failure is logged and retried at the next hour.
const purge = async () => {
  try {
    const counts = await purgeExpired(app.db);
    if (counts.sessions + counts.oneTimeTokens + counts.rateLimits > 0) {
      app.log.info({ purged: counts }, 'purged expired rows');
    }
  } catch (err) {
    app.log.error({ err }, 'purge of expired rows failed');
  }
  // Jobs closing in three days: their employers are reminded once (queued mails).
  try {
    const reminded = await sendClosingReminders(depsOf(app));
    if (reminded > 0) app.log.info({ reminded }, 'queued closing reminders');
  } catch (err) {
    app.log.error({ err }, 'closing reminders failed');
  }
  // Job alerts: the daily digests that are due; uploads never attached to a record (a day old).
  try {
    const digests = await sendDailyDigests(depsOf(app));
    const removed = await removeStaleUploads(depsOf(app));
    if (digests + removed > 0) app.log.info({ digests, removedUploads: removed }, 'alerts and clean-up');
  } catch (err) {
    app.log.error({ err }, 'daily digests or upload clean-up failed');
  }
  // Bank job form uploads never submitted (an hour old).
  try {
    const removed = await removeUnsubmittedJobFormUploads(depsOf(app));
    if (removed > 0) app.log.info({ removedJobFormUploads: removed }, 'job form upload clean-up');
  } catch (err) {
    app.log.error({ err }, 'job form upload clean-up failed');
  }
};
void purge();
const purgeTimer = setInterval(() => void purge(), 60 * 60 * 1000).unref();

// The insights' applications and shortlists per job and day (issue 32, decision 0052): today's and
// yesterday's recomputed every five minutes from the applications and their stage history (set, not
// added, so instances running it together agree). Views need none: the view counter adds them.
// At start the last week (days missed while no instance ran); after a failed run (the database away),
// the next run that succeeds takes in every day since the last one that did (createJobDaysRollup).
const rollUpDays = createJobDaysRollup(depsOf(app));
const rollUp = async () => {
  try {
    await rollUpDays();
  } catch (err) {
    app.log.error({ err }, 'insights rollup failed');
  }
};
void rollUp();
const rollUpTimer = setInterval(() => void rollUp(), 5 * 60 * 1000).unref();

const close = async () => {
  clearInterval(purgeTimer);
  clearInterval(rollUpTimer);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
const lines = [
  '',
  `  ${config.appName} is running at ${config.appUrl}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
  `  Mail: ${config.smtpUrl ? config.smtpUrl : `written to ${path.join(config.dataDir, 'mail')}`}`,
];
if (demoLogins.length) {
  lines.push('', '  Demo logins:');
  for (const l of demoLogins) {
    lines.push(`    ${l.role.padEnd(10)} ${l.email}  /  ${l.password}${l.note ? `  (${l.note})` : ''}`);
  }
}
console.log(lines.join('\n') + '\n');
