import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// A @fastify/rate-limit store on the database (DESIGN §7: no state in process memory that another
// instance would need), so a limit holds however many instances answer. It follows the interface of
// the plugin's own LocalStore/RedisStore (v11): constructed with the plugin options,
// `incr(key, cb, timeWindow, max)` calling back `(err, { current, ttl })` with ttl in ms, a
// non-mutating `read` with the same arguments, and `child(routeOptions)` for each limited route.
// Decision 0010 (docs/decisions/0010-rate-limits-and-purge.md).

export interface RateLimitHit {
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}
type Callback = (err: Error | null, result?: RateLimitHit) => void;

/** The part of the plugin's options (global, or merged with a route's) that the store reads. */
export interface RateLimitStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The window as an interval; `ms` comes from the plugin (a number of milliseconds), never a client. */
const windowInterval = (ms: number) =>
  sql`(${Math.max(0, Math.trunc(ms))}::double precision * interval '1 millisecond')`;
/** Milliseconds until `reset_at` (0 once passed), on the store's clock. */
const ttlSql = (now: SQL) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - ${now})) * 1000))::bigint`.mapWith(
    Number,
  );

/** The database's clock, which all instances share. */
const databaseNow = () => sql`now()`;

export interface RateLimitStoreClock {
  /** The current time as SQL; tests pass a time they move themselves instead of waiting. */
  now?: () => SQL;
}

/**
 * The store class for `app.register(rateLimit, { store })`, bound to `db` (the plugin constructs the
 * store itself, so the database comes through this closure).
 *
 * Keys are `<method><url>-<client key>` (the route prefix comes from `child`, as RedisStore does), or
 * `group:<groupId>-<client key>` for routes sharing a `groupId`, so each limited route counts apart.
 *
 * When the database call fails the request is allowed (fail open) and a warning is logged: a database
 * hiccup must not lock everyone out of login, and the routes behind these limits need the database
 * anyway, so while it is down they fail on their own.
 */
export function createRateLimitStore(
  db: Db,
  log?: FastifyBaseLogger,
  { now: clock = databaseNow }: RateLimitStoreClock = {},
) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;
    readonly continueExceeding: boolean;

    constructor(options: RateLimitStoreOptions = {}, prefix = '') {
      if (options.exponentialBackoff) {
        throw new Error('The database rate-limit store does not support exponentialBackoff');
      }
      this.continueExceeding = options.continueExceeding === true;
      this.prefix = prefix;
    }

    /** One atomic statement per hit: counts within the window, or starts a new window once it has passed. */
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      const k = this.prefix + key;
      const window = windowInterval(timeWindow);
      const now = clock();
      const expired = sql`${rateLimits.resetAt} <= ${now}`;
      // continueExceeding: every hit over the limit restarts the window (as the plugin's own stores do).
      const renew = this.continueExceeding
        ? sql`when ${rateLimits.count} + 1 > ${Math.trunc(max)} then ${now} + ${window}`
        : sql``;
      const run = db
        .insert(rateLimits)
        .values({ key: k, count: 1, resetAt: sql`${now} + ${window}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then ${now} + ${window} ${renew} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ current: rateLimits.count, ttl: ttlSql(now) });
      this.settle(run, cb, k);
    }

    /** The current count and ttl without counting a hit ({ current: 0, ttl: 0 } outside a window). */
    read(key: string, cb: Callback, _timeWindow?: number, _max?: number): void {
      const k = this.prefix + key;
      const now = clock();
      const run = db
        .select({ current: rateLimits.count, ttl: ttlSql(now) })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, k), gt(rateLimits.resetAt, now)));
      this.settle(run, cb, k);
    }

    // The plugin passes its options merged with the route's, plus `routeInfo` (the typings say
    // RouteOptions, which is not what index.js passes): hence `object`, read as RateLimitStoreOptions.
    child(routeOptions: object): DatabaseRateLimitStore {
      const options = routeOptions as RateLimitStoreOptions;
      const { groupId, routeInfo } = options;
      const method = Array.isArray(routeInfo?.method)
        ? routeInfo.method.join(',')
        : (routeInfo?.method ?? '');
      const prefix = groupId
        ? `group:${groupId}-`
        : routeInfo?.url
          ? `${this.prefix}${method}${routeInfo.url}-`
          : this.prefix;
      return new DatabaseRateLimitStore(options, prefix);
    }

    private settle(query: PromiseLike<RateLimitHit[]>, cb: Callback, key: string): void {
      Promise.resolve(query).then(
        (rows) => cb(null, rows[0] ?? { current: 0, ttl: 0 }),
        (err: unknown) => {
          log?.warn({ err, rateLimitKey: key }, 'rate-limit store failed; request allowed');
          cb(null, { current: 0, ttl: 0 });
        },
      );
    }
  };
}

export type DatabaseRateLimitStore = InstanceType<ReturnType<typeof createRateLimitStore>>;
