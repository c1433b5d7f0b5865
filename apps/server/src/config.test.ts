import { execFile } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { buildTestApp } from '../test/helpers';

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

  it('npm start refuses to start with the problems printed and exit code 1', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
    const run = promisify(execFile)(tsx, [main], {
      env: { ...process.env, PORT: 'abc', TRUST_PROXY: 'true', DATABASE_URL: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 1 });
    const err = (await run.catch((e: { stderr: string }) => e)) as { stderr: string };
    expect(err.stderr).toContain("PORT must be a port number (1-65535), got 'abc'");
    expect(err.stderr).toContain('TRUST_PROXY must be a hop count');
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
