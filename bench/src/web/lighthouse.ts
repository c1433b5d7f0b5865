// Lighthouse's mobile figures for a page (its defaults: simulated slow 4G and a 4× slower CPU), when the
// `lighthouse` package can be imported. It is not a dependency (large, and only this benchmark needs
// it): `npm i --no-save lighthouse` adds it until the next `npm ci`.

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  /** What the performance score is made of, as Lighthouse shows them: FCP, LCP, TBT, CLS, Speed Index. */
  metrics: string;
  /** The figures set beside the bench's own goals, in ms. */
  totalBlockingMs: number | null;
  /** Lighthouse's estimate of the longest task after FCP ("max potential first input delay"). */
  longestTaskMs: number | null;
  interactiveMs: number | null;
  /** The host's benchmark index as Lighthouse measured it during this run. */
  benchmarkIndex: number | null;
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { displayValue?: string; numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
  };
}

type Lighthouse = (url: string, flags: object) => Promise<LighthouseResult>;

const SHOWN_METRICS: [string, string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
];

async function importLighthouse(): Promise<Lighthouse | null> {
  try {
    // A variable, so that TypeScript does not look for the package's types.
    const name = 'lighthouse';
    return ((await import(name)) as { default: Lighthouse }).default;
  } catch {
    return null;
  }
}

/** Null when the package is not installed; `port` is the remote-debugging port of a running Chromium. */
export async function lighthouseFigures(url: string, port: number): Promise<LighthouseFigures | null> {
  const lighthouse = await importLighthouse();
  if (!lighthouse) return null;
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    metrics: SHOWN_METRICS.map(
      ([id, name]) => `${name} ${lhr.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '–'}`,
    ).join(', '),
    totalBlockingMs: numeric('total-blocking-time'),
    longestTaskMs: numeric('max-potential-fid'),
    interactiveMs: numeric('interactive'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
