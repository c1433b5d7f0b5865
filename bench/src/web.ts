import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server';
import { describeHost, readHost } from './web/benchmark-index';
import { goalsTable } from './web/goals';
import { lighthouseFigures } from './web/lighthouse';
import { loadPage } from './web/page-load';
import { pageCases } from './web/pages';
import { detailLines, resultsHeader, resultsRow } from './web/report';
import type { PageResult } from './web/results';
import { readSettings } from './web/settings';

// `npm run bench:web` (issues 13 and 33): what a visitor on a slow island link with an inexpensive phone
// waits for. It serves the production build (apps/web/dist, from `npm run build`) with the demo data on a
// fresh embedded database, and opens /, /job/{id} and /pricing in Chromium with a cold cache and the
// network throttled through CDP (default 400 kbit/s both ways, 400 ms round trip). Per page it prints the
// bytes before the first contentful paint, the first paint, the first useful content, when React has
// hydrated and the JavaScript before it; then, from runs on a CPU slowed through CDP (default 4×), when
// it is interactive there, the total blocking time and the longest task; Lighthouse's mobile figures when
// the `lighthouse` package can be imported; and the issue's goals, met or not. The host's benchmark index
// and load average, before and after, say how fast the machine was (docs/operations/web-bench.md).
//
//   --kbps=N  --rtt=MS  --runs=N  --cpu=N  (web/settings.ts)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const settings = readSettings();
  const dist = path.join(repoRoot, 'apps/web/dist/index.html');
  await fs.access(dist).catch(() => {
    throw new Error('no production build: run `npm run build` first');
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-web-'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(
    `bench:web: Chromium ${settings.chromium}, ${settings.kbps} kbit/s, ${settings.rtt} ms round trip, cold cache, ${settings.runs} runs per page (median) at full CPU speed${settings.cpu > 1 ? ` and ${settings.runs} at a ${settings.cpu}× CPU slowdown` : ''}`,
  );
  const server = await startServer({ repoRoot, dataDir, databaseUrl: null, demo: true });
  const debuggingPort = 9222 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: settings.chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  try {
    const hostBefore = describeHost(await readHost(browser, settings.cpu), settings.cpu);
    log(`host before: ${hostBefore}`);
    const results: PageResult[] = [];
    for (const page of await pageCases(server.url)) {
      const result: PageResult = { page, loads: [], mainThread: [], lighthouse: null };
      // Alternated, so that a change in the machine's load falls on both kinds of run alike.
      for (let i = 0; i < settings.runs; i++) {
        const full = await loadPage(browser, server.url, page, settings, {
          cpuRate: 1,
          mainThread: settings.cpu === 1,
        });
        result.loads.push(full.load);
        const slowed =
          settings.cpu === 1
            ? full
            : await loadPage(browser, server.url, page, settings, {
                cpuRate: settings.cpu,
                mainThread: true,
              });
        result.mainThread.push(slowed.mainThread!);
      }
      result.lighthouse = await lighthouseFigures(`${server.url}${page.path}`, debuggingPort).catch(
        (e: unknown) => {
          log(`  lighthouse failed on ${page.path}: ${String(e)}`);
          return null;
        },
      );
      log(`  ${resultsRow(result)}`);
      for (const line of detailLines(result)) log(line);
      results.push(result);
    }
    const hostAfter = describeHost(await readHost(browser, settings.cpu), settings.cpu);
    log('');
    for (const line of resultsHeader(settings)) log(line);
    for (const result of results) log(resultsRow(result));
    log('');
    for (const line of goalsTable(results, settings)) log(line);
    log('');
    log(`Host before the pages: ${hostBefore}.`);
    log(`Host after the pages: ${hostAfter}.`);
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
