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
};
