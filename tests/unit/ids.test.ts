import { describe, expect, it } from 'vitest';
import { newId, randomText } from '@/server/db/ids';

describe('random ids from the pool', () => {
  it('gives each id the asked number of random bytes, in its encoding', () => {
    expect(newId('as_')).toMatch(/^as_[A-Za-z0-9_-]{12}$/);
    expect(newId('x_', 12)).toMatch(/^x_[A-Za-z0-9_-]{16}$/);
    expect(randomText(9, 'hex')).toMatch(/^[0-9a-f]{18}$/);
    expect(randomText(256, 'hex')).toHaveLength(512);
  });

  it('never hands the same bytes out twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    // 20,000 ids of 9 bytes: about 44 refills of the 4 KB pool, ids cut across its end.
    for (let i = 0; i < 20_000; i++) seen.add(randomText(9, 'hex'));
    expect(seen.size).toBe(20_000);
    const big = new Set<string>();
    for (let i = 0; i < 100; i++) big.add(randomText(100, 'hex'));
    expect(big.size).toBe(100);
  });

  it('spreads its bytes evenly (a stuck or zeroed pool would not)', () => {
    const counts = new Array(16).fill(0);
    for (let i = 0; i < 4_000; i++) for (const ch of randomText(8, 'hex')) counts[parseInt(ch, 16)]++;
    // 64,000 hex digits, 4,000 expected for each: far outside ±10 % only if something is wrong.
    for (const n of counts) expect(Math.abs(n - 4_000)).toBeLessThan(400);
  });

  it('refuses a size outside 1–256 bytes', () => {
    for (const bad of [0, -1, 257, 1.5, Number.NaN]) expect(() => randomText(bad, 'hex')).toThrow(RangeError);
  });
});
