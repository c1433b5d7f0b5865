import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPure, stripSchemaImports } from '../../strip-endpoint-schemas';

// The browser build keeps an endpoint's method and path and drops its schemas (decision 0037).
const DIR = path.resolve(import.meta.dirname, '../../../../packages/shared/src/endpoints');
const endpointFiles = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.ts') && !/^(endpoint|index)\.ts$|\.test\.ts$/.test(f));

describe('the browser build of an endpoint file', () => {
  it('finds the endpoint files', () => {
    expect(endpointFiles).toContain('jobs.ts');
  });

  it.each(endpointFiles)('%s: imports nothing but defineEndpoint once its schemas are dropped', (file) => {
    const code = stripSchemaImports(fs.readFileSync(path.join(DIR, file), 'utf8'), file);
    const imports = [...code.matchAll(/^import\s+(?!type\b).*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    expect(imports).toEqual(['./endpoint']);
    expect(code).not.toMatch(/from '\.\.\/schemas|from 'zod'/);
  });

  it('keeps the method and path and binds each schema (renamed or not) to undefined', () => {
    const code = stripSchemaImports(
      "import { a, b as c } from '../schemas/x';\nimport { defineEndpoint } from './endpoint';\nexport const e = defineEndpoint({ method: 'GET', path: '/p/:id', response: { 200: a }, query: c });",
      'x.ts',
    );
    expect(code).toContain('const a = undefined, c = undefined;');
    expect(code).toContain("path: '/p/:id'");
  });

  it('refuses any other import, which the browser would then carry', () => {
    expect(() => stripSchemaImports("import { z } from 'zod';", 'x.ts')).toThrow(/imports only/);
    expect(() => stripSchemaImports("import * as s from '../schemas/x';", 'x.ts')).toThrow(/imports only/);
  });

  it('marks every endpoint pure, so a chunk carries only the endpoints it calls (0.1 kB a public page)', () => {
    for (const file of endpointFiles) {
      const code = markPure(stripSchemaImports(fs.readFileSync(path.join(DIR, file), 'utf8'), file));
      const definitions = code.match(/defineEndpoint\(/g)?.length ?? 0;
      expect(definitions, file).toBeGreaterThan(0);
      expect(code.match(/= \/\* @__PURE__ \*\/ defineEndpoint\(/g)?.length, file).toBe(definitions);
    }
  });
});
