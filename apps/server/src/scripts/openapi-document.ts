import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/** Where `npm run docs:api` writes the document; `npm test` checks it against the code. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

/**
 * The OpenAPI document generated from the route schemas, as committed (fixed settings, so that it does
 * not depend on the machine). `onRoute` sees every route as it is added.
 */
export async function generateOpenApi(
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'https://jobs.example.mv',
    // A public APP_URL needs real-looking bank details (config.ts); the document does not show them.
    BANK_NAME: 'Bank of Maldives',
    BANK_ACCOUNT_NAME: 'Maldives Job Portal Pvt Ltd',
    BANK_ACCOUNT_MVR: '7701234567001',
    BANK_ACCOUNT_USD: '7701234567002',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    const app = await buildApp({ config, database, onRoute: options.onRoute });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
