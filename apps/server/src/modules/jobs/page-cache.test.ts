import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmployer, buildJobs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import type { RenderedDocument } from '../../plugins/web-app';
import { createPageCache } from './page-cache';

// Issue 24, point 8: the page cache cannot be flooded. A rendered public page is kept under its known
// parameters alone (packages/shared/src/page-params.ts), in canonical order: a query string the page does
// not read (a tracking tag, a cache buster, a reordering) is the same page, not another render.

let t: TestContext;
let dist: string;
let companyId: number;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-cache-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portal</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({
    WEB_DIST_DIR: dist,
    WEB_SSR: 'true',
    WEB_SSR_ENTRY: path.resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx'),
  });
  const { company } = await buildEmployer(t.app, { company: { name: 'Lagoon Villas' } });
  companyId = company.id;
  // 21 open jobs: two pages of the home list, so its pager links to page 2.
  await buildJobs(t.app, company.id, 21, (i) => ({ title: `Lagoon Host ${i + 1}`, type: 'Full-time' }));
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A page cache on the test's database and a renderer that records what it is asked to render. */
function countingCache() {
  const views: number[] = [];
  const cachePage = createPageCache({ db: t.app.db, countJobView: (id) => views.push(id) });
  const rendered: string[] = [];
  const render = async (url: string): Promise<RenderedDocument> => {
    rendered.push(url);
    return { status: 200, html: `<p>${url}</p>` };
  };
  return {
    cachePage: (url: string, lang: 'en' | 'dv' = 'en') => cachePage(url, lang, render),
    rendered,
    views,
  };
}

describe('the page cache', () => {
  it('renders a page once whatever unknown parameters, order, duplicates or empty values its URL has', async () => {
    const { cachePage, rendered } = countingCache();
    const spellings = [
      '/?type=Full-time&q=chef',
      '/?q=chef&type=Full-time',
      '/?q=chef&type=Full-time&type=Part-time',
      '/?type=Full-time&sector=&q=chef&page=1&job=',
      '/?utm_source=facebook&q=chef&fbclid=IwAR0&type=Full-time',
      ...Array.from({ length: 60 }, (_, i) => `/?type=Full-time&q=chef&cache_buster=${i}`),
    ];
    // At once, as a flooding client sends them, and again one by one.
    const answers = await Promise.all(spellings.map((url) => cachePage(url)));
    for (const url of spellings) answers.push(await cachePage(url));
    expect(new Set(answers.map((a) => a.html))).toEqual(new Set(['<p>/?type=Full-time&q=chef</p>']));
    expect(rendered).toEqual(['/?type=Full-time&q=chef']);
  });

  it('still renders each page its known parameters ask for', async () => {
    const { cachePage, rendered } = countingCache();
    const asked = [
      '/?type=Full-time&q=chef&page=2&utm_medium=mail',
      '/?job=7&ref=share',
      '/employers?page=3&sort=B&search=Sun&lang=dv',
      `/viewCompany/${companyId}?page=02&tab=jobs`,
      `/viewCompany/${companyId}?page=1&tab=jobs`,
      '/job/12?utm_campaign=launch',
    ];
    for (const url of asked) await cachePage(url);
    expect(rendered).toEqual([
      '/?type=Full-time&q=chef&page=2',
      '/?job=7',
      '/employers?search=Sun&sort=B&page=3',
      `/viewCompany/${companyId}?page=2`,
      `/viewCompany/${companyId}`,
      '/job/12',
    ]);
  });

  it('keeps every place of a list asked for several, each once, in the URL’s order (issue 28)', async () => {
    const { cachePage, rendered } = countingCache();
    await cachePage('/?location=Baa&utm_source=x&location=Lhaviyani&location=Baa&location=');
    await cachePage('/?location=Baa&location=Lhaviyani');
    await cachePage('/?location=Baa');
    await cachePage('/?location=Lhaviyani&location=Baa');
    expect(rendered).toEqual([
      '/?location=Baa&location=Lhaviyani',
      '/?location=Baa',
      '/?location=Lhaviyani&location=Baa',
    ]);
  });

  it('counts a job page view per page served, whatever its query', async () => {
    const { cachePage, rendered, views } = countingCache();
    await cachePage('/job/12?utm_campaign=launch');
    await cachePage('/job/12?fbclid=abc');
    await cachePage('/job/12');
    expect(rendered).toEqual(['/job/12']);
    expect(views).toEqual([12, 12, 12]);
  });

  it('keeps each language of a page apart, and ?lang= makes no other page (decision 0058)', async () => {
    const { cachePage, rendered } = countingCache();
    const english = await cachePage('/job/14');
    const dhivehi = await cachePage('/job/14?lang=dv', 'dv');
    await cachePage('/job/14', 'dv');
    await cachePage('/job/14?lang=en', 'en');
    // Rendered once per language, each from the canonical URL; the second of each comes from the cache.
    expect(rendered).toEqual(['/job/14', '/job/14']);
    expect(dhivehi).not.toBe(english);
    expect(await cachePage('/job/14', 'dv')).toBe(dhivehi);
    expect(await cachePage('/job/14', 'en')).toBe(english);
  });

  it('leaves the pages it does not keep to the renderer, with their whole URL', async () => {
    const { cachePage, rendered } = countingCache();
    await cachePage('/pricing?utm_source=a');
    await cachePage('/pricing?utm_source=a');
    expect(rendered).toEqual(['/pricing?utm_source=a', '/pricing?utm_source=a']);
  });
});

describe('server-rendered pages through the cache', () => {
  /** The HTML of a page as a browser receives it. */
  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('serves one rendered page for every spelling of its URL, rendered from its canonical URL', async () => {
    // The first visitor's URL carries tags the page does not read: the page is rendered without them, so
    // its pager links are the canonical ones everyone else gets too.
    const first = await page('/?utm_source=newsletter&type=Full-time&gclid=abc');
    expect(first).toContain('Lagoon Host');
    expect(first).toContain('href="/?type=Full-time&amp;page=2"');
    expect(first).not.toMatch(/utm_source|gclid/);
    // The same document (its render clock and query times included): kept, not rendered again.
    for (const url of ['/?type=Full-time', '/?type=Full-time&fbclid=1', '/?fbclid=2&type=Full-time&page=1'])
      expect(await page(url)).toBe(first);
    // A known parameter is its own page.
    const second = await page('/?type=Full-time&page=2&utm_source=newsletter');
    expect(second).not.toBe(first);
    expect(second).toContain('href="/?type=Full-time"');
  });
});
