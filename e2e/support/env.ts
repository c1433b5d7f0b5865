import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3391);
const root = path.join(os.tmpdir(), `portal-e2e-${port}`);

/** Fixed per port so that the config, the global setup and the workers agree without passing state. */
export const E2E = {
  port,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? port + 1000),
  baseUrl: `http://127.0.0.1:${port}`,
  root,
  dataDir: path.join(root, 'data'),
  mailDir: path.join(root, 'mail'),
  screenshotDir: path.resolve(import.meta.dirname, '../.artifacts/screenshots'),
  /** The server's output (stdout and stderr) of this run, for the journeys that read its log. */
  serverLog: path.join(root, 'server.log'),
  /**
   * The BML Connect stand-in's keys (global-setup.ts starts it and gives them to the server): made-up
   * values the journeys look for where they must never appear (the browser, the log).
   */
  bml: { apiKey: `e2e-bml-key-${port}-c81f`, appId: `e2e-bml-app-${port}-4d07` },
};
