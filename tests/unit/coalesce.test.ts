import { describe, expect, it } from 'vitest';
import { coalesce } from '@/server/http/coalesce';

/** A run that ends when told to, recording when each run started. */
function gatedRuns() {
  const started: number[] = [];
  const gates: (() => void)[] = [];
  let n = 0;
  const fn = () => {
    const id = ++n;
    started.push(id);
    return new Promise<number>((resolve) => gates.push(() => resolve(id)));
  };
  return { fn, started, release: () => gates.shift()?.() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('coalesce', () => {
  it('runs once for a lone call', async () => {
    const g = gatedRuns();
    const call = coalesce(g.fn);
    const p = call();
    await tick();
    g.release();
    expect(await p).toBe(1);
    expect(g.started).toEqual([1]);
  });

  it('makes calls during a run share one further run that starts after it', async () => {
    const g = gatedRuns();
    const call = coalesce(g.fn);
    const first = call();
    await tick();
    const during = [call(), call(), call()];
    await tick();
    expect(g.started).toEqual([1]); // nothing beside the running one
    g.release();
    expect(await first).toBe(1);
    await tick();
    expect(g.started).toEqual([1, 2]); // one more run for the three that came meanwhile
    g.release();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    // afterwards a call starts at once again
    const later = call();
    await tick();
    expect(g.started).toEqual([1, 2, 3]);
    g.release();
    expect(await later).toBe(3);
  });

  it('still runs the queued run when the running one fails, and passes each its own outcome', async () => {
    let n = 0;
    const call = coalesce(async () => {
      n += 1;
      await tick();
      if (n === 1) throw new Error('first fails');
      return n;
    });
    const first = call();
    const second = call();
    await expect(first).rejects.toThrow('first fails');
    expect(await second).toBe(2);
  });
});
