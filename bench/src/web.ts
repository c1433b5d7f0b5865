import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from './server';

// `npm run bench:web` (issue 13): what a visitor on a slow island link waits for. It serves the
// production build (apps/web/dist, from `npm run build`) with the demo data on a fresh embedded database,
// and opens /, /job/{id} and /pricing in Chromium with a cold cache and the network throttled through
// CDP (default 400 kbit/s both ways, 400 ms round trip). For each page it prints the bytes transferred
// before the first contentful paint, the first paint, and the time until the page's first useful
// content (the first job row, the job's title, a plan card). Lighthouse's mobile scores are added when
// the `lighthouse` package can be imported (it is not a dependency: `npm i --no-save lighthouse`).
//
//   --kbps=N (BENCH_WEB_KBPS, default 400)   --rtt=MS (BENCH_WEB_RTT, default 400)   --runs=N (default 3)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = flag?.slice(name.length + 3) ?? process.env[envName];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const settings = {
  kbps: option('kbps', 'BENCH_WEB_KBPS', 400),
  rtt: option('rtt', 'BENCH_WEB_RTT', 400),
  runs: option('runs', 'BENCH_WEB_RUNS', 3),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

interface PageCase {
  name: string;
  path: string;
  /** A CSS selector for the page's first useful content. */
  ready: string;
}

interface Sample {
  bytesBeforePaint: number;
  bytesTotal: number;
  firstPaintMs: number;
  readyMs: number;
  /** When React has hydrated the page (<html data-app="ready">) and the scripts that arrived before. */
  interactiveMs: number;
  /** Their compressed bodies (the issue's measure), and what crossed the link with the headers. */
  scriptBytesBeforeInteractive: number;
  scriptTransferBeforeInteractive: number;
  scriptsBeforeInteractive: number;
}

async function pageCases(url: string): Promise<PageCase[]> {
  const res = await fetch(`${url}/api/allJobs/filter?page=1`);
  const body = (await res.json()) as { jobs: { data: { id: number }[] } };
  const first = body.jobs.data[0];
  if (!first) throw new Error('the demo data has no open job');
  return [
    { name: 'home /', path: '/', ready: 'main article a[href^="/job/"]' },
    { name: 'job /job/{id}', path: `/job/${first.id}`, ready: 'main h1' },
    { name: 'pricing /pricing', path: '/pricing', ready: 'main h3' },
  ];
}

async function measurePage(browser: Browser, url: string, c: PageCase): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // tsx compiles the functions handed to the page with esbuild's keepNames, which calls a `__name`
    // helper the page does not have.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (settings.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: settings.rtt,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await page.goto(`${url}${c.path}`, { waitUntil: 'commit', timeout: 120_000 });
    const readyHandle = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      c.ready,
      { polling: 'raf', timeout: 120_000 },
    );
    const readyMs = (await readyHandle.jsonValue()) as number;
    const interactiveHandle = await page.waitForFunction(
      () => (document.documentElement.dataset.app === 'ready' ? performance.now() : 0),
      null,
      { polling: 'raf', timeout: 120_000 },
    );
    const interactiveMs = (await interactiveHandle.jsonValue()) as number;
    await page.waitForLoadState('load', { timeout: 120_000 });
    // The paint entry can trail the content by a frame.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    const paint = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      let before = 0, total = 0;
      for (const e of entries) { total += e.transferSize; if (e.responseEnd <= fcp) before += e.transferSize; }
      return { bytesBeforePaint: before, bytesTotal: total, firstPaintMs: fcp };
    })()`)) as Pick<Sample, 'bytesBeforePaint' | 'bytesTotal' | 'firstPaintMs'>;
    const scripts = (await page.evaluate(`(() => {
      let body = 0, transfer = 0, count = 0;
      for (const e of performance.getEntriesByType('resource'))
        if (e.name.endsWith('.js') && e.responseEnd <= ${interactiveMs}) {
          body += e.encodedBodySize; transfer += e.transferSize; count += 1;
        }
      return { body, transfer, count };
    })()`)) as { body: number; transfer: number; count: number };
    return {
      ...paint,
      readyMs,
      interactiveMs,
      scriptBytesBeforeInteractive: scripts.body,
      scriptTransferBeforeInteractive: scripts.transfer,
      scriptsBeforeInteractive: scripts.count,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  /** What the performance score is made of: FCP, LCP, TBT, CLS and Speed Index as Lighthouse shows them. */
  metrics: string;
}

const LIGHTHOUSE_METRICS: [string, string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** Lighthouse mobile (its defaults) against a Chromium it can drive, when the package is there. */
async function lighthouseScores(url: string, port: number): Promise<LighthouseScores | null> {
  let lighthouse: (
    url: string,
    flags: object,
  ) => Promise<{
    lhr: {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { displayValue?: string }>;
    };
  }>;
  try {
    const name = 'lighthouse';
    lighthouse = ((await import(name)) as { default: typeof lighthouse }).default;
  } catch {
    return null;
  }
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  return {
    performance: result.lhr.categories.performance?.score ?? null,
    accessibility: result.lhr.categories.accessibility?.score ?? null,
    metrics: LIGHTHOUSE_METRICS.map(
      ([id, name]) => `${name} ${result.lhr.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '–'}`,
    ).join(', '),
  };
}

async function main() {
  const dist = path.join(repoRoot, 'apps/web/dist/index.html');
  await fs.access(dist).catch(() => {
    throw new Error('no production build: run `npm run build` first');
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-web-'));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(
    `bench:web: Chromium ${settings.chromium}, ${settings.kbps} kbit/s, ${settings.rtt} ms round trip, cold cache, ${settings.runs} runs per page (median)`,
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
    const rows: string[] = [];
    for (const c of await pageCases(server.url)) {
      const samples: Sample[] = [];
      for (let i = 0; i < settings.runs; i++) samples.push(await measurePage(browser, server.url, c));
      const lh = await lighthouseScores(`${server.url}${c.path}`, debuggingPort).catch((e: unknown) => {
        log(`  lighthouse failed on ${c.path}: ${String(e)}`);
        return null;
      });
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      const row = [
        c.name,
        kb(median(samples.map((x) => x.bytesBeforePaint))),
        kb(median(samples.map((x) => x.bytesTotal))),
        s(median(samples.map((x) => x.firstPaintMs))),
        s(median(samples.map((x) => x.readyMs))),
        s(median(samples.map((x) => x.interactiveMs))),
        `${kb(median(samples.map((x) => x.scriptBytesBeforeInteractive)))} in ${median(
          samples.map((x) => x.scriptsBeforeInteractive),
        )} files (${kb(median(samples.map((x) => x.scriptTransferBeforeInteractive)))} with headers)`,
        lh ? `${lh.performance ?? '–'} / ${lh.accessibility ?? '–'}` : 'not installed',
      ];
      log(`  ${row.join('  ')}${lh ? `  (${lh.metrics})` : ''}`);
      rows.push(`| ${row.join(' | ')} |`);
    }
    log('');
    log(
      '| page | bytes before first paint | bytes in all | first paint | first content | interactive | JavaScript before interactive (compressed) | Lighthouse mobile perf / a11y |',
    );
    log('|---|--:|--:|--:|--:|--:|--:|--|');
    for (const r of rows) log(r);
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
