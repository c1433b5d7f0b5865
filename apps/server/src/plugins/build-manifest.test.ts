import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildManifest, readThaanaFontFaces } from './build-manifest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function distWith(manifest: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manifest-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('readBuildManifest', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      css: ['assets/index-1.css'],
      imports: ['_Box-1.js'],
      isEntry: true,
    },
    '_Box-1.js': { file: 'assets/Box-1.js', css: ['assets/Box-1.css'] },
    'src/features/jobs/pages/home-page.tsx': {
      file: 'assets/home-page-1.js',
      css: ['assets/home-page-1.css'],
      imports: ['index.html', '_Box-1.js', '_job-row-1.js'],
    },
    '_job-row-1.js': { file: 'assets/job-row-1.js', css: ['assets/job-row-1.css'], imports: ['_Box-1.js'] },
    'src/features/info/pages/about-page.tsx': { file: 'assets/about-page-1.js', imports: ['index.html'] },
  };

  it("links a page's own stylesheets and those of the chunks it imports, not the entry's", () => {
    const links = readBuildManifest(distWith(manifest))(['src/features/jobs/pages/home-page.tsx']);
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/job-row-1.css">',
    );
  });

  it('links nothing for a page without CSS, an unknown module, or a build without a manifest', () => {
    const links = readBuildManifest(distWith(manifest));
    expect(links(['src/features/info/pages/about-page.tsx'])).toBe('');
    expect(links(['src/nowhere.tsx'])).toBe('');
    expect(readBuildManifest(distWith(null))(['src/features/jobs/pages/home-page.tsx'])).toBe('');
  });
});

describe('readThaanaFontFaces', () => {
  it("names the build's own Noto Sans Thaana files, regular and bold, for a page the server writes", () => {
    const dir = distWith(null);
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const file of [
      'noto-sans-thaana-thaana-400-normal-B1x_-9aZ.woff2',
      'noto-sans-thaana-thaana-700-normal-C2y3.woff2',
      'noto-sans-thaana-thaana-400-normal-B1x_-9aZ.woff2.br',
      'inter-latin-400-normal-D4.woff2',
      'index-1.css',
    ])
      fs.writeFileSync(path.join(dir, 'assets', file), '');
    const css = readThaanaFontFaces(dir);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain(
      'font-weight:400;src:url("/assets/noto-sans-thaana-thaana-400-normal-B1x_-9aZ.woff2") format("woff2")',
    );
    expect(css).toContain('font-weight:700;src:url("/assets/noto-sans-thaana-thaana-700-normal-C2y3.woff2")');
    expect(css).toContain('font-family:"Noto Sans Thaana"');
    expect(css).toContain('unicode-range:U+060C');
  });

  it('is empty without a build', () => {
    expect(readThaanaFontFaces(distWith(null))).toBe('');
  });
});
