import { describe, expect, it } from 'vitest';
import { createStampedCache } from './stamped-cache';

describe('stamped cache', () => {
  it('answers an entry only under the same stamp and before its deadline', () => {
    const cache = createStampedCache<string>(10);
    cache.set('list', 's1', 'rows', 1_000);
    expect(cache.get('list', 's1', 999)).toBe('rows');
    expect(cache.get('list', 's2', 999)).toBeUndefined();
    cache.set('list', 's1', 'rows', 1_000);
    expect(cache.get('list', 's1', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = createStampedCache<number>(2);
    cache.set('a', 's', 1, 10);
    cache.set('b', 's', 2, 10);
    expect(cache.get('a', 's', 0)).toBe(1);
    cache.set('c', 's', 3, 10);
    expect(cache.get('b', 's', 0)).toBeUndefined();
    expect(cache.get('a', 's', 0)).toBe(1);
    expect(cache.get('c', 's', 0)).toBe(3);
  });
});
