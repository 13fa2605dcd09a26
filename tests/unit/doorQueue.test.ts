import { describe, expect, it } from 'vitest';
import { afterOwnTaps, doorLine, throughTheDoor } from '@/server/modules/activity/doorQueue';

// The flash sale's door queue (ADR 0055) and a buyer's taps one after the other (ADR 0068): they only order.

const later = () => {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  return { gate, open };
};

describe("a buyer's taps", () => {
  it('run one after the other, each told whether one before it answered with an order', async () => {
    const order: string[] = [];
    const first = later();
    const seen: boolean[] = [];
    const tap = (name: string, outcome: 'order' | 'refused', wait?: Promise<void>) =>
      afterOwnTaps('p1', 'u1', async (holdsUnit) => {
        seen.push(holdsUnit);
        order.push(`${name} starts`);
        await wait;
        order.push(`${name} ends`);
        if (outcome === 'refused') throw new Error(`${name} refused`);
        return name;
      });
    const a = tap('a', 'order', first.gate);
    const b = tap('b', 'refused');
    const c = tap('c', 'refused');
    const other = afterOwnTaps('p1', 'u2', async (holdsUnit) => `other ${holdsUnit}`);
    // Another buyer does not wait for this one.
    expect(await other).toBe('other false');
    expect(order).toEqual(['a starts']);
    first.open();
    expect(await a).toBe('a');
    await expect(b).rejects.toThrow('b refused');
    await expect(c).rejects.toThrow('c refused');
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    // b follows a's order; c too, though b just before it was refused.
    expect(seen).toEqual([false, true, true]);
    // The chain is gone once its last tap answered: the next starts afresh.
    expect(await afterOwnTaps('p1', 'u1', async (holdsUnit) => holdsUnit)).toBe(false);
  });
});

describe('the door queue', () => {
  it('lets at most the limit run at once per product, the rest in the order they came', async () => {
    const gates = [later(), later(), later()];
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      throughTheDoor('p2', 2, async () => {
        order.push(i);
        await g.gate;
      }),
    );
    await Promise.resolve();
    expect(doorLine('p2')).toEqual({ active: 2, waiting: 1 });
    expect(order).toEqual([0, 1]);
    gates[1].open();
    await runs[1];
    // The slot 1 left went to the one waiting.
    expect(order).toEqual([0, 1, 2]);
    expect(doorLine('p2')).toEqual({ active: 2, waiting: 0 });
    gates[0].open();
    gates[2].open();
    await Promise.all(runs);
    expect(doorLine('p2')).toEqual({ active: 0, waiting: 0 });
  });
});
