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

  it('shares one computation between concurrent misses of the same key and stamp', async () => {
    const cache = createStampedCache<number>(10);
    let calls = 0;
    let finish!: (value: number) => void;
    const compute = () => {
      calls += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.getOrCompute('count:chef', 's1', Date.now() + 60_000, compute);
    const second = cache.getOrCompute('count:chef', 's1', Date.now() + 60_000, compute);
    expect(calls).toBe(1);
    finish(36_000);
    expect(await Promise.all([first, second])).toEqual([36_000, 36_000]);
    // Kept: a later miss is a hit.
    expect(await cache.getOrCompute('count:chef', 's1', Date.now() + 60_000, compute)).toBe(36_000);
    expect(calls).toBe(1);
    // Another stamp is another answer.
    const moved = cache.getOrCompute('count:chef', 's2', Date.now() + 60_000, compute);
    expect(calls).toBe(2);
    finish(35_999);
    expect(await moved).toBe(35_999);
  });

  it('keeps no failed computation: both waiters see the error, the next miss computes again', async () => {
    const cache = createStampedCache<number>(10);
    let calls = 0;
    let fail!: (error: Error) => void;
    const failing = () => {
      calls += 1;
      return new Promise<number>((_resolve, reject) => (fail = reject));
    };
    const first = cache.getOrCompute('count', 's', Date.now() + 60_000, failing);
    const second = cache.getOrCompute('count', 's', Date.now() + 60_000, failing);
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(await cache.getOrCompute('count', 's', Date.now() + 60_000, () => Promise.resolve(7))).toBe(7);
    expect(calls).toBe(1);
  });
});
