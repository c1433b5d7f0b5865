import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/log-redaction';
import { buildTestApp, type TestContext } from './helpers';

// Issue 7: the CSP must not upgrade requests (or pin HSTS) on a portal served over plain http, plugins
// are never embedded, and tokens in URLs never reach the access log.
describe('security headers', () => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    await ctx?.close();
    ctx = null;
  });

  it('over plain http: no upgrade-insecure-requests, no HSTS, object-src none', async () => {
    ctx = await buildTestApp({ APP_URL: 'http://192.168.1.20:3000' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    // The installable portal's manifest and service worker come from the portal itself (decision 0054).
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('over https: upgrade-insecure-requests and HSTS', async () => {
    ctx = await buildTestApp({ APP_URL: 'https://jobs.example.mv' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('access log redaction', () => {
  it('redacts reset and verify tokens and secret query values', () => {
    expect(redactUrl('/reset-password/abc123DEF')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/verify-email/12/tok-en_1?x=1')).toBe('/api/verify-email/12/[redacted]?x=1');
    expect(redactUrl('/verify-email/12/secret')).toBe('/verify-email/12/[redacted]');
    expect(redactUrl('/api/reset-password?token=abc&email=a%40b.mv')).toBe(
      '/api/reset-password?token=[redacted]&email=a%40b.mv',
    );
    expect(redactUrl('/api/allJobs/filter?page=2')).toBe('/api/allJobs/filter?page=2');
  });

  it('never writes a token of a visited link to the log', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/verify-email/7/very-secret-token-1' });
      await ctx.app.inject({ method: 'GET', url: '/reset-password/very-secret-token-2' });
      expect(log).toContain('/api/verify-email/7/[redacted]');
      expect(log).toContain('/reset-password/[redacted]');
      expect(log).not.toContain('very-secret-token');
    } finally {
      await ctx.close();
    }
  });
});
