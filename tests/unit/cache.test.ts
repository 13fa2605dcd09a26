import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCache, cachedJson, reserveEach } from '@/server/cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedJson', () => {
  it('computes once per key within the TTL and again after it', async () => {
    vi.useFakeTimers();
    const cache = new MemoryCache();
    let n = 0;
    const compute = async () => ({ n: ++n, at: 'x' });
    expect(await cachedJson(cache, 'k', 30, compute)).toEqual({ n: 1, at: 'x' });
    expect(await cachedJson(cache, 'k', 30, compute)).toEqual({ n: 1, at: 'x' });
    expect(await cachedJson(cache, 'other', 30, compute)).toEqual({ n: 2, at: 'x' });
    vi.advanceTimersByTime(30_001);
    expect(await cachedJson(cache, 'k', 30, compute)).toEqual({ n: 3, at: 'x' });
  });

  it('does not keep a failed computation', async () => {
    const cache = new MemoryCache();
    await expect(cachedJson(cache, 'k', 30, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cachedJson(cache, 'k', 30, async () => 'ok')).toBe('ok');
  });
});

describe('reserveEach', () => {
  const counters = (max2: number) => [
    { key: 'a', max: 3, ttlSeconds: 60 },
    { key: 'b', max: max2, ttlSeconds: 60 },
  ];

  it('takes one from every counter, and gives them back on request', async () => {
    const cache = new MemoryCache();
    const r = await reserveEach(cache, counters(3));
    expect(r.refused).toBe(-1);
    expect([await cache.get('a'), await cache.get('b')]).toEqual(['1', '1']);
    await r.giveBack();
    expect([await cache.get('a'), await cache.get('b')]).toEqual(['0', '0']);
  });

  it('names the first full counter and keeps nothing taken before it', async () => {
    const cache = new MemoryCache();
    expect((await reserveEach(cache, counters(1))).refused).toBe(-1);
    const refused = await reserveEach(cache, counters(1));
    expect(refused.refused).toBe(1);
    expect(await cache.get('a')).toBe('1');
    await refused.giveBack();
    expect(await cache.get('a')).toBe('1');
  });

  it('of 50 at once, exactly the smallest limit succeed', async () => {
    const cache = new MemoryCache();
    const all = await Promise.all(Array.from({ length: 50 }, () => reserveEach(cache, counters(2))));
    expect(all.filter((r) => r.refused === -1)).toHaveLength(2);
    expect([await cache.get('a'), await cache.get('b')]).toEqual(['2', '2']);
  });
});

describe('MemoryCache sweeps', () => {
  afterEach(() => vi.useRealTimers());

  it('does not walk every live entry on every write once many are held', async () => {
    const cache = new MemoryCache();
    for (let i = 0; i < 30_000; i++) await cache.setNx(`nonce:${i}`, '1', 600);
    // Before: from 10,000 entries on, each of the 20,000 writes after walked the whole store.
    expect(cache.sweeps).toBeLessThanOrEqual(2);
    expect(cache.size).toBe(30_000);
  });

  it('still drops expired entries as the store grows', async () => {
    vi.useFakeTimers();
    const cache = new MemoryCache();
    for (let i = 0; i < 9_999; i++) await cache.set(`old:${i}`, '1', 1);
    vi.advanceTimersByTime(2_000);
    await cache.set('new:1', '1', 60);
    await cache.set('new:2', '1', 60);
    expect(cache.size).toBeLessThan(10);
    expect(await cache.get('new:1')).toBe('1');
    expect(await cache.get('old:1')).toBeNull();
  });
});
