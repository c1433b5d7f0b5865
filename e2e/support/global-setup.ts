import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startBmlStandIn } from '../../apps/server/test/bml-connect-stand-in';
import { E2E } from './env';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A real SMTP receiver: each mail becomes an .eml file that the tests read (support/mail.ts). */
async function startSmtp(): Promise<SMTPServer> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const file = path.join(E2E.mailDir, `${Date.now()}-${n++}-${to.replace(/[^a-z0-9@.,-]/g, '_')}.eml`);
        fs.writeFileSync(file, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(E2E.smtpPort, '127.0.0.1', resolve);
  });
  return server;
}

async function waitForHealth(server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${E2E.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export default async function globalSetup() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run test:e2e` (it builds first) or `npm run build`.');
  }
  // The ports first: a run already using them owns E2E.root (its database, files and mails), which must
  // not be wiped under it (E2E_PORT gives a second run its own ports and folder).
  const smtp = await startSmtp().catch((error: unknown) => {
    throw new Error(
      `Port ${E2E.smtpPort} is taken (${String(error)}): another browser run is using ${E2E.root}. ` +
        'Wait for it, or set E2E_PORT for this one.',
    );
  });
  fs.rmSync(E2E.root, { recursive: true, force: true });
  for (const dir of [E2E.dataDir, E2E.mailDir, E2E.screenshotDir]) fs.mkdirSync(dir, { recursive: true });
  // Card payments go to a local stand-in of BML Connect, whose payment page the browser opens (issue 29).
  const bank = await startBmlStandIn({ ...E2E.bml, notifyUrl: `${E2E.baseUrl}/api/payments/bml` });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      APP_URL: E2E.baseUrl,
      DATA_DIR: E2E.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      BML_CONNECT_URL: bank.url,
      BML_CONNECT_API_KEY: E2E.bml.apiKey,
      BML_CONNECT_APP_ID: E2E.bml.appId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (d: Buffer) => {
    output += d.toString();
    fs.appendFileSync(E2E.serverLog, d);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  await waitForHealth(server, () => output);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await bank.close();
  };
}
