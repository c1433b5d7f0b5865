// What `npm run bench:web` measures under: the link, the CPU slowdown, the runs and the browser.
//
//   --kbps=N (BENCH_WEB_KBPS, default 400)   --rtt=MS (BENCH_WEB_RTT, default 400)
//   --runs=N (BENCH_WEB_RUNS, default 3)     --cpu=N  (BENCH_WEB_CPU, default 4; 1 turns it off)

export interface WebBenchSettings {
  /** Throughput of the emulated link, both ways. */
  kbps: number;
  /** Round trip added to every request. */
  rtt: number;
  runs: number;
  /** CDP CPU throttling rate of the main-thread runs: 4 is Lighthouse's mobile slowdown. */
  cpu: number;
  chromium: string;
}

/** A number from `--name=N` or the environment; `atLeastOne` for counts and rates, else above 0. */
function option(name: string, envName: string, fallback: number, atLeastOne = false): number {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = flag?.slice(name.length + 3) ?? process.env[envName];
  const value = raw === undefined ? fallback : Number(raw);
  const valid = Number.isFinite(value) && (atLeastOne ? value >= 1 : value > 0);
  if (!valid) throw new Error(`--${name} must be ${atLeastOne ? 'at least 1' : 'a positive number'}`);
  return value;
}

export function readSettings(): WebBenchSettings {
  return {
    kbps: option('kbps', 'BENCH_WEB_KBPS', 400),
    rtt: option('rtt', 'BENCH_WEB_RTT', 400),
    runs: option('runs', 'BENCH_WEB_RUNS', 3, true),
    cpu: option('cpu', 'BENCH_WEB_CPU', 4, true),
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}
