import type { WebBenchSettings } from './settings';
import { kb, longestTask, mainThreadMedians, median, ms, seconds, type PageResult } from './results';

// The results table (one row a page, Markdown for docs/operations/web-bench.md) and the console's line
// of details under each page.

export function resultsHeader(settings: WebBenchSettings): string[] {
  const cpu = `at ${settings.cpu}× CPU`;
  return [
    `| page | bytes before first paint | bytes in all | first paint | first content | interactive | JavaScript before interactive (compressed) | Lighthouse mobile perf / a11y | interactive ${cpu} | total blocking time ${cpu} | longest task ${cpu} |`,
    '|---|--:|--:|--:|--:|--:|--:|--|--:|--:|--:|',
  ];
}

export function resultsRow(result: PageResult): string {
  const loads = result.loads;
  const of = (pick: (x: (typeof loads)[number]) => number) => median(loads.map(pick));
  const lh = result.lighthouse;
  const m = mainThreadMedians(result);
  const cells = [
    result.page.name,
    kb(of((x) => x.bytesBeforePaint)),
    kb(of((x) => x.bytesTotal)),
    seconds(of((x) => x.firstPaintMs)),
    seconds(of((x) => x.readyMs)),
    seconds(of((x) => x.interactiveMs)),
    `${kb(of((x) => x.scriptBytesBeforeInteractive))} in ${of((x) => x.scriptsBeforeInteractive)} files (${kb(
      of((x) => x.scriptTransferBeforeInteractive),
    )} with headers)`,
    lh ? `${lh.performance ?? '–'} / ${lh.accessibility ?? '–'}` : 'not installed',
    seconds(m.interactiveMs),
    ms(m.totalBlockingMs),
    longestTask(m.longestTaskMs),
  ];
  return `| ${cells.join(' | ')} |`;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** A long frame's script: its time, its file's path and, when it is not that file's own run, its invoker. */
function describeScript(script: { duration: number; invoker: string; source: string }): string {
  const file = script.source ? pathOf(script.source) : 'the page';
  const invoker = script.invoker && script.invoker !== script.source ? `${script.invoker} in ` : '';
  return `${ms(script.duration)}: ${invoker}${file}`;
}

/** Lighthouse's metrics, every run's blocking figures and the longest animation frame with its script. */
export function detailLines(result: PageResult): string[] {
  const lines: string[] = [];
  const lh = result.lighthouse;
  if (lh) {
    const index = lh.benchmarkIndex === null ? '' : `, its benchmark index ${Math.round(lh.benchmarkIndex)}`;
    lines.push(`    Lighthouse: ${lh.metrics}${index}`);
  }
  const runs = result.mainThread
    .map(
      (x) =>
        `${ms(x.totalBlockingMs)} in ${x.longTasks} long tasks, longest ${longestTask(x.longestTaskMs ?? 0)}${x.quiet ? '' : ' (not quiet after 60 s)'}`,
    )
    .join('; ');
  lines.push(`    main thread, each run: ${runs}`);
  const frames = result.mainThread.flatMap((x) => (x.longestFrame ? [x.longestFrame] : []));
  const longest = frames.sort((a, b) => b.duration - a.duration)[0];
  if (longest) {
    const script = longest.script ? `, its longest script ${describeScript(longest.script)}` : '';
    lines.push(
      `    longest animation frame ${ms(longest.duration)} (blocking ${ms(longest.blocking)})${script}`,
    );
  }
  return lines;
}
