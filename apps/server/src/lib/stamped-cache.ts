/**
 * A small in-process cache whose entries are valid only for the stamp they were computed under and
 * until a deadline. The stamp is read from the database on every use, so a change written by any
 * instance invalidates every instance's entries: nothing here is state another instance needs
 * (DESIGN §7). Least recently used entries go first when it is full.
 */
export interface StampedCache<T> {
  get(key: string, stamp: string, now?: number): T | undefined;
  set(key: string, stamp: string, value: T, validUntil: number): void;
  /**
   * The entry, or `compute()`'s value, kept. Concurrent misses for the same key and stamp share one
   * computation: when the stamp moves (a job approved) every visitor's next request misses at once, and
   * without this each would count the same tens of thousands of jobs (or render the same page) again. A
   * failed computation is not kept; the next miss tries again.
   */
  getOrCompute(key: string, stamp: string, validUntil: number, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createStampedCache<T>(maxEntries: number): StampedCache<T> {
  const entries = new Map<string, { stamp: string; validUntil: number; value: T }>();
  const inFlight = new Map<string, Promise<T>>();
  const cache: StampedCache<T> = {
    get(key, stamp, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp !== stamp || now >= entry.validUntil) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, stamp, value, validUntil) {
      entries.delete(key);
      entries.set(key, { stamp, validUntil, value });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    getOrCompute(key, stamp, validUntil, compute) {
      const hit = cache.get(key, stamp);
      if (hit !== undefined) return Promise.resolve(hit);
      const flight = `${stamp}\u0000${key}`;
      const pending = inFlight.get(flight);
      if (pending) return pending;
      const computing = compute()
        .then((value) => {
          cache.set(key, stamp, value, validUntil);
          return value;
        })
        .finally(() => inFlight.delete(flight));
      inFlight.set(flight, computing);
      return computing;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
