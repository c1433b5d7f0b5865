import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';

// Counters for abuse limits that the route decides on itself (login, register, reset): one atomic upsert
// per attempt on the rate_limits table, so concurrent requests on any number of instances are counted
// exactly — an attempt is counted BEFORE the work it guards, never after (issue 7: 995 of 1,000
// concurrent wrong logins got through a read-then-add counter). Expired rows are purged hourly.

export interface ThrottleRule {
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
}

export interface ThrottleHit {
  key: string;
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
  allowed: boolean;
}

/** Counts one attempt under `key` (a new window when the last one ended) and says whether it is allowed. */
export async function consumeAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<ThrottleHit> {
  const window = sql`(${Math.max(1, Math.trunc(rule.windowMs))}::double precision * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs:
        sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::bigint`.mapWith(
          Number,
        ),
    });
  const count = row?.count ?? 1;
  return { key, count, ttlMs: row?.ttlMs ?? rule.windowMs, allowed: count <= rule.max };
}

/** The attempts counted under `key` in its current window (0 when none). */
export async function readAttempts(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

/** Takes back one counted attempt (e.g. a login that turned out to be the owner's). */
export async function giveBackAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

/**
 * Counts one attempt under each key; when any is over its limit the attempt is refused with the longest
 * wait among the refusing keys (seconds, for Retry-After).
 */
export async function consumeAttempts(
  db: DbOrTx,
  checks: { key: string; rule: ThrottleRule }[],
): Promise<{ hits: ThrottleHit[]; retryAfterSeconds: number | null }> {
  const hits = await Promise.all(checks.map((c) => consumeAttempt(db, c.key, c.rule)));
  const refused = hits.filter((h) => !h.allowed);
  const retryAfterSeconds = refused.length
    ? Math.max(1, Math.ceil(Math.max(...refused.map((h) => h.ttlMs)) / 1000))
    : null;
  return { hits, retryAfterSeconds };
}
