import fs from 'node:fs';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../src/scripts/openapi-document';

// The API contract is packages/shared (docs/decisions/0014-shared-contract.md): every /api route declares
// the schema of its successful answer, and the committed docs/api/openapi.json is what the code generates.

const routes: RouteOptions[] = [];
let generated: string;

beforeAll(async () => {
  generated = await generateOpenApi({ onRoute: (route) => routes.push(route) });
});

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
const methods = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');

describe('API routes', () => {
  it('are found (the check below has something to check)', () => {
    const urls = routes.filter((r) => isApi(r.url)).map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/login', '/api/allJobs/filter', '/api/employ/companies']),
    );
  });

  it('each declare a 2xx response schema', () => {
    const missing = routes
      .filter((r) => isApi(r.url) && methods(r).length > 0)
      .filter((r) => {
        const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
        return !Object.keys(response).some((status) => /^2(\d\d|XX)$/.test(status));
      })
      .map((r) => `${methods(r).join(',')} ${r.url}`);
    expect(missing, 'routes without a response schema').toEqual([]);
  });
});

describe('docs/api/openapi.json', () => {
  it('is the document the code generates (run `npm run docs:api` after changing a route)', () => {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(
      committed === generated,
      'docs/api/openapi.json is out of date: run `npm run docs:api` and commit it',
    ).toBe(true);
  });
});
