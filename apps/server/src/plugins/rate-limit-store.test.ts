import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { buildJobseeker, DEFAULT_PASSWORD } from '../../test/factories';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { rateLimits } from '../db/schema';
import { createRateLimitStore, type RateLimitHit, type RateLimitStoreOptions } from './rate-limit-store';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

/** A clock the test moves itself: windows pass without waiting (the store uses the database's now()). */
function testClock() {
  let at = Date.now();
  return {
    now: () => sql`${new Date(at).toISOString()}::timestamptz`,
    advance(ms: number) {
      at += ms;
    },
  };
}

/** A route's store, as the plugin makes it: the global store's child for that route. */
function routeStore(
  Store: ReturnType<typeof createRateLimitStore>,
  url: string,
  extra: RateLimitStoreOptions = {},
) {
  return new Store({}).child({ ...extra, routeInfo: { method: 'POST', url } });
}
type Store = ReturnType<typeof routeStore>;
const incr = (store: Store, key: string, timeWindow: number, max: number) =>
  new Promise<RateLimitHit | undefined>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res)), timeWindow, max),
  );
const read = (store: Store, key: string) =>
  new Promise<RateLimitHit | undefined>((resolve, reject) =>
    store.read(key, (err, res) => (err ? reject(err) : resolve(res)), 200, 2),
  );

describe('database rate-limit store', () => {
  it('counts hits per route and client within the window, then starts a new window', async () => {
    const clock = testClock();
    const Store = createRateLimitStore(t.app.db, undefined, clock);
    const login = routeStore(Store, '/api/login');
    const register = routeStore(Store, '/api/register');

    const first = await incr(login, '192.0.2.1', 200, 2);
    expect(first).toEqual({ current: 1, ttl: 200 });
    expect((await incr(login, '192.0.2.1', 200, 2))?.current).toBe(2);
    const third = await incr(login, '192.0.2.1', 200, 2);
    expect(third?.current).toBe(3);
    expect(third?.ttl).toBe(200);
    // Another route and another client count apart.
    expect((await incr(register, '192.0.2.1', 200, 2))?.current).toBe(1);
    expect((await incr(login, '192.0.2.2', 200, 2))?.current).toBe(1);
    // read does not count.
    expect((await read(login, '192.0.2.1'))?.current).toBe(3);
    expect((await read(login, '192.0.2.1'))?.current).toBe(3);
    expect(await read(login, '192.0.2.99')).toEqual({ current: 0, ttl: 0 });

    const [row] = await t.app.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'POST/api/login-192.0.2.1'));
    expect(row?.count).toBe(3);

    clock.advance(199);
    expect(await read(login, '192.0.2.1')).toEqual({ current: 3, ttl: 1 });
    clock.advance(1);
    expect(await read(login, '192.0.2.1')).toEqual({ current: 0, ttl: 0 });
    expect(await incr(login, '192.0.2.1', 200, 2)).toEqual({ current: 1, ttl: 200 });
  });

  it('restarts the window on every hit over the limit with continueExceeding', async () => {
    const clock = testClock();
    const Store = createRateLimitStore(t.app.db, undefined, clock);
    const store = routeStore(Store, '/api/continue', { continueExceeding: true });
    expect((await incr(store, '192.0.2.3', 300, 1))?.current).toBe(1);
    clock.advance(100);
    expect((await incr(store, '192.0.2.3', 300, 1))?.ttl).toBe(300);
    clock.advance(250);
    // 350 ms after the first hit, but the window restarted at the second.
    expect((await incr(store, '192.0.2.3', 300, 1))?.current).toBe(3);
  });

  it('shares one counter between routes of the same groupId', async () => {
    const Store = createRateLimitStore(t.app.db);
    const a = routeStore(Store, '/api/a', { groupId: 'mail' });
    const b = routeStore(Store, '/api/b', { groupId: 'mail' });
    expect((await incr(a, '192.0.2.4', 1000, 5))?.current).toBe(1);
    expect((await incr(b, '192.0.2.4', 1000, 5))?.current).toBe(2);
  });

  it('refuses exponentialBackoff, which it does not implement', () => {
    const Store = createRateLimitStore(t.app.db);
    expect(() => new Store({ exponentialBackoff: true })).toThrow(/exponentialBackoff/);
  });

  it('lets the request through and logs a warning when the database call fails (fails open)', async () => {
    // A database without the rate_limits table: every call fails.
    const bare = await openDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      const warn = vi.fn();
      const Store = createRateLimitStore(bare.db, { warn } as unknown as FastifyBaseLogger);
      const store = routeStore(Store, '/api/login');
      expect(await incr(store, '192.0.2.5', 1000, 1)).toEqual({ current: 0, ttl: 0 });
      expect(await read(store, '192.0.2.5')).toEqual({ current: 0, ttl: 0 });
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0]?.[0]).toMatchObject({ rateLimitKey: 'POST/api/login-192.0.2.5' });
    } finally {
      await bare.close();
    }
  });
});

describe('login limit across instances', () => {
  const login = (app: TestContext['app'], email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('answers the 4th login after 3 failures with 429 and keeps the failures in the database', async () => {
    const user = await buildJobseeker(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await login(t.app, user.email, 'wrong-password', '203.0.113.20')).statusCode).toBe(401);
    }
    const res = await login(t.app, user.email, DEFAULT_PASSWORD, '203.0.113.20');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message_key: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Every attempt is counted before the password check (modules/accounts/throttles.ts): 3 failures and
    // the refused fourth, under the address + account key.
    const [row] = await t.app.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login:pair:203.0.113.20:${user.email}`));
    expect(row?.count).toBe(4);
  });

  it('shares one limit between two apps on one database handle', async () => {
    const other = await buildApp({ config: t.config, database: t.app.database });
    try {
      const user = await buildJobseeker(t.app);
      for (const app of [t.app, t.app, other]) {
        expect((await login(app, user.email, 'wrong-password', '203.0.113.21')).statusCode).toBe(401);
      }
      expect((await login(other, user.email, DEFAULT_PASSWORD, '203.0.113.21')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shares one limit between two instances on the same PostgreSQL database (needs TEST_DATABASE_URL: PGlite is one in-process database that a second instance cannot open)',
    async () => {
      const a = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
      const b = await buildTestApp({ AUTH_RATE_LIMIT: '3' }, { databaseUrl: a.databaseUrl! });
      try {
        expect(b.databaseUrl).toBe(a.databaseUrl);
        const user = await buildJobseeker(a.app);
        for (const app of [a.app, a.app, b.app]) {
          expect((await login(app, user.email, 'wrong-password', '203.0.113.22')).statusCode).toBe(401);
        }
        const res = await login(b.app, user.email, DEFAULT_PASSWORD, '203.0.113.22');
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          status: 429,
          code: 'rate_limited',
          message_key: 'too_many_requests',
          message: MESSAGES.tooManyRequests,
        });
        // Another client is not affected, on either instance.
        expect((await login(a.app, user.email, DEFAULT_PASSWORD, '203.0.113.23')).statusCode).toBe(200);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
