import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml (the one copy: pages, mails, feeds, the seed)', () => {
  it('escapes the five characters that can end a text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it("keeps a single-quoted attribute closed: Male' stays one value", () => {
    expect(`<a title='${escapeHtml("Male' onmouseover='x")}'>`).toBe(
      "<a title='Male&#39; onmouseover=&#39;x'>",
    );
  });

  it('escapes an ampersand once, before the entities it produces', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('no second copy of escapeHtml', () => {
  it('only lib/html.ts turns " into &quot; (a copy would drift, as the one without \' did)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../../..');
    const copies: string[] = [];
    for (const dir of ['apps/server/src', 'apps/web/src', 'packages/shared/src']) {
      const files = await readdir(path.join(root, dir), { recursive: true });
      for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
        const source = await readFile(path.join(root, dir, file), 'utf8');
        if (/replace\(\/"\/g, '&quot;'\)/.test(source)) copies.push(path.join(dir, file));
      }
    }
    expect(copies).toEqual(['apps/server/src/lib/html.ts']);
  });
});
