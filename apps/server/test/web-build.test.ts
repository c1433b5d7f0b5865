import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 24, point 11: `npm start` builds the web app only when the build is missing or made from other
// sources; `npm run serve` never builds. Tried on a small checkout whose "build" counts its runs.
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/web-build.mjs');

let root: string;
const file = (rel: string) => path.join(root, rel);
const write = async (rel: string, text: string) => {
  await fs.mkdir(path.dirname(file(rel)), { recursive: true });
  await fs.writeFile(file(rel), text);
};
const builds = async () => Number(await fs.readFile(file('builds.txt'), 'utf8').catch(() => '0'));

/** Runs the script as npm's scripts do: its exit code and what it printed. */
const run = (...args: string[]) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args, '--root', root], (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });

// The fixture's build does what the real one does to its outputs: empties them, writes both entries.
const FAKE_BUILD = `
const fs = require('node:fs');
for (const d of ['dist', 'dist-ssr']) { fs.rmSync(d, { recursive: true, force: true }); fs.mkdirSync(d); }
if (process.env.FAIL_BUILD) process.exit(3);
fs.writeFileSync('dist/index.html', '<!doctype html>');
fs.writeFileSync('dist-ssr/entry-server.js', 'export {}');
const count = '../../builds.txt';
fs.writeFileSync(count, String(Number(fs.existsSync(count) ? fs.readFileSync(count, 'utf8') : 0) + 1));
`;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-build-'));
  await write(
    'apps/web/package.json',
    JSON.stringify({ name: 'web', private: true, scripts: { build: 'node build.cjs' } }),
  );
  await write('apps/web/build.cjs', FAKE_BUILD);
  await write('apps/web/index.html', '<div id="root"></div>');
  await write('apps/web/src/main.tsx', 'export const page = 1;');
  await write('packages/shared/src/texts.ts', "export const hello = 'Hello';");
  await write('package-lock.json', '{}');
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('npm start builds the web app only when needed', () => {
  it('npm run serve refuses to start without a build, in one line, and builds nothing', async () => {
    const serve = await run('--check');
    expect(serve.code).toBe(1);
    expect(serve.err.trim()).toBe(
      'No web build: run `npm run build` first (or `npm start`, which builds when needed).',
    );
    expect(await builds()).toBe(0);
  });

  it('builds when there is no build, then starts on it as long as the sources are the same', async () => {
    expect(await run('--if-stale')).toMatchObject({ code: 0 });
    expect(await builds()).toBe(1);
    const again = await run('--if-stale');
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toContain('Web build is up to date.');
    expect(await builds()).toBe(1);
    expect(await run('--check')).toMatchObject({ code: 0, err: '' });
  });

  it('a checkout that only moves modification times (a clone, a branch switched back) builds nothing', async () => {
    const later = new Date(Date.now() + 60_000);
    for (const rel of ['apps/web/src/main.tsx', 'packages/shared/src/texts.ts', 'package-lock.json'])
      await fs.utimes(file(rel), later, later);
    expect(await run('--if-stale')).toMatchObject({ code: 0 });
    expect(await builds()).toBe(1);
  });

  it('rebuilds when a source of the web app, the shared package or the lock file changes', async () => {
    await write('apps/web/src/main.tsx', 'export const page = 2;');
    // npm run serve starts on the build it has, saying it is older than the sources.
    const serve = await run('--check');
    expect(serve.code).toBe(0);
    expect(serve.err).toContain('the web build is older than its sources');
    expect(await builds()).toBe(1);

    await run('--if-stale');
    expect(await builds()).toBe(2);
    // A copy that keeps an older modification time still counts as changed.
    await write('packages/shared/src/texts.ts', "export const hello = 'Salaam';");
    const old = new Date('2020-01-01');
    await fs.utimes(file('packages/shared/src/texts.ts'), old, old);
    await run('--if-stale');
    expect(await builds()).toBe(3);
    await write('package-lock.json', '{"lockfileVersion":3}');
    await run('--if-stale');
    expect(await builds()).toBe(4);
    // A unit test is not part of the build.
    await write('apps/web/src/main.test.tsx', 'test');
    await run('--if-stale');
    expect(await builds()).toBe(4);
  });

  it('counts a build without a stamp (made some other way) or without an entry as missing', async () => {
    await fs.rm(file('apps/web/dist-ssr/build-stamp.json'));
    await run('--if-stale');
    expect(await builds()).toBe(5);
    await fs.rm(file('apps/web/dist-ssr/entry-server.js'));
    await run('--if-stale');
    expect(await builds()).toBe(6);
  });

  it('a failed build leaves no stamp: the next start tries again', async () => {
    await write('apps/web/src/main.tsx', 'export const page = 3;');
    const failed = await new Promise<number>((resolve) =>
      execFile(
        process.execPath,
        [SCRIPT, '--if-stale', '--root', root],
        { env: { ...process.env, FAIL_BUILD: '1' } },
        (error) => resolve(error ? Number(error.code) : 0),
      ),
    );
    expect(failed).toBe(3);
    expect(await fs.stat(file('apps/web/dist-ssr/build-stamp.json')).catch(() => null)).toBeNull();
    await run('--if-stale');
    expect(await builds()).toBe(7);
  });
});
