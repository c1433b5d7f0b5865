import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Logger, Plugin } from 'vite';
// `.js`, not `.ts`: tools/bundle-budget's tests import this file under a tsconfig without
// allowImportingTsExtensions, and Vite's config loader warns on an import without an extension.
import {
  budgetError,
  dhivehiError,
  measurePage,
  summaryLine,
  type BudgetChunk,
  type PageBudget,
  type PageSize,
} from './bundle-budget-core.js';

// A byte budget per public page (issue 33, point 2): the brotli-compressed JavaScript a page has loaded when
// it becomes interactive — the entry's static-import closure and that of the page's route modules (the
// public layout and the page, which main.tsx awaits before hydrating). What they load with import() comes
// later and does not count. Measured on the browser build's chunks as written (the same closure as the
// manifest's `imports`), each compressed as scripts/precompress.mjs compresses what the server sends.
// Every browser build prints a line per page (its size and budget, kB = 1000 bytes) and fails when a page
// is over its budget, naming the modules that are new or grew most since the snapshot.
//
// bundle-budget.json holds, in one place:
//   pages     the budgeted pages: their route modules and their budget in bytes. A budget is changed by
//             hand only, in a commit that says why (the error says so too); a new public page goes here.
//   snapshot  each page's bytes and modules with their sizes (brotli of each module's rendered code, before
//             minification: an attribution, not the total) at the last refresh.
// Refresh the snapshot whenever what a page loads changed on purpose (a cut, a budget raised or lowered):
//   npm run budget:update     = BUDGET_UPDATE=1 npm run build: builds, rewrites the snapshot (budgets are
//                               left alone) and still fails when a page is over its budget.

const BUDGET_FILE = 'bundle-budget.json';

interface BudgetFile {
  $comment?: string;
  pages: Record<string, PageBudget>;
  snapshot: Record<string, PageSize>;
}

/** As scripts/precompress.mjs writes the .br files the server sends. */
export function brotliSize(code: string): number {
  const data = Buffer.from(code);
  return zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).length;
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
  modules: Record<string, { code: string | null }>;
}

export function bundleBudget(root: string): Plugin {
  const file = path.join(root, BUDGET_FILE);
  // Module ids as the snapshot keeps them, the same on every checkout: 'src/…', 'node_modules/<package>/…'.
  const moduleName = (id: string) => {
    const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
    const packaged = clean.lastIndexOf('/node_modules/');
    if (packaged >= 0) return clean.slice(packaged + 1);
    return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
  };
  let logger: Logger | undefined;
  return {
    name: 'portal:bundle-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // After the other plugins have finished the chunks' code: what is measured is what is served.
    async writeBundle(options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks: BudgetChunk[] = (Object.values(bundle) as unknown as OutputChunkLike[])
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          fileName: c.fileName,
          isEntry: c.isEntry,
          facadeModuleId: c.facadeModuleId && moduleName(c.facadeModuleId),
          moduleIds: c.moduleIds.map(moduleName),
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          code: c.code,
          modules: Object.fromEntries(
            Object.entries(c.modules).map(([id, m]) => [moduleName(id), m.code ?? '']),
          ),
        }));
      const budgets = JSON.parse(fs.readFileSync(file, 'utf8')) as BudgetFile;
      const sizes = new Map<string, number>();
      const size = (code: string) => {
        let known = sizes.get(code);
        if (known === undefined) sizes.set(code, (known = brotliSize(code)));
        return known;
      };

      const measured = Object.entries(budgets.pages).map(([page, { modules, budget }]) => ({
        page,
        budget,
        now: measurePage(chunks, modules, size),
      }));
      for (const { page, budget, now } of measured) logger?.info(summaryLine(page, now, budget));

      if (process.env.BUDGET_UPDATE === '1') {
        const snapshot = Object.fromEntries(
          measured.map(({ page, now }) => [
            page,
            { bytes: now.bytes, modules: Object.fromEntries(Object.entries(now.modules).sort()) },
          ]),
        );
        const prettier = await import('prettier');
        const text = JSON.stringify({ ...budgets, snapshot } satisfies BudgetFile);
        const config = await prettier.resolveConfig(file);
        fs.writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
        logger?.info(`bundle budget: snapshot written to apps/web/${BUDGET_FILE}`);
      }

      const errors = measured
        .flatMap(({ page, budget, now }) => [
          budgetError(page, now, budget, budgets.snapshot[page], `apps/web/${BUDGET_FILE}`),
          dhivehiError(page, now),
        ])
        .filter((e) => e !== undefined);
      if (errors.length > 0) this.error(errors.join('\n\n'));
    },
  };
}
