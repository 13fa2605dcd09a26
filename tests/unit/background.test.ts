import { afterEach, describe, expect, it } from 'vitest';
import { resetBackground, startLoop, stopBackground, stopping, track } from '@/server/background';

// The background loops of a runtime (server/background.ts): a drain stops them, and waits for the pass in progress
// and the one-off tasks before the database closes.

afterEach(() => resetBackground());

/** A pass that runs until `finish()` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { done, finish };
}

describe('background loops', () => {
  it('a stop waits for the pass in progress and starts no other', async () => {
    const g = gate();
    let passes = 0;
    let finished = 0;
    startLoop(60_000, async () => {
      passes++;
      await g.done;
      finished++;
    }, { now: true });
    expect(passes).toBe(1);
    let stopped = false;
    const stop = stopBackground().then(() => (stopped = true));
    expect(stopping()).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    g.finish();
    await stop;
    expect({ passes, finished, stopped }).toEqual({ passes: 1, finished: 1, stopped: true });
  });

  it('a stop waits for tracked tasks, failed ones too', async () => {
    const g = gate();
    let ended = false;
    void track(g.done.then(() => (ended = true)));
    void track(Promise.reject(new Error('reindex failed'))).catch(() => {});
    const stop = stopBackground();
    g.finish();
    await stop;
    expect(ended).toBe(true);
  });

  it('a loop over items ends after the current one once stopping', async () => {
    const handled: number[] = [];
    const g = gate();
    const pass = async () => {
      for (const item of [1, 2, 3]) {
        if (stopping()) break;
        handled.push(item);
        if (item === 1) await g.done;
      }
    };
    startLoop(60_000, pass, { now: true });
    const stop = stopBackground();
    g.finish();
    await stop;
    expect(handled).toEqual([1]);
  });
});
