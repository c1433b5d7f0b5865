import type { Browser } from 'playwright-core';
import type { PageCase } from './pages';
import type { WebBenchSettings } from './settings';
import {
  MAIN_THREAD_OBSERVER,
  blockingOf,
  readMainThread,
  trackRequests,
  waitForQuiet,
  type Blocking,
} from './main-thread';

// One cold load of a page as a phone (412 × 823, touch) on the throttled link, optionally on a slowed CPU.

export interface LoadSample {
  bytesBeforePaint: number;
  bytesTotal: number;
  firstPaintMs: number;
  readyMs: number;
  /** When React has hydrated the page (<html data-app="ready">) and the scripts that arrived before. */
  interactiveMs: number;
  /** Their compressed bodies (the measure), and what crossed the link with the headers. */
  scriptBytesBeforeInteractive: number;
  scriptTransferBeforeInteractive: number;
  scriptsBeforeInteractive: number;
}

/** The main thread from first paint until the page was quiet (the runs with `mainThread`). */
export interface MainThreadSample extends Blocking {
  /** When <html data-app="ready"> was set, by the attribute's own mutation. */
  interactiveMs: number;
  /** False when the page was still busy a minute after it was interactive. */
  quiet: boolean;
}

const TIMEOUT_MS = 120_000;

export async function loadPage(
  browser: Browser,
  url: string,
  c: PageCase,
  settings: WebBenchSettings,
  run: { cpuRate: number; mainThread: boolean },
): Promise<{ load: LoadSample; mainThread: MainThreadSample | null }> {
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
    if (run.mainThread) await context.addInitScript({ content: MAIN_THREAD_OBSERVER });
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
    if (run.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpuRate });
    const requests = trackRequests(cdp);
    await page.goto(`${url}${c.path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const readyHandle = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      c.ready,
      { polling: 'raf', timeout: TIMEOUT_MS },
    );
    const readyMs = (await readyHandle.jsonValue()) as number;
    const interactiveHandle = await page.waitForFunction(
      () => (document.documentElement.dataset.app === 'ready' ? performance.now() : 0),
      null,
      { polling: 'raf', timeout: TIMEOUT_MS },
    );
    const interactiveMs = (await interactiveHandle.jsonValue()) as number;
    await page.waitForLoadState('load', { timeout: TIMEOUT_MS });
    // The paint entry can trail the content by a frame.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 30_000 },
    );
    const paint = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      let before = 0, total = 0;
      for (const e of entries) { total += e.transferSize; if (e.responseEnd <= fcp) before += e.transferSize; }
      return { bytesBeforePaint: before, bytesTotal: total, firstPaintMs: fcp };
    })()`)) as Pick<LoadSample, 'bytesBeforePaint' | 'bytesTotal' | 'firstPaintMs'>;
    const scripts = (await page.evaluate(`(() => {
      let body = 0, transfer = 0, count = 0;
      for (const e of performance.getEntriesByType('resource'))
        if (e.name.endsWith('.js') && e.responseEnd <= ${interactiveMs}) {
          body += e.encodedBodySize; transfer += e.transferSize; count += 1;
        }
      return { body, transfer, count };
    })()`)) as { body: number; transfer: number; count: number };
    const load: LoadSample = {
      ...paint,
      readyMs,
      interactiveMs,
      scriptBytesBeforeInteractive: scripts.body,
      scriptTransferBeforeInteractive: scripts.transfer,
      scriptsBeforeInteractive: scripts.count,
    };
    if (!run.mainThread) return { load, mainThread: null };
    const quiet = await waitForQuiet(page, requests);
    const record = await readMainThread(page);
    const mainThread = {
      ...blockingOf(record),
      interactiveMs: record.interactive ?? interactiveMs,
      quiet,
    };
    return { load, mainThread };
  } finally {
    await context.close();
  }
}
