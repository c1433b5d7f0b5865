import type { WebBenchSettings } from './settings';
import { longestTask, mainThreadMedians, median, ms, seconds, type PageResult } from './results';

// Issue 33's goals for the public pages, judged on the medians of the runs under the CPU slowdown.
// The main thread's goals hold at a 4× slowdown and the interactive goal at 400 kbit/s: under other
// settings the figures are printed without a verdict.

export const GOALS = {
  longestTaskMs: 50,
  totalBlockingMs: 200,
  interactiveMs: 3_000,
  lighthousePerformance: 0.95,
  cpu: 4,
  kbps: 400,
};

function verdict(met: boolean, comparable: boolean, unlike: string): string {
  if (!comparable) return `no verdict: ${unlike}`;
  return met ? 'met' : 'not met';
}

export function goalsTable(results: PageResult[], settings: WebBenchSettings): string[] {
  const cpuAsGoal = settings.cpu === GOALS.cpu;
  const cpuUnlike = `goal at ${GOALS.cpu}× CPU`;
  const lines = [
    `| page | longest task ≤ ${GOALS.longestTaskMs} ms | total blocking time ≤ ${GOALS.totalBlockingMs} ms | interactive ≤ ${GOALS.interactiveMs / 1000} s at ${GOALS.kbps} kbit/s | Lighthouse mobile performance ≥ ${GOALS.lighthousePerformance} |`,
    '|---|---|---|---|---|',
  ];
  for (const result of results) {
    const m = mainThreadMedians(result);
    const lh = result.lighthouse;
    const beside = (value: number | null | undefined) => (value == null ? '' : ` (Lighthouse ${ms(value)})`);
    const longest = `${longestTask(m.longestTaskMs)}, ${verdict(m.longestTaskMs <= GOALS.longestTaskMs, cpuAsGoal, cpuUnlike)}${beside(lh?.longestTaskMs)}`;
    const blocking = `${ms(m.totalBlockingMs)}, ${verdict(m.totalBlockingMs <= GOALS.totalBlockingMs, cpuAsGoal, cpuUnlike)}${beside(lh?.totalBlockingMs)}`;
    const linkAsGoal = settings.kbps === GOALS.kbps;
    const interactive = `${seconds(m.interactiveMs)}, ${verdict(
      m.interactiveMs <= GOALS.interactiveMs,
      cpuAsGoal && linkAsGoal,
      linkAsGoal ? cpuUnlike : `goal at ${GOALS.kbps} kbit/s`,
    )}${settings.cpu > 1 ? ` (${seconds(median(result.loads.map((x) => x.interactiveMs)))} at full CPU speed)` : ''}`;
    const performance =
      lh?.performance == null
        ? 'not run'
        : `${lh.performance}, ${verdict(lh.performance >= GOALS.lighthousePerformance, true, '')}`;
    lines.push(`| ${result.page.name} | ${longest} | ${blocking} | ${interactive} | ${performance} |`);
  }
  return lines;
}
