import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from '../src/config';

// Every environment variable the server reads is in the README's configuration table (issue 26, point 7):
// an operator learns the names there. The names are taken from the source, so a new variable without a
// README row fails here.
const root = path.resolve(import.meta.dirname, '../../..');
const serverSrc = path.join(root, 'apps/server/src');

/** `env.X` / `process.env.X` / `env['X']` anywhere in the server, plus every key of config.ts's schema. */
function variablesReadByTheServer(): string[] {
  const names = new Set<string>();
  const files = (fs.readdirSync(serverSrc, { recursive: true }) as string[]).filter(
    (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f),
  );
  for (const file of files) {
    const source = fs.readFileSync(path.join(serverSrc, file), 'utf8');
    for (const m of source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!);
    for (const m of source.matchAll(/\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) names.add(m[1]!);
  }
  // config.ts's schema of the environment names the rest.
  for (const name of ENVIRONMENT_VARIABLES) names.add(name);
  return [...names].sort();
}

/** The backticked names in the first column of the README's table under "## Configuration". */
function variablesInTheReadme(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('README configuration table', () => {
  it('finds the variables in the source (the scan itself works)', () => {
    expect(variablesReadByTheServer()).toEqual(
      expect.arrayContaining([
        'PORT',
        'APP_URL',
        'AUTH_RATE_LIMIT',
        'LOG_LEVEL',
        'WEB_DIST_DIR',
        'S3_BUCKET',
      ]),
    );
  });

  it('lists every variable the server reads', () => {
    const documented = new Set(variablesInTheReadme());
    expect(variablesReadByTheServer().filter((name) => !documented.has(name))).toEqual([]);
  });
});
