import type { DbOrTx } from '../../db/client';
import type { StampedCache } from '../../lib/stamped-cache';
import { selectPublicStamp } from './cache-repository';

/**
 * The public list and home numbers are the busiest calls and the costliest (they count tens of thousands
 * of open jobs). Their answers are kept in process (PublicCache of ./service.ts), valid only while the
 * database stamp below is unchanged and until the next open job closes — so an approval, a force-close,
 * an edit, a company change, a new job or user, a deleted account, or a closing date passing is seen by
 * the very next request, on every instance (docs/decisions/0006-public-list-caching.md).
 */

/** A safety net for changes the stamp cannot see (rows deleted by hand). */
export const PUBLIC_CACHE_MAX_AGE_MS = 60_000;

export interface PublicStamp {
  stamp: string;
  /** Epoch ms until which an answer computed now stays right. */
  validUntil: number;
}

/** The current stamp; `now` (epoch ms, default the clock) starts the answer's maximum age. */
export async function readPublicStamp(
  { db }: { db: DbOrTx },
  opts: { now?: number } = {},
): Promise<PublicStamp> {
  const row = await selectPublicStamp(db);
  const nextClose = row.next_close ? Date.parse(row.next_close) : Number.POSITIVE_INFINITY;
  return {
    stamp: [
      row.jobs_changed,
      row.last_job,
      row.companies_changed,
      row.last_user,
      row.last_deletion,
      row.next_close,
    ].join('|'),
    validUntil: Math.min((opts.now ?? Date.now()) + PUBLIC_CACHE_MAX_AGE_MS, nextClose),
  };
}

/** The cached answer for `key`, or `compute()`'s, kept under the current stamp. */
export async function cachedPublic<T>(
  deps: { db: DbOrTx },
  { cache, key, compute }: { cache: StampedCache<T> | undefined; key: string; compute: () => Promise<T> },
): Promise<T> {
  if (!cache) return compute();
  // The stamp is read before computing: a change that lands meanwhile moves it, and the next request
  // recomputes, so an answer is never older than its stamp.
  return cachedUnder(cache, key, await readPublicStamp(deps), compute);
}

/**
 * The cached answer for `key` under a stamp already read (several caches answered from one stamp).
 * Concurrent misses share one computation (StampedCache.getOrCompute).
 */
export function cachedUnder<T>(
  cache: StampedCache<T>,
  key: string,
  { stamp, validUntil }: PublicStamp,
  compute: () => Promise<T>,
): Promise<T> {
  return cache.getOrCompute(key, stamp, validUntil, compute);
}
