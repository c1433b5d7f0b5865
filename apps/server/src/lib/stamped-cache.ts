/**
 * A small in-process cache whose entries are valid only for the stamp they were computed under and
 * until a deadline. The stamp is read from the database on every use, so a change written by any
 * instance invalidates every instance's entries: nothing here is state another instance needs
 * (DESIGN §7). Least recently used entries go first when it is full.
 */
export interface StampedCache<T> {
  get(key: string, stamp: string, now?: number): T | undefined;
  set(key: string, stamp: string, value: T, validUntil: number): void;
  readonly size: number;
}

export function createStampedCache<T>(maxEntries: number): StampedCache<T> {
  const entries = new Map<string, { stamp: string; validUntil: number; value: T }>();
  return {
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
    get size() {
      return entries.size;
    },
  };
}
