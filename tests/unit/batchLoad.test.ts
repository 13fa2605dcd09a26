/** server/db/batchLoad.ts: lookups of one moment share a query; a running batch collects the next; errors reach each caller. */
import { batchLoad } from '@/server/db/batchLoad';

const rowsOf = (keys: string[]) => new Map(keys.filter((k) => !k.startsWith('none')).map((k) => [k, `row:${k}`]));

describe('batchLoad', () => {
  it('answers fifty lookups of the same moment with one query, repeats and misses included', async () => {
    const calls: string[][] = [];
    const get = batchLoad(async (keys: string[]) => {
      calls.push(keys);
      return rowsOf(keys);
    });
    const keys = Array.from({ length: 50 }, (_, i) => `k${i % 40}`).concat(['none1']);
    const got = await Promise.all(keys.map(get));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(41);
    expect(got.slice(0, 50)).toEqual(keys.slice(0, 50).map((k) => `row:${k}`));
    expect(got[50]).toBeUndefined();
  });

  it('gathers what comes while a batch runs into the next one, and splits at max', async () => {
    const calls: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const get = batchLoad(async (keys: string[]) => {
      calls.push(keys);
      if (calls.length === 1) await gate;
      return rowsOf(keys);
    }, 3);
    const first = get('a');
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([['a']]);
    const later = ['b', 'c', 'd', 'e'].map(get);
    await new Promise((r) => setImmediate(r));
    expect(calls).toHaveLength(1);
    release();
    expect(await first).toBe('row:a');
    expect(await Promise.all(later)).toEqual(['row:b', 'row:c', 'row:d', 'row:e']);
    expect(calls).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('gives a failed query to every caller of its batch, and the next batch runs', async () => {
    let fail = true;
    const get = batchLoad(async (keys: string[]) => {
      if (fail) throw new Error('db down');
      return rowsOf(keys);
    });
    const failed = await Promise.allSettled([get('x'), get('y')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await get('x')).toBe('row:x');
  });
});
