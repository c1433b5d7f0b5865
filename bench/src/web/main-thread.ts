import type { CDPSession, Page } from 'playwright-core';

// How long a phone's main thread is blocked while a page loads and hydrates (issue 33, point 3).
//
// An init script, which runs in every document before any of the page's scripts, records the long tasks
// (PerformanceObserver 'longtask': every task over 50 ms) and long animation frames ('long-animation-frame',
// with the script that took most of the frame), and the moment React marks <html data-app="ready"> (a
// mutation observer, so the time is the attribute's own and not that of the next poll). After the page
// is interactive the run waits until it is quiet, then computes total blocking time the way Lighthouse does.

/** A task over 50 ms, on the page's clock (ms since navigation start). */
export interface LongTask {
  start: number;
  duration: number;
}

/** A long animation frame and the script that took most of it (its URL and what invoked it). */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  script: { duration: number; invoker: string; source: string } | null;
}

export interface MainThreadRecord {
  /** First contentful paint, when there was one. */
  fcp: number | null;
  /** When <html data-app="ready"> was set. */
  interactive: number | null;
  longTasks: LongTask[];
  frames: LongFrame[];
}

export interface Blocking {
  /** Sum over the long tasks in the window of the part over 50 ms (the window clips them at FCP). */
  totalBlockingMs: number;
  /** The longest task in the window; null when no task took over 50 ms. */
  longestTaskMs: number | null;
  longTasks: number;
  /** The longest animation frame in the window, for the script to look at. */
  longestFrame: LongFrame | null;
}

/** Only the part of a task over this blocks input (Lighthouse's and the RAIL model's 50 ms). */
export const LONG_TASK_MS = 50;
/** The page counts as quiet after this long with no long task and no request in flight (Lighthouse's TTI window). */
export const QUIET_MS = 5_000;

// A string, not a function: tsx would compile a function with esbuild's name helpers the page lacks.
export const MAIN_THREAD_OBSERVER = `(() => {
  if (window !== window.top) return;
  const longTasks = [], frames = [], observers = [];
  let interactive = null;
  const observe = (type, onEntry) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true });
      observers.push([observer, onEntry]);
    } catch {}
  };
  observe('longtask', (e) => longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) => {
    let top = null;
    for (const s of e.scripts || []) if (!top || s.duration > top.duration) top = s;
    frames.push({
      start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
      script: top ? { duration: top.duration, invoker: top.invoker, source: top.sourceURL } : null,
    });
  });
  const markInteractive = () => {
    if (interactive === null && document.documentElement?.dataset.app === 'ready') interactive = performance.now();
  };
  new MutationObserver(markInteractive)
    .observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
  const flush = () => observers.forEach(([observer, onEntry]) => observer.takeRecords().forEach(onEntry));
  window.__benchMainThread = {
    read() {
      flush();
      markInteractive();
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { fcp: fcp ? fcp.startTime : null, interactive, longTasks, frames };
    },
    quietForMs() {
      flush();
      markInteractive();
      if (interactive === null) return 0;
      const lastEnd = Math.max(interactive, ...longTasks.map((t) => t.start + t.duration));
      return performance.now() - lastEnd;
    },
  };
})();`;

/** Requests in flight on the page's CDP session (Network must be enabled), for the quiet window. */
export function trackRequests(cdp: CDPSession): { quietForMs(): number } {
  const inFlight = new Set<string>();
  let quietSince = performance.now();
  const done = ({ requestId }: { requestId: string }) => {
    if (inFlight.delete(requestId) && inFlight.size === 0) quietSince = performance.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return { quietForMs: () => (inFlight.size > 0 ? 0 : performance.now() - quietSince) };
}

/**
 * Waits until the page has been interactive, free of long tasks and without a request in flight for
 * QUIET_MS (a chunk fetched after hydration is run when it arrives, which on a slow link can be seconds
 * later). False when that did not happen within `capMs`.
 */
export async function waitForQuiet(
  page: Page,
  network: { quietForMs(): number },
  capMs = 60_000,
): Promise<boolean> {
  const giveUpAt = Date.now() + capMs;
  for (;;) {
    const mainThread = (await page.evaluate('window.__benchMainThread.quietForMs()')) as number;
    const quietFor = Math.min(mainThread, network.quietForMs());
    if (quietFor >= QUIET_MS) return true;
    if (Date.now() > giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.max(100, QUIET_MS - quietFor)));
  }
}

export async function readMainThread(page: Page): Promise<MainThreadRecord> {
  return (await page.evaluate('window.__benchMainThread.read()')) as MainThreadRecord;
}

/**
 * Total blocking time between first contentful paint and the end of the page's work: interactive, or
 * the end of the last long task before the quiet window if one came later. A task that straddles the
 * first paint counts from it (Lighthouse clips the same way).
 */
export function blockingOf(record: MainThreadRecord): Blocking {
  const from = record.fcp ?? 0;
  const ends = record.longTasks.map((t) => t.start + t.duration);
  const to = Math.max(record.interactive ?? 0, ...ends);
  let totalBlockingMs = 0;
  let longestTaskMs: number | null = null;
  let longTasks = 0;
  for (const task of record.longTasks) {
    const end = task.start + task.duration;
    if (end <= from || task.start >= to) continue;
    const blockingPart = Math.min(end, to) - Math.max(task.start, from) - LONG_TASK_MS;
    if (blockingPart > 0) totalBlockingMs += blockingPart;
    longestTaskMs = Math.max(longestTaskMs ?? 0, task.duration);
    longTasks += 1;
  }
  let longestFrame: LongFrame | null = null;
  for (const frame of record.frames) {
    if (frame.start + frame.duration <= from) continue;
    if (!longestFrame || frame.duration > longestFrame.duration) longestFrame = frame;
  }
  return { totalBlockingMs, longestTaskMs, longTasks, longestFrame };
}
