import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { buildEmployer, buildJob } from '../../test/factories';
import { jobViews } from '../db/schema';
import { buildTestApp, type TestContext } from '../../test/helpers';

// Public pages rendered on the server with their data (issue 13, decision 0024): the web app's own
// renderer, loaded from its source (apps/web/src/entry-server.tsx), into a stand-in build's template.

let t: TestContext;
let dist: string;
let chef: { id: number };
let company: { id: number; name: string };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portal</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/Box-abc.js"></head><body><div id="root"></div></body></html>',
  );
  // The build manifest's stylesheets of the pages and of the slices they are drawn with (lib/lazy-slice.tsx).
  const sheet = (name: string) => ({ file: `assets/${name}.js`, css: [`assets/${name}.css`] });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { ...sheet('index'), isEntry: true },
      'src/components/app-footer.tsx': sheet('app-footer'),
      'src/features/jobs/pages/home-page.tsx': sheet('home-page'),
      'src/features/jobs/components/stats-banner.tsx': sheet('stats-banner'),
      'src/features/jobs/components/job-list-rows.tsx': sheet('job-list-rows'),
      'src/features/jobs/components/job-detail-modal.tsx': sheet('job-detail-modal'),
      'src/features/jobs/pages/job-page.tsx': sheet('job-page'),
      'src/features/jobs/components/job-detail-parts.tsx': sheet('job-detail-parts'),
    }),
  );
  t = await buildTestApp({
    WEB_DIST_DIR: dist,
    WEB_SSR: 'true',
    WEB_SSR_ENTRY: path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx'),
  });
  const employer = await buildEmployer(t.app, { company: { name: 'Sun Island Resort' } });
  company = employer.company;
  chef = await buildJob(t.app, company.id, {
    title: 'Chef de Partie',
    description: '<p>Cook for our guests in the island kitchen.</p>',
    category: 'Food & Beverage',
  });
  await buildJob(t.app, company.id, {
    title: 'Night Auditor </script><script>alert(1)</script>',
    category: 'Accounting',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The page as a browser receives it: status, the HTML inside #root, and the handed-over query results. */
async function page(url: string) {
  const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  const html =
    res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="query-state">/.exec(html);
  const state = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { status: res.statusCode, headers: res.headers, html, root: root?.[1] ?? null, state };
}

/** Visible text of some HTML (tags dropped, the few entities React writes decoded). */
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server-rendered public pages', () => {
  it('/ arrives with the first page of jobs, the numbers and the filters, and hands the answers over', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const shown = text(res.root!);
    expect(shown).toContain('Chef de Partie');
    expect(shown).toContain('Sun Island Resort');
    expect(shown).toContain('2 Job Openings');
    expect(shown).toContain('Open Jobs');
    expect(res.root).toContain(`href="/job/${chef.id}"`);
    // What the browser's query cache starts from: the same list, so it does not fetch it again.
    const state = JSON.parse(res.state!) as { queries: { queryKey: unknown[]; state: { status: string } }[] };
    const keys = state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(['jobs', 'list', { page: 1 }]));
    expect(keys).toContain(JSON.stringify(['homedash']));
    expect(keys).toContain(JSON.stringify(['fields']));
    expect(state.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it("/ renders the URL's filters and keyword", async () => {
    const res = await page('/?category=Accounting');
    const shown = text(res.root!);
    expect(shown).toContain('Night Auditor');
    expect(shown).not.toContain('Chef de Partie');
    expect(shown).toContain('1 Job Opening');
    const keyword = text((await page('/?q=chef')).root!);
    expect(keyword).toContain('Chef de Partie');
    expect(keyword).not.toContain('Night Auditor');
  });

  it('nothing in the data can end a <script> element or run', async () => {
    const res = await page('/');
    expect(res.html).not.toContain('<script>alert(1)');
    expect(res.state).not.toMatch(/<\/script/i);
    expect(JSON.stringify(JSON.parse(res.state!))).toContain('</script><script>alert(1)</script>');
  });

  it('/job/{id} arrives with the job; an unknown job is 404 with its not-found message', async () => {
    const res = await page(`/job/${chef.id}`);
    expect(res.status).toBe(200);
    const shown = text(res.root!);
    expect(shown).toContain('Chef de Partie');
    expect(shown).toContain('Cook for our guests in the island kitchen.');
    expect(shown).toContain('Sun Island Resort');
    const missing = await page('/job/987654');
    expect(missing.status).toBe(404);
    expect(text(missing.root!)).toContain('Job not found');
    // The failed query is handed over too, so the browser shows the same message without a flash.
    const state = JSON.parse(missing.state!) as { queries: { state: { status: string } }[] };
    expect(state.queries[0]?.state.status).toBe('error');
  });

  it('/employers and /viewCompany/{id} arrive with the employer; an unknown employer is 404', async () => {
    const list = await page('/employers');
    expect(list.status).toBe(200);
    expect(text(list.root!)).toContain('Sun Island Resort');
    const profile = await page(`/viewCompany/${company.id}`);
    expect(profile.status).toBe(200);
    const shown = text(profile.root!);
    expect(shown).toContain('Sun Island Resort');
    expect(shown).toContain('Chef de Partie');
    const missing = await page('/viewCompany/987654');
    expect(missing.status).toBe(404);
    expect(text(missing.root!)).toContain(MESSAGES.employerNotFound);
  });

  it('/viewCompany/{id} of an unverified or deleted employer is 404 and shows nothing of it (issue 24, point 5)', async () => {
    const intro = '<p>Our secret expansion plans for the atolls.</p>';
    const unverified = await buildEmployer(t.app, {
      verified: false,
      company: { name: 'Unlisted Lagoon Traders', introduction: intro },
    });
    const deleted = await buildEmployer(t.app, {
      company: { name: 'Gone Reef Ventures', introduction: intro, deletedAt: new Date().toISOString() },
    });
    // Its job, closed by the deletion, was published once.
    await buildJob(t.app, deleted.company.id, { title: 'Left Behind Job', active: false });
    for (const [id, name] of [
      [unverified.company.id, 'Unlisted Lagoon Traders'],
      [deleted.company.id, 'Gone Reef Ventures'],
    ] as const) {
      const res = await page(`/viewCompany/${id}`);
      expect(res.status, name).toBe(404);
      expect(res.html, name).not.toContain(name);
      expect(res.html, name).not.toContain('secret expansion');
      expect(res.html, name).toMatch(/<title>Employer not found \| [^<]+<\/title>/);
      expect(text(res.root!), name).toContain(MESSAGES.employerNotFound);
    }
    // A listed employer's page is still there; the sitemap names only it.
    expect((await page(`/viewCompany/${company.id}`)).status).toBe(200);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/viewCompany/${company.id}<`);
    expect(sitemap).not.toContain(`/viewCompany/${deleted.company.id}<`);
  });

  it.each([
    ['/pricing', 'Pay-per-job'],
    ['/about', 'About'],
    ['/tos', 'Terms of Use'],
    ['/download', 'app'],
    ['/talent-pool', 'Get Subscribed'],
    ['/job-form', 'Assistant'],
  ])('%s arrives complete', async (url, expected) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(text(res.root!)).toContain(expected);
  });

  it('leaves unknown routes (404) and the signed-in areas to the browser', async () => {
    const unknown = await t.app.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('query-state');
    for (const url of ['/login', '/profile', '/jobs', '/employ/talent-pool', '/admin']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('lets the stylesheets have the link first: no module preloads, the entry at a low priority', async () => {
    const rendered = await page('/');
    expect(rendered.html).not.toContain('modulepreload');
    expect(rendered.html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    // A page left to the browser keeps them: it has nothing to show before its scripts.
    const shell = await t.app.inject({ url: '/login' });
    expect(shell.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Box-abc.js">');
  });

  it("links the stylesheets of the page and of every part it was drawn with, and no other's", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/assets\/([\w-]+)\.css">/g)].map(
        (m) => m[1],
      );
    // Parts whose code comes after the page is interactive are styled from the first paint: no shift.
    expect(links((await page('/')).html)).toEqual(
      expect.arrayContaining(['home-page', 'stats-banner', 'job-list-rows', 'app-footer']),
    );
    expect(links((await page('/')).html)).not.toContain('job-detail-modal');
    const job = links((await page(`/job/${chef.id}`)).html);
    expect(job).toEqual(expect.arrayContaining(['job-page', 'job-detail-parts', 'app-footer']));
    expect(job).not.toContain('job-list-rows');
  });

  it('keeps a rendered page under the public stamp: the same HTML until a job changes', async () => {
    const first = await page('/?type=Full-time');
    expect((await page('/?type=Full-time')).html).toBe(first.html);
    await buildJob(t.app, company.id, { title: 'Reef Guide', type: 'Full-time' });
    const after = await page('/?type=Full-time');
    expect(text(after.root!)).toContain('Reef Guide');
    expect(text(first.root!)).not.toContain('Reef Guide');
  });

  it('counts every visit to a job page as one view, rendered or from the page cache', async () => {
    const job = await buildJob(t.app, company.id, { title: 'Boat Captain' });
    const first = await page(`/job/${job.id}`);
    expect(first.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await page(`/job/${job.id}`)).html).toBe(first.html);
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db.select().from(jobViews).where(eq(jobViews.jobId, job.id));
        expect(row?.views).toBe(3);
      },
      { timeout: 8000, interval: 250 },
    );
  });

  it('keeps the head of decision 0007 in the same answer', async () => {
    const res = await page(`/job/${chef.id}`);
    expect(res.html).toMatch(/<title>Chef de Partie at Sun Island Resort \| [^<]+<\/title>/);
    expect(res.html).toContain('"@type":"JobPosting"');
    expect(res.html.indexOf('</head>')).toBeLessThan(res.html.indexOf('<div id="root">'));
  });
});

// Issue 31 point 3 (decision 0058): the page in the visitor's language, chosen by ?lang= or the cookie.
describe('the page in Dhivehi or English', () => {
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const THAANA = /[\u0780-\u07BF]/;

  it('?lang=dv renders <html lang="dv" dir="rtl"> and Dhivehi text, and remembers it for a year', async () => {
    const res = await get('/?lang=dv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="dv" dir="rtl">/);
    const root = text(/<div id="root">([\s\S]*)<\/div><script/.exec(res.body)![1]!);
    expect(root).toMatch(THAANA);
    expect(root).toContain('ދިވެހިރާއްޖޭގައި ތިބާގެ ދެން އޮތް ވަޒީފާ ހޯދާ');
    expect(root).not.toContain('Find your next job in the Maldives');
    // The job itself stays as its employer wrote it.
    expect(root).toContain('Chef de Partie');
    expect(res.headers['set-cookie']).toBe('lang=dv; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
  });

  it('the cookie alone gives Dhivehi; without it the same URL is English, from its own cache entry', async () => {
    const dv = await get(`/job/${chef.id}`, 'theme=x; lang=dv');
    expect(dv.body).toMatch(/<html lang="dv" dir="rtl">/);
    expect(dv.headers['set-cookie']).toBeUndefined();
    const en = await get(`/job/${chef.id}`);
    expect(en.body).toMatch(/<html lang="en" dir="ltr">/);
    // No Thaana but the switch's own name ('ދިވެހި', marked lang="dv").
    expect(en.body.replace(/<a [^>]*data-lang-switch="dv"[^>]*>[^<]*<\/a>/, '')).not.toMatch(THAANA);
    expect(String(en.headers.vary)).toMatch(/Cookie/i);
    // And the Dhivehi page is still Dhivehi after the English one was kept.
    expect((await get(`/job/${chef.id}`, 'lang=dv')).body).toMatch(THAANA);
  });

  it('?lang=en switches back over the cookie; an unknown language is English and sets nothing', async () => {
    const back = await get('/?lang=en', 'lang=dv');
    expect(back.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(back.headers['set-cookie']).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    for (const [url, cookie] of [
      ['/?lang=fr', undefined],
      ['/?lang=%00%ff', 'lang=<script>'],
      ['/?lang=dv&lang=en', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<html lang="(en|dv)" dir="(ltr|rtl)">/);
    }
    expect((await get('/?lang=fr')).headers['set-cookie']).toBeUndefined();
    expect((await get('/?lang=fr')).body).toMatch(/<html lang="en" dir="ltr">/);
  });
});

// Issue 28: a job's place is shown as people read it on its server-rendered page (last: it adds a job).
describe('a job on a resort, server-rendered', () => {
  it('/job/{id} shows "Soneva Fushi (resort), Baa", and the home page row too', async () => {
    const job = await buildJob(t.app, company.id, {
      title: 'Dive Instructor',
      location: 'Soneva Fushi (resort), Baa',
      placeKind: 'resort',
      placeAtoll: 'B',
      placeResort: 'Soneva Fushi',
    });
    const shown = text((await page(`/job/${job.id}`)).root!);
    expect(shown).toContain('Dive Instructor');
    expect(shown).toContain('Soneva Fushi (resort), Baa');
    const row = text((await page('/?location=Baa')).root!);
    expect(row).toContain('Dive Instructor');
    expect(row).toContain('Soneva Fushi (resort), Baa');
    expect(row).not.toContain('Chef de Partie');
  });
});
