import { execFile } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, isLoopbackUrl, loadConfig } from './config';
import { buildTestApp, TEST_BANK } from '../test/helpers';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('configuration checks (issue 6)', () => {
  it('accepts the defaults and a full valid set', () => {
    expect(problemsOf({})).toEqual([]);
    expect(
      problemsOf({
        PORT: '8080',
        APP_URL: 'https://jobs.example.mv',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        SMTP_URL: 'smtp://relay:587',
        ADMIN_EMAIL: 'ops@jobs.mv',
        ADMIN_PASSWORD: 'long-enough-1',
        DEMO_DATA: 'off',
        ...TEST_BANK,
        TRUST_PROXY: '10.0.0.0/8, loopback',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual([]);
  });

  it('reports every bad variable at once, each with its own message', () => {
    const problems = problemsOf({
      PORT: 'abc',
      APP_URL: 'jobs.example.mv',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://relay',
      ADMIN_EMAIL: 'ops@jobs.mv',
      DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
      AUTH_RATE_LIMIT: '-1',
      PARTNER_WEBHOOK_URL: 'https://partner.example/hook',
    });
    expect(problems).toEqual([
      "PORT must be a port number (1-65535), got 'abc'",
      "AUTH_RATE_LIMIT must be a positive whole number, got '-1'",
      "APP_URL must be an http(s) URL such as https://jobs.example.mv, got 'jobs.example.mv'",
      "DATABASE_URL must be a postgres:// connection URL, got 'mysql://x'",
      "SMTP_URL must be an smtp:// or smtps:// URL, got 'http://relay'",
      'PARTNER_WEBHOOK_SECRET must be set when PARTNER_WEBHOOK_URL is set (deliveries are signed)',
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      "DEMO_DATA must be one of 1, true, on, yes, 0, false, off, no, got 'maybe'",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    ]);
  });

  it('reads TRUST_PROXY as a hop count or addresses/CIDRs, and refuses true and junk', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
    expect(loadConfig({ TRUST_PROXY: '203.0.113.7' }).trustProxy).toBe('203.0.113.7');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    for (const bad of ['true', 'yes', '10.0.0.0/99', 'proxy.example', '1.2.3']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0], bad).toMatch(/^TRUST_PROXY must be a hop count/);
    }
  });

  it('reads JOB_FORM_CLOSES_AT as a date (the end of that day in the Maldives) or a timestamp', () => {
    expect(loadConfig({}).jobFormClosesAt).toBeNull();
    expect(loadConfig({ JOB_FORM_CLOSES_AT: '2026-11-30' }).jobFormClosesAt).toBe('2026-11-30T18:59:59.999Z');
    expect(loadConfig({ JOB_FORM_CLOSES_AT: '2026-11-30T17:00:00+05:00' }).jobFormClosesAt).toBe(
      '2026-11-30T12:00:00.000Z',
    );
    for (const bad of ['soon', '30/11/2026', '2026-13-45']) {
      expect(problemsOf({ JOB_FORM_CLOSES_AT: bad })[0], bad).toMatch(
        /^JOB_FORM_CLOSES_AT must be an ISO date/,
      );
    }
  });

  it('reads BUSINESS_TIN (at most 40 characters) and INVOICE_DUE_DAYS (1-365, 14 by default) (issue 25, point 8)', () => {
    expect(loadConfig({})).toMatchObject({ businessTin: null, invoiceDueDays: 14 });
    expect(loadConfig({ BUSINESS_TIN: ' 1009876GST501 ', INVOICE_DUE_DAYS: '30' })).toMatchObject({
      businessTin: '1009876GST501',
      invoiceDueDays: 30,
    });
    expect(loadConfig({ INVOICE_DUE_DAYS: '1' }).invoiceDueDays).toBe(1);
    expect(loadConfig({ INVOICE_DUE_DAYS: '365' }).invoiceDueDays).toBe(365);
    expect(problemsOf({ BUSINESS_TIN: 'x'.repeat(41) })).toEqual([
      `BUSINESS_TIN must be a tax number of at most 40 characters, got '${'x'.repeat(41)}'`,
    ]);
    for (const bad of ['0', '366', '14.5', 'two weeks', '-3']) {
      expect(problemsOf({ INVOICE_DUE_DAYS: bad }), bad).toEqual([
        `INVOICE_DUE_DAYS must be a whole number of days (1-365), got '${bad}'`,
      ]);
    }
  });

  it('gives every variable its default when unset or empty, external services off (issue 26, point 7)', () => {
    const defaults = {
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      appName: 'Maldives Job Portal',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: 'Maldives Job Portal <no-reply@jobs.mv>',
      s3: null,
      adminEmail: null,
      adminPassword: null,
      demoData: 'auto',
      partnerWebhookUrl: null,
      partnerWebhookSecret: null,
      facebook: null,
      supportPhone: '+960 300 0000',
      supportEmail: 'support@jobs.mv',
      businessTin: null,
      invoiceDueDays: 14,
      production: false,
      authRateLimit: 10,
      logLevel: 'info',
      trustProxy: false,
      jobFormClosesAt: null,
    };
    expect(loadConfig({})).toMatchObject(defaults);
    expect(loadConfig({}).webSsrEntry).toMatch(/apps\/web\/dist-ssr\/entry-server\.js$/);
    expect(loadConfig({}).webDistDir).toMatch(/apps\/web\/dist$/);
    // An empty variable (`SMTP_URL=` in a compose file) is unset, not a value to check or use.
    const empty = Object.fromEntries(ENVIRONMENT_VARIABLES.map((name) => [name, '']));
    expect(problemsOf(empty)).toEqual([]);
    expect(loadConfig(empty)).toMatchObject(defaults);
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('reads each external service as on only when its variables are set', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      APP_URL: 'http://localhost:8080/',
      SMTP_URL: 'smtps://relay:465',
      S3_BUCKET: 'cvs',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      FACEBOOK_PAGE_ID: ' 42 ',
      FACEBOOK_PAGE_TOKEN: 'token',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/graph/',
      WEB_SSR: 'false',
      AUTH_RATE_LIMIT: '1000',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'http://localhost:8080',
      smtpUrl: 'smtps://relay:465',
      s3: {
        bucket: 'cvs',
        endpoint: null,
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        sessionToken: null,
      },
      facebook: { pageId: '42', pageToken: 'token', graphUrl: 'http://127.0.0.1:9/graph' },
      webSsrEntry: null,
      authRateLimit: 1000,
    });
  });

  it('refuses numbers out of range or not whole, naming the variable', () => {
    for (const bad of ['0', '65536', '3000.5', '1e3', 'eighty']) {
      expect(problemsOf({ PORT: bad }), bad).toEqual([`PORT must be a port number (1-65535), got '${bad}'`]);
    }
    expect(problemsOf({ AUTH_RATE_LIMIT: '0' })).toEqual([
      "AUTH_RATE_LIMIT must be a positive whole number, got '0'",
    ]);
  });

  it('reports the pairs that must be set together, and a bad address as well', () => {
    expect(problemsOf({ FACEBOOK_PAGE_TOKEN: 'token', FACEBOOK_GRAPH_URL: 'graph' })).toEqual([
      'FACEBOOK_PAGE_ID and FACEBOOK_PAGE_TOKEN must be set together',
      "FACEBOOK_GRAPH_URL must be an http(s) URL, got 'graph'",
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'ops', ADMIN_PASSWORD: 'short' })).toEqual([
      "ADMIN_EMAIL must be an email address, got 'ops'",
      'ADMIN_PASSWORD must be at least 8 characters',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'ops' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      "ADMIN_EMAIL must be an email address, got 'ops'",
    ]);
  });

  it('npm start refuses to start with the problems printed and exit code 1', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
    const run = promisify(execFile)(tsx, [main], {
      env: {
        ...process.env,
        PORT: 'abc',
        TRUST_PROXY: 'true',
        DATABASE_URL: '',
        APP_URL: 'https://jobs.example.mv',
      },
    });
    await expect(run).rejects.toMatchObject({ code: 1 });
    const err = (await run.catch((e: { stderr: string }) => e)) as { stderr: string };
    expect(err.stderr).toContain("PORT must be a port number (1-65535), got 'abc'");
    expect(err.stderr).toContain('TRUST_PROXY must be a hop count');
    expect(err.stderr).toContain(
      "BANK_ACCOUNT_MVR must be set when APP_URL is public (https://jobs.example.mv): invoices would show the placeholder '7730000000000'",
    );
  });
});

describe('a public APP_URL is a real deployment (issue 24, point 11)', () => {
  const PUBLIC = 'https://jobs.example.mv';

  it('tells a developer machine (localhost, 127.0.0.0/8, ::1) from every other address', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://portal.localhost:3000',
      'http://127.0.0.1:3391',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      PUBLIC,
      'http://portal.test',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://[::2]',
      'http://localhost.example.mv',
      'http://128.0.0.1',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('keeps the demo data automatic on a loopback APP_URL (or none) with the placeholder bank details', () => {
    expect(loadConfig({}).demoData).toBe('auto');
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3391' }).demoData).toBe('auto');
    expect(loadConfig({ APP_URL: 'http://localhost:3000' }).bank.accountMvr).toBe('7730000000000');
  });

  it('turns automatic demo data off on a public APP_URL: only DEMO_DATA=true adds it', () => {
    expect(loadConfig({ APP_URL: PUBLIC, ...TEST_BANK }).demoData).toBe(false);
    expect(loadConfig({ APP_URL: PUBLIC, ...TEST_BANK, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ APP_URL: PUBLIC, ...TEST_BANK, DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('refuses the placeholder bank details on a public APP_URL, one line per variable', () => {
    expect(problemsOf({ APP_URL: PUBLIC })).toEqual([
      "BANK_NAME must be set when APP_URL is public (https://jobs.example.mv): invoices would show the placeholder 'Bank of Maldives'",
      "BANK_ACCOUNT_NAME must be set when APP_URL is public (https://jobs.example.mv): invoices would show the placeholder 'Maldives Job Portal Pvt Ltd'",
      "BANK_ACCOUNT_MVR must be set when APP_URL is public (https://jobs.example.mv): invoices would show the placeholder '7730000000000'",
      "BANK_ACCOUNT_USD must be set when APP_URL is public (https://jobs.example.mv): invoices would show the placeholder '7730000000001'",
    ]);
    expect(
      problemsOf({
        APP_URL: PUBLIC,
        ...TEST_BANK,
        BANK_ACCOUNT_MVR: '7730000000000',
        BANK_ACCOUNT_USD: ' 7730000000001 ',
      }),
    ).toEqual([
      "BANK_ACCOUNT_MVR must be the portal's own account number, not the placeholder, got '7730000000000'",
      "BANK_ACCOUNT_USD must be the portal's own account number, not the placeholder, got ' 7730000000001 '",
    ]);
    // The portal's bank may well be the Bank of Maldives: a name given explicitly is taken as given.
    expect(problemsOf({ APP_URL: PUBLIC, ...TEST_BANK })).toEqual([]);
    expect(loadConfig({ APP_URL: PUBLIC, ...TEST_BANK }).bank).toEqual({
      name: 'Bank of Maldives',
      accountName: 'Maldives Job Portal Pvt Ltd',
      accountMvr: '7701234567001',
      accountUsd: '7701234567002',
    });
  });
});

describe('client addresses behind proxies', () => {
  /** The client address the app logs for one request (the access log's remoteAddress is request.ip). */
  const logged = async (
    env: Record<string, string>,
    requests: { remoteAddress: string; forwarded?: string }[],
  ) => {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    });
    const ctx = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logStream: stream });
    try {
      for (const r of requests) {
        await ctx.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: r.remoteAddress,
          headers: r.forwarded ? { 'x-forwarded-for': r.forwarded } : {},
        });
      }
      const ips = lines
        .filter((l) => l.msg === 'incoming request')
        .map((l) => (l.req as { remoteAddress: string }).remoteAddress);
      const warnings = lines.filter((l) => String(l.msg).startsWith('X-Forwarded-For received'));
      return { ips, warnings };
    } finally {
      await ctx.close();
    }
  };

  it('a hop count trusts exactly that many proxies; a spoofed left-most address is ignored', async () => {
    const one = await logged({ TRUST_PROXY: '1' }, [
      { remoteAddress: '10.0.0.5', forwarded: '6.6.6.6, 198.51.100.9' },
    ]);
    expect(one.ips).toEqual(['198.51.100.9']);
    expect(one.warnings).toHaveLength(0);
  });

  it('a CIDR trusts only proxies inside it', async () => {
    const { ips } = await logged({ TRUST_PROXY: '10.0.0.0/8' }, [
      { remoteAddress: '10.0.0.5', forwarded: '198.51.100.9' },
      { remoteAddress: '192.0.2.1', forwarded: '198.51.100.9' },
    ]);
    expect(ips).toEqual(['198.51.100.9', '192.0.2.1']);
  });

  it('without TRUST_PROXY uses the peer address and warns once when X-Forwarded-For arrives', async () => {
    const { ips, warnings } = await logged({}, [
      { remoteAddress: '10.0.0.5' },
      { remoteAddress: '10.0.0.5', forwarded: '198.51.100.9' },
      { remoteAddress: '10.0.0.5', forwarded: '198.51.100.10' },
    ]);
    expect(ips).toEqual(['10.0.0.5', '10.0.0.5', '10.0.0.5']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
  });
});
