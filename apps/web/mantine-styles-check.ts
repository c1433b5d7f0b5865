import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES } from './src/app/public-pages.ts';

// The public pages load only part of Mantine's styles (src/app/mantine-styles.ts). This build step fails
// when the code a public page can load (its chunks, their imports and the chunks they load later: a modal,
// a lazy part) uses a Mantine component whose styles are not in that file, so that a new component on
// a public page cannot arrive unstyled; and when that file loads a component's sheet that no public page
// uses any more (a component replaced, as the home filters' Select was), so that it stays minimal.

const STYLES_FILE = 'src/app/mantine-styles.ts';
const PAGE_MODULE = /src\/(features\/[^/]+\/pages|app\/layouts|components\/not-found-page)/;
// Components, and the parts under utils/ that components build on with a sheet of their own: the
// checkbox's label layout is InlineInput's, and the bank form's checkbox sat above its label without it.
const MANTINE_COMPONENT = /@mantine\/core\/esm\/(?:components|utils)\/([^/]+)\//;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

export function mantineStylesCheck(root: string): Plugin {
  // styles.css is exported; the per-component sheets sit in styles/ beside it.
  const stylesDir = path.join(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mantine/core/styles.css')),
    'styles',
  );
  return {
    name: 'portal:mantine-styles-check',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isPublicPage = (c: ChunkLike) =>
        PUBLIC_PAGES.some((p) => c.facadeModuleId?.endsWith(p.replace(/^src\//, '/src/')));
      const seen = new Set<ChunkLike>();
      const visit = (c: ChunkLike | undefined) => {
        if (!c || seen.has(c)) return;
        seen.add(c);
        c.imports.forEach((f) => visit(byFile.get(f)));
        for (const f of c.dynamicImports) {
          const next = byFile.get(f);
          // Other pages (and the whole sheet they load) are not the public pages' code.
          if (!next || (PAGE_MODULE.test(next.facadeModuleId ?? '') && !isPublicPage(next))) continue;
          visit(next);
        }
      };
      chunks.filter((c) => c.isEntry || isPublicPage(c)).forEach(visit);

      const used = new Set<string>();
      for (const c of seen)
        for (const id of c.moduleIds) {
          const name = MANTINE_COMPONENT.exec(id)?.[1];
          if (name && fs.existsSync(path.join(stylesDir, `${name}.layer.css`))) used.add(name);
        }
      const listed = fs.readFileSync(path.join(root, STYLES_FILE), 'utf8');
      const missing = [...used].filter((name) => !listed.includes(`/styles/${name}.layer.css'`)).sort();
      if (missing.length > 0)
        this.error(
          `The public pages use Mantine components whose styles are not loaded: ${missing.join(', ')}. ` +
            `Add ${missing.map((n) => `import '@mantine/core/styles/${n}.layer.css';`).join(' ')} to ${STYLES_FILE} ` +
            `(in the order of @mantine/core/styles.css).`,
        );
      // And no sheet that nothing public uses any more: each is bytes before every rendered page's first paint.
      const components = [...listed.matchAll(/@mantine\/core\/styles\/([A-Z]\w*)\.layer\.css'/g)];
      const unused = components.map((m) => m[1]!).filter((name) => !used.has(name));
      if (unused.length > 0)
        this.error(
          `${STYLES_FILE} loads the styles of Mantine components no public page uses: ${unused.join(', ')}. ` +
            'Remove their imports.',
        );
    },
  };
}
