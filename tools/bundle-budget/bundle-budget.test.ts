import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  budgetError,
  dhivehiError,
  grownModules,
  measurePage,
  pageChunks,
  type BudgetChunk,
} from '../../apps/web/bundle-budget-core';
import { brotliSize, bundleBudget } from '../../apps/web/bundle-budget';

// The web build's byte budget per public page (apps/web/bundle-budget.ts, issue 33 point 2), on bundles
// made up here: what a page counts, when it fails, and which module the failure names.

/** A chunk whose code is its modules' code; sizes in these tests are plain lengths. */
function chunk(
  fileName: string,
  modules: Record<string, string>,
  more: Partial<BudgetChunk> = {},
): BudgetChunk {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: Object.keys(modules),
    imports: [],
    dynamicImports: [],
    code: Object.values(modules).join(''),
    modules,
    ...more,
  };
}
const length = (code: string) => code.length;
const x = (n: number) => 'x'.repeat(n);

// main.tsx's chunk holds the router and the public layout (imported statically); it imports React
// statically and each page with import(); the home page imports a shared chunk; the job modal and the
// admin page are import()s. `code` replaces a module's code, `extra` adds modules to the home page's chunk.
function bundle(code: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const modules = (ids: Record<string, number>) =>
    Object.fromEntries(Object.entries(ids).map(([id, n]) => [id, code[id] ?? x(n)]));
  return [
    chunk('index.js', modules({ 'src/main.tsx': 100, 'src/app/layouts/public-layout.tsx': 50 }), {
      isEntry: true,
      facadeModuleId: 'src/main.tsx',
      imports: ['react.js'],
      dynamicImports: ['home.js', 'admin.js'],
    }),
    chunk('react.js', modules({ 'node_modules/react-dom/client.js': 1000 })),
    chunk(
      'home.js',
      { ...modules({ 'src/features/jobs/pages/home-page.tsx': 300 }), ...extra },
      {
        facadeModuleId: 'src/features/jobs/pages/home-page.tsx',
        imports: ['shared.js'],
        dynamicImports: ['job-modal.js'],
      },
    ),
    chunk('shared.js', modules({ 'src/lib/api-client.ts': 200 })),
    chunk('job-modal.js', modules({ 'src/features/jobs/components/job-modal.tsx': 5000 })),
    chunk('admin.js', modules({ 'src/features/admin/pages/admin-page.tsx': 9000 }), {
      imports: ['react.js'],
    }),
  ];
}
const HOME = ['src/app/layouts/public-layout.tsx', 'src/features/jobs/pages/home-page.tsx'];
const FILE = 'apps/web/bundle-budget.json';

describe('what a page loads before it is interactive', () => {
  it("counts the entry's and the page's static imports, each chunk once", () => {
    expect(pageChunks(bundle(), HOME).map((c) => c.fileName)).toEqual([
      'index.js',
      'react.js',
      'home.js',
      'shared.js',
    ]);
    // 150 (entry, the layout inside it) + 1000 + 300 + 200
    expect(measurePage(bundle(), HOME, length).bytes).toBe(1650);
  });

  it('does not count what the entry or the page load with import()', () => {
    const { modules } = measurePage(bundle(), HOME, length);
    expect(modules).not.toHaveProperty(['src/features/jobs/components/job-modal.tsx']);
    expect(modules).not.toHaveProperty(['src/features/admin/pages/admin-page.tsx']);
    expect(modules['src/lib/api-client.ts']).toBe(200);
  });

  it('fails loudly when a budgeted route module is not in the build (a page renamed)', () => {
    expect(() => measurePage(bundle(), ['src/features/jobs/pages/home.tsx'], length)).toThrow(
      'no chunk of the build holds src/features/jobs/pages/home.tsx',
    );
  });
});

describe('the budget', () => {
  const snapshot = measurePage(bundle(), HOME, length);

  it('passes a page within its budget, to the byte', () => {
    expect(budgetError('/', snapshot, 1650, snapshot, FILE)).toBeUndefined();
  });

  it('fails a page over its budget with its size, its budget and how to raise it on purpose', () => {
    const now = measurePage(bundle(), HOME, length);
    const error = budgetError('/', now, 1649, snapshot, FILE);
    expect(error).toContain('Bundle budget: / loads 1.6 kB (1650 bytes)');
    expect(error).toContain('over its budget of 1.6 kB (1649 bytes)');
    expect(error).toContain(`raise pages["/"].budget in ${FILE} to at least 2000`);
    expect(error).toContain('npm run budget:update');
  });

  it('names the modules that grew most first, new ones included, and not the ones that did not grow', () => {
    // React DOM is the largest module and grew a little; the home page grew most; a new map came in.
    const grown = bundle(
      { 'src/features/jobs/pages/home-page.tsx': x(1300), 'node_modules/react-dom/client.js': x(1050) },
      { 'src/features/jobs/components/atoll-map.tsx': x(400) },
    );
    const now = measurePage(grown, HOME, length);
    expect(grownModules(now, snapshot)).toEqual([
      { id: 'src/features/jobs/pages/home-page.tsx', before: 300, after: 1300 },
      { id: 'src/features/jobs/components/atoll-map.tsx', before: undefined, after: 400 },
      { id: 'node_modules/react-dom/client.js', before: 1000, after: 1050 },
    ]);
    const lines = budgetError('/', now, 2000, snapshot, FILE)!.split('\n');
    expect(lines.slice(1, 5)).toEqual([
      "Modules that are new or grew since the snapshot of 1.6 kB (brotli of each module's code):",
      '  +1.0 kB  src/features/jobs/pages/home-page.tsx (0.3 kB → 1.3 kB)',
      '  +0.4 kB  src/features/jobs/components/atoll-map.tsx (new)',
      '  +0.1 kB  node_modules/react-dom/client.js (1.0 kB → 1.1 kB)',
    ]);
    expect(lines.join('\n')).not.toMatch(/api-client|main\.tsx|public-layout/);
  });

  it('lists the largest modules when nothing grew and the budget was lowered below the page', () => {
    const error = budgetError('/', snapshot, 1000, snapshot, FILE)!;
    expect(error).toContain('No module grew since the snapshot of 1.6 kB');
    expect(error).toContain('Its largest modules:\n  1.0 kB  node_modules/react-dom/client.js\n  0.3 kB');
  });

  it('does not blame a module that an import() brought into the build', () => {
    const withModal = bundle({ 'src/features/jobs/components/job-modal.tsx': x(50_000) });
    const now = measurePage(withModal, HOME, length);
    expect(now.bytes).toBe(snapshot.bytes);
    expect(grownModules(now, snapshot)).toEqual([]);
  });
});

describe('Dhivehi in the first load (issue 31, point 5)', () => {
  it('passes a page that asks for its Dhivehi with import()', () => {
    const withCatalogue = [
      ...bundle(),
      chunk('pricing-messages.js', { 'src/i18n/dv/pricing-messages.ts': x(400) }),
    ];
    withCatalogue[2]!.dynamicImports.push('pricing-messages.js');
    expect(dhivehiError('/', measurePage(withCatalogue, HOME, length))).toBeUndefined();
  });

  it('fails a page that imports a catalogue or Dhivehi content statically, naming the modules', () => {
    const now = measurePage(
      bundle(
        {},
        { 'src/i18n/dv/pricing-messages.ts': x(400), 'src/features/info/content/terms-dv.ts': x(10) },
      ),
      HOME,
      length,
    );
    const error = dhivehiError('/', now)!;
    expect(error).toContain('/ loads Dhivehi before it is interactive');
    expect(error).toContain('  src/i18n/dv/pricing-messages.ts');
    expect(error).toContain('  src/features/info/content/terms-dv.ts');
    expect(error).toContain('areaCatalogue');
  });

  it('does not take an English module whose name merely ends in -dv for Dhivehi', () => {
    const now = measurePage(bundle({}, { 'src/features/jobs/lib/csv-dv-export.ts': x(10) }), HOME, length);
    expect(dhivehiError('/', now)).toBeUndefined();
  });
});

describe('the Vite plugin', () => {
  // The plugin's hooks on a made-up Rollup bundle, as Vite calls them after writing the browser build.
  async function build(root: string, chunks: BudgetChunk[], env: Record<string, string> = {}) {
    const plugin = bundleBudget(root);
    const info: string[] = [];
    (plugin.configResolved as (c: unknown) => void)({ logger: { info: (m: string) => info.push(m) } });
    const output = Object.fromEntries(
      chunks.map((c) => [
        c.fileName,
        {
          ...c,
          type: 'chunk',
          facadeModuleId: c.facadeModuleId && path.join(root, c.facadeModuleId),
          moduleIds: c.moduleIds.map((id) => path.join(root, id)),
          modules: Object.fromEntries(
            Object.entries(c.modules).map(([id, code]) => [path.join(root, id), { code }]),
          ),
        },
      ]),
    );
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const saved = process.env.BUDGET_UPDATE;
    process.env.BUDGET_UPDATE = env.BUDGET_UPDATE ?? '';
    try {
      await (plugin.writeBundle as (this: unknown, o: unknown, b: unknown) => Promise<void>).call(
        context,
        {},
        output,
      );
    } finally {
      if (saved === undefined) delete process.env.BUDGET_UPDATE;
      else process.env.BUDGET_UPDATE = saved;
    }
    return info;
  }

  function budgetFile(budget: number) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
    const pages = { '/': { modules: HOME, budget } };
    fs.writeFileSync(path.join(root, 'bundle-budget.json'), JSON.stringify({ pages, snapshot: {} }));
    return root;
  }
  const read = (root: string) => JSON.parse(fs.readFileSync(path.join(root, 'bundle-budget.json'), 'utf8'));

  it('prints a line per page, records a snapshot on request, then fails on a grown module it names', async () => {
    const root = budgetFile(10_000);
    onTestFinished(() => fs.rmSync(root, { recursive: true }));
    const info = await build(root, bundle(), { BUDGET_UPDATE: '1' });
    const expected = ['index.js', 'react.js', 'home.js', 'shared.js']
      .map((file) => brotliSize(bundle().find((c) => c.fileName === file)!.code))
      .reduce((a, b) => a + b);
    expect(info[0]).toMatch(/^bundle budget \/ +0\.\d kB of 10\.0 kB brotli JS before interactive {2}ok$/);
    const { snapshot } = read(root);
    expect(snapshot['/'].bytes).toBe(expected);
    expect(Object.keys(snapshot['/'].modules)).toEqual([
      'node_modules/react-dom/client.js',
      'src/app/layouts/public-layout.tsx',
      'src/features/jobs/pages/home-page.tsx',
      'src/lib/api-client.ts',
      'src/main.tsx',
    ]);

    // Incompressible code, so that it weighs over the budget once compressed.
    const noise = Array.from({ length: 12_000 }, (_, i) => ((i * 7919) % 65_521).toString(36)).join('');
    const grown = bundle({ 'src/features/jobs/pages/home-page.tsx': noise });
    await expect(build(root, grown)).rejects.toThrow(
      /over its budget of 10\.0 kB[^]*\n {2}\+\d+\.\d kB {2}src\/features\/jobs\/pages\/home-page\.tsx \(/,
    );
  });
});
