import os from 'node:os';
import type { Browser } from 'playwright-core';

// The host's benchmark index: how much fixed CPU work this machine does in a given time, so that a run on
// a busy machine can be read against one on a quiet machine. The method is Lighthouse's benchmarkIndex
// (its `environment.benchmarkIndex`): for half a second build a 10,000-character string over and over (work
// that makes garbage), for another half second copy a 100,000-element array back and forth (work that
// makes none), count the iterations per second of each, divide by 10 and average the two. Higher is
// faster. Lighthouse warns that its own scores are unreliable on a host under 1,000 (slower than the
// machine its 4× slowdown was calibrated on).

/** One index. No inner functions: the page receives its source, which must not need tsx's helpers. */
export function benchmarkIndex(): number {
  const measureMs = 500;
  let start = Date.now();
  let iterations = 0;
  while (Date.now() - start < measureMs) {
    let s = '';
    for (let j = 0; j < 10_000; j++) s += 'a';
    if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
    iterations++;
  }
  const withGarbage = iterations / 10 / ((Date.now() - start) / 1000);

  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  start = Date.now();
  iterations = 0;
  // Date.now on every tenth copy only: Lighthouse found the call itself skews some CPUs.
  while (iterations % 10 !== 0 || Date.now() - start < measureMs) {
    const from = iterations % 2 === 0 ? a : b;
    const to = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j]!;
    iterations++;
  }
  const withoutGarbage = iterations / 10 / ((Date.now() - start) / 1000);
  return Math.round((withGarbage + withoutGarbage) / 2);
}

export interface HostReading {
  /** In a blank Chromium page at full speed and under the runs' CPU slowdown. */
  chromium: number;
  chromiumThrottled: number | null;
  node: number;
  /** 1, 5 and 15 minutes. */
  loadAverage: number[];
}

/** The index in Chromium (at full speed and, when `cpuRate` > 1, slowed) and in Node, and the load average. */
export async function readHost(browser: Browser, cpuRate: number): Promise<HostReading> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const source = `(${benchmarkIndex.toString()})()`;
    const chromium = (await page.evaluate(source)) as number;
    let chromiumThrottled: number | null = null;
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      chromiumThrottled = (await page.evaluate(source)) as number;
    }
    return { chromium, chromiumThrottled, node: benchmarkIndex(), loadAverage: os.loadavg() };
  } finally {
    await context.close();
  }
}

export function describeHost(reading: HostReading, cpuRate: number): string {
  const throttled =
    reading.chromiumThrottled === null ? '' : ` (${reading.chromiumThrottled} at ${cpuRate}× CPU slowdown)`;
  const load = reading.loadAverage.map((n) => n.toFixed(2)).join(' / ');
  return `benchmark index ${reading.chromium} in Chromium${throttled}, ${reading.node} in Node; load average ${load} (1 / 5 / 15 min) on ${os.cpus().length} CPUs`;
}
