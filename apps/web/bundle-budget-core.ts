// The byte budget's arithmetic (issue 33, point 2), apart from Vite so that it is tested without a build:
// which chunks a page loads before it is interactive, what they weigh, and which modules grew a page over
// its budget. ./bundle-budget.ts feeds it the build's chunks and measures them with brotli.

/** A chunk of the browser build, its module ids relative to the web app ('src/…', 'node_modules/…'). */
export interface BudgetChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  /** Chunks (file names) imported statically: loaded with this one. */
  imports: string[];
  /** Chunks imported with import(): loaded later, not before the page is interactive. */
  dynamicImports: string[];
  code: string;
  /** Each module's rendered code in this chunk. */
  modules: Record<string, string>;
}

/** What a page weighs: its chunks' compressed bytes, and each of their modules' (an attribution). */
export interface PageSize {
  bytes: number;
  modules: Record<string, number>;
}

export interface PageBudget {
  /** The route modules the page loads besides the entry (main.tsx awaits loadRoutesFor). */
  modules: string[];
  /** Brotli-compressed JavaScript before the page is interactive, in bytes. */
  budget: number;
}

/**
 * The chunks a page has loaded when it becomes interactive: the entry's static-import closure (the app
 * shell, main.tsx) and that of the chunks holding the page's route modules (main.tsx awaits them before
 * hydrating). Dynamic imports (a modal, another page) arrive later and are not followed.
 */
export function pageChunks(chunks: readonly BudgetChunk[], routeModules: readonly string[]): BudgetChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.filter((c) => c.isEntry);
  for (const id of routeModules) {
    // A page is its own chunk's facade; a module imported statically as well (the public layout) sits
    // inside the entry's chunk instead.
    const holder =
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!holder) throw new Error(`bundle budget: no chunk of the build holds ${id}`);
    start.push(holder);
  }
  const seen = new Set<BudgetChunk>();
  const visit = (chunk: BudgetChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  start.forEach(visit);
  return [...seen];
}

/** The page's chunks measured with `size` (brotli in the build); a module copied into two chunks counts twice. */
export function measurePage(
  chunks: readonly BudgetChunk[],
  routeModules: readonly string[],
  size: (code: string) => number,
): PageSize {
  const measured: PageSize = { bytes: 0, modules: {} };
  for (const chunk of pageChunks(chunks, routeModules)) {
    measured.bytes += size(chunk.code);
    for (const [id, code] of Object.entries(chunk.modules))
      measured.modules[id] = (measured.modules[id] ?? 0) + size(code);
  }
  return measured;
}

export interface Growth {
  id: string;
  before: number | undefined;
  after: number;
}

/** The modules that are new or larger than in the snapshot, the largest growth first. */
export function grownModules(now: PageSize, snapshot: PageSize | undefined, limit = 8): Growth[] {
  const before = snapshot?.modules ?? {};
  return Object.entries(now.modules)
    .map(([id, after]) => ({ id, before: before[id], after }))
    .filter((g) => g.after > (g.before ?? 0))
    .sort((a, b) => b.after - (b.before ?? 0) - (a.after - (a.before ?? 0)) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The line every build prints for a page. */
export function summaryLine(page: string, now: PageSize, budget: number): string {
  const verdict = now.bytes > budget ? 'OVER BUDGET' : 'ok';
  return `bundle budget ${page.padEnd(10)} ${kB(now.bytes).padStart(9)} of ${kB(budget)} brotli JS before interactive  ${verdict}`;
}

/**
 * Undefined when the page is within its budget; otherwise the build's error: the page, its size and
 * budget, the modules that grew it since the snapshot, and how to raise the budget on purpose.
 */
export function budgetError(
  page: string,
  now: PageSize,
  budget: number,
  snapshot: PageSize | undefined,
  file: string,
): string | undefined {
  if (now.bytes <= budget) return undefined;
  const grown = grownModules(now, snapshot);
  const line = (g: Growth) =>
    `  +${kB(g.after - (g.before ?? 0))}  ${g.id} ` +
    (g.before === undefined ? '(new)' : `(${kB(g.before)} → ${kB(g.after)})`);
  const since = snapshot
    ? `the snapshot of ${kB(snapshot.bytes)}`
    : 'no snapshot of this page (every module counts as new)';
  // Nothing grew: the budget was lowered below the page. Its largest modules are where a cut starts.
  const largest = Object.entries(now.modules)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([id, bytes]) => `  ${kB(bytes)}  ${id}`);
  return [
    `Bundle budget: ${page} loads ${kB(now.bytes)} (${now.bytes} bytes) of brotli-compressed JavaScript before it is interactive, ` +
      `over its budget of ${kB(budget)} (${budget} bytes) by ${kB(now.bytes - budget)}.`,
    grown.length > 0
      ? `Modules that are new or grew since ${since} (brotli of each module's code):\n${grown.map(line).join('\n')}\n` +
        'Keep them off the first load (import() them where they are needed) or make them smaller.'
      : `No module grew since ${since}: the budget is below what the page loads. Its largest modules:\n` +
        `${largest.join('\n')}`,
    `If the growth is deliberate, raise pages["${page}"].budget in ${file} to at least ${Math.ceil(now.bytes / 1000) * 1000} ` +
      `in the same commit and say why in its message; then record the page's modules with \`npm run budget:update\`.`,
  ].join('\n');
}

/** Dhivehi's modules: the catalogues (src/i18n/dv/) and long Dhivehi content (src/features/…/content/*-dv.ts). */
const DHIVEHI_MODULE = /^src\/(i18n\/dv\/|features\/[^/]+\/content\/[^/]+-dv\.tsx?$)/;

/**
 * Undefined when the page loads no Dhivehi before it is interactive; otherwise the build's error naming
 * the modules (issue 31, point 5: only the chosen language's catalogue loads, so an English page carries
 * no Dhivehi; a Dhivehi page asks for its catalogues with import(), i18n/area-catalogue.ts).
 */
export function dhivehiError(page: string, now: PageSize): string | undefined {
  const found = Object.keys(now.modules).filter((id) => DHIVEHI_MODULE.test(id));
  if (found.length === 0) return undefined;
  return (
    `Bundle budget: ${page} loads Dhivehi before it is interactive, in English too:\n` +
    `${found.map((id) => `  ${id}`).join('\n')}\n` +
    "Ask for an area's Dhivehi with areaCatalogue(() => import(…)) (apps/web/src/i18n/area-catalogue.ts), never a static import."
  );
}
