import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';

// The built web app as the server serves it: a small stand-in build written to disk for this file.
let t: TestContext;
let dist: string;
const script = 'console.log("portal");'.repeat(200);
const serviceWorker = 'self.addEventListener("fetch", () => {});'.repeat(50);
const manifestLink = '<link rel="manifest" href="/manifest.webmanifest">';
const webManifest = {
  name: 'Maldives Job Portal',
  short_name: 'MV Jobs',
  start_url: '/',
  display: 'standalone',
};

beforeAll(async () => {
  dist = path.join(process.env.TMPDIR ?? '/tmp', `portal-web-dist-${process.pid}-${Date.now()}`);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Portal</title>${manifestLink}</head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  // What vite-plugin-pwa writes beside index.html (decision 0054).
  fs.writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(serviceWorker));
  fs.writeFileSync(path.join(dist, 'workbox-1a2b3c.js'), 'self.workbox = {};');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
  t = await buildTestApp({ WEB_DIST_DIR: dist, SUPPORT_PHONE: '+960 123 4567' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends pre-compressed assets with long caching', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the service worker and its Workbox runtime to be revalidated on every load, compressed', async () => {
    const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(serviceWorker);
    const runtime = await t.app.inject({ url: '/workbox-1a2b3c.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('sends the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(webManifest);
  });

  it('links the manifest from every page it answers: public, private, not found', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/about', 200],
      ['/my-jobs', 200],
      ['/job/424242', 404],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain(manifestLink);
    }
  });

  it('answers page routes with index.html, its head and the deployment settings, compressed', async () => {
    const res = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="canonical" href="http://portal.test/about"');
    expect(html).toContain('name="app-config"');
    expect(html).toContain('+960 123 4567');
  });

  it('answers an unknown job page with 404 and the app (the page shows not found)', async () => {
    const res = await t.app.inject({ url: '/job/424242' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers a path the web app does not have with 404, the app and a not-found title (issue 7)', async () => {
    for (const url of ['/no-such-page', '/jobs/extra/segments', '/viewCompany']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Page not found | Maldives Job Portal</title>');
      expect(res.body).toContain('noindex');
    }
    // Every page of the web app is a 200, private areas included.
    for (const url of ['/login', '/register', '/reset-password/abc', '/my-company', '/employ/talent-pool']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('answers unknown API paths and missing files with the JSON 404', async () => {
    for (const url of ['/api/nope', '/assets/missing.js', '/favicon-missing.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        code: 'not_found',
        message_key: 'not_found',
        message: 'Not found',
      });
    }
    const post = await t.app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/fields', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as { status: number };
    expect(body.status).toBe(200);
  });
});
