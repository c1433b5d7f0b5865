import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, loginViaApi } from '../support/session';
import { chromium, expect, test } from '../support/test';

// The installable portal (issue 30, points 3 and 5; decision 0054), on a phone. Every other journey runs
// with service workers blocked (playwright.config.ts); this one lets the portal's worker run, in a browser
// profile of its own: Chromium answers 'in-incognito' to any installability check in Playwright's usual
// throwaway contexts, and a persistent profile is what a phone has.

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

test('@phone the portal installs: manifest, service worker, no installability errors, an offline page', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pwa-'));
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());

  // Every kind of page links the manifest: the home page, a public page, a private page (client-rendered).
  await page.goto('/');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  for (const url of ['/about', '/login']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const manifestResponse = await request.get(href!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Maldives Job Portal', start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toBe('#0b7285');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Jobs', '/'],
    ['Saved jobs', '/my-jobs'],
    ['My applications', '/my-applications'],
  ]);

  // The worker registers after the page is interactive and activates.
  const activeWorker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { state: registration.active?.state, script: registration.active?.scriptURL ?? '' };
    });
  await expect.poll(async () => (await activeWorker()).state).toBe('activated');
  expect(new URL((await activeWorker()).script).pathname).toBe('/sw.js');
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Chromium's own verdict (the Lighthouse in use has no installability audit).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // The API is never answered from the worker's caches.
  const cachedApi = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((url) => url.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  // No connection: a page never opened shows the offline page, not the browser's error.
  await context.setOffline(true);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: '/tmp/pwa-shots/offline-phone.png' });
  await context.setOffline(false);

  // A page opened with a connection reads again without one: the copy the worker kept (NetworkFirst).
  const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.goto('/about');
  await ready();
  const aboutTitle = await page.title();
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page).toHaveTitle(aboutTitle);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await context.setOffline(false);

  // The pages one person opened are not kept for the next: a sign-in and a logout empty the copies.
  const kept = (pathname: string) =>
    page.evaluate(async (wanted) => {
      const requests = await (await caches.open('pages')).keys();
      return requests.some((request) => new URL(request.url).pathname === wanted);
    }, pathname);
  expect(await kept('/about')).toBe(true);
  await loginViaApi(page, request, DEMO.jobseeker);
  await page.goto('/my-jobs');
  await ready();
  await expect.poll(() => kept('/about')).toBe(false);
  await page.goto('/about');
  await ready();
  await expect.poll(() => kept('/about')).toBe(true);
  await page.goto('/logout');
  await page.waitForURL('**/login');
  await expect.poll(() => kept('/about')).toBe(false);

  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
