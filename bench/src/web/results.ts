import type { LighthouseFigures } from './lighthouse';
import type { LoadSample, MainThreadSample } from './page-load';
import type { PageCase } from './pages';

// What the runs of one page came to: medians over the runs, as the table prints them.

export interface PageResult {
  page: PageCase;
  /** The runs at full CPU speed (the link's columns). */
  loads: LoadSample[];
  /** The runs under the CPU slowdown (the main thread's columns). */
  mainThread: MainThreadSample[];
  lighthouse: LighthouseFigures | null;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const ms = (value: number) => `${Math.round(value)} ms`;

export interface MainThreadMedians {
  interactiveMs: number;
  totalBlockingMs: number;
  /** 0 when the median run had no task over 50 ms. */
  longestTaskMs: number;
}

export function mainThreadMedians(result: PageResult): MainThreadMedians {
  return {
    interactiveMs: median(result.mainThread.map((x) => x.interactiveMs)),
    totalBlockingMs: median(result.mainThread.map((x) => x.totalBlockingMs)),
    longestTaskMs: median(result.mainThread.map((x) => x.longestTaskMs ?? 0)),
  };
}

export const longestTask = (value: number) => (value === 0 ? 'none over 50 ms' : ms(value));
