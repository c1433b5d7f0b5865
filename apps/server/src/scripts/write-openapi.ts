import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

// `npm run docs:api`: writes the OpenAPI document generated from the route schemas to docs/api/.
const out = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'https://jobs.example.mv' });
const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
const app = await buildApp({ config, database });
await app.ready();
fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(process.cwd(), out)}`);
