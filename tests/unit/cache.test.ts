import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCache, cachedJson } from '@/server/cache';

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
