import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The web build's manifest (apps/web/dist/.vite/manifest.json): for the route modules a page was rendered
 * with, the <link>s of their own stylesheets (CSS modules of the page and the chunks it imports). Without
 * them a server-rendered page would show unstyled parts until its route chunk had loaded its CSS (a flash
 * and a layout shift). What the entry (index.html) already links is left out. No manifest (no build, a
 * stand-in build in tests): no links. Chunks are not preloaded: on a slow link they would share it with
 * the stylesheets that hold the first paint back (docs/operations/web-bench.md).
 */
export function readBuildManifest(distDir: string): (modules: readonly string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const cache = new Map<string, string>();

  return (modules) => {
    const cacheKey = modules.join('\n');
    const known = cache.get(cacheKey);
    if (known !== undefined) return known;
    const css: string[] = [];
    for (const key of closure(modules)) {
      if (entryKeys.has(key)) continue;
      for (const sheet of manifest[key]!.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    }
    const links = css.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join('');
    cache.set(cacheKey, links);
    return links;
  };
}

/** The web build's Noto Sans Thaana files (apps/web/src/app/thaana-font.css, emitted with a hash). */
const THAANA_FONT_FILE = /^noto-sans-thaana-thaana-(400|700)-normal-[\w-]+\.woff2$/;
const THAANA_RANGE =
  'U+060C, U+061B-061C, U+061F, U+0660-066C, U+0780-07B1, U+200C-200F, U+25CC, U+FDF2, U+FDFD';

/**
 * The web app's Noto Sans Thaana as `@font-face` rules, for a page the server writes itself (the
 * unsubscribe page, issue 31): the same files, so a browser that has shown a Dhivehi page of the portal
 * has them cached. Empty without a build (the tests' stand-in): the page's system font then.
 */
export function readThaanaFontFaces(distDir: string): string {
  const dir = path.join(distDir, 'assets');
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .flatMap((file) => {
      const weight = THAANA_FONT_FILE.exec(file)?.[1];
      return weight
        ? [
            `@font-face{font-family:"Noto Sans Thaana";font-style:normal;font-display:swap;font-weight:${weight};` +
              `src:url("/assets/${file}") format("woff2");unicode-range:${THAANA_RANGE}}`,
          ]
        : [];
    })
    .join('');
}
