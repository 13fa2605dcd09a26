import { beforeEach, describe, expect, it } from 'vitest';
import { askedNow, clearMarks, countFrom, seatFor } from '@/server/modules/activity/doorMark';
import { afterOwnTaps, doorLine, doorNews, throughTheDoor } from '@/server/modules/activity/doorQueue';

// The flash sale's door queue (ADR 0055) and a buyer's taps one after the other (ADR 0068): they only order. The door's
// news and a later tap behind a seated one (ADR 0069): they answer early what the count already decided.

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

const MS = 1000;
const answer = (leftAfter: number) => ({ leftAfter, limit: 1, exact: true });
beforeEach(() => clearMarks());

describe("the door's news", () => {
  it('answers the waiters its recheck refuses at once, and lets on as many as the width now allows', async () => {
    let width = 1;
    let refuse = new Set<number>();
    const gates = Array.from({ length: 5 }, later);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      throughTheDoor(
        'p3',
        () => width,
        async () => {
          started.push(i);
          await g.gate;
          return i;
        },
        () => {
          if (refuse.has(i)) throw new Error(`refused ${i}`);
        },
      ).catch((e: Error) => e.message),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(doorLine('p3')).toEqual({ active: 1, waiting: 4 });
    width = 3;
    refuse = new Set([2, 4]);
    doorNews('p3');
    expect(await runs[2]).toBe('refused 2');
    expect(await runs[4]).toBe('refused 4');
    await Promise.resolve();
    expect(started).toEqual([0, 1, 3]);
    expect(doorLine('p3')).toEqual({ active: 3, waiting: 0 });
    gates.forEach((g) => g.open());
    expect(await Promise.all(runs)).toEqual([0, 1, 'refused 2', 3, 'refused 4']);
    expect(doorLine('p3')).toEqual({ active: 0, waiting: 0 });
  });
});

describe("a buyer's later tap behind a seated one", () => {
  it('is answered as soon as the earlier one takes its seat, not when it answers', async () => {
    const first = later();
    const seat = seatFor('p4', 'u1', 'SN-a');
    const events: string[] = [];
    const earlier = afterOwnTaps('p4', 'u1', async () => {
      await first.gate;
      return 'order';
    }, { seat, whileSeated: () => undefined });
    const second = afterOwnTaps('p4', 'u1', async () => 'second ran', {
      seat: seatFor('p4', 'u1', 'SN-b'),
      whileSeated: () => {
        throw new Error('每人限购1件，您已抢购过');
      },
    }).catch((e: Error) => e.message);
    void second.then((m) => events.push(m));
    await Promise.resolve();
    expect(events).toEqual([]);
    countFrom(askedNow('p4', 0, 'u1'), seat, answer(4), MS);
    expect(await second).toBe('每人限购1件，您已抢购过');
    expect(events).toEqual(['每人限购1件，您已抢购过']);
    first.open();
    expect(await earlier).toBe('order');
  });

  it('waits for the earlier answer when the earlier one never takes a seat', async () => {
    const first = later();
    const earlier = afterOwnTaps('p5', 'u1', async () => {
      await first.gate;
      throw new Error('手慢了，商品已抢光');
    }, { seat: seatFor('p5', 'u1', 'SN-a'), whileSeated: () => { throw new Error('should not be asked'); } });
    const second = afterOwnTaps('p5', 'u1', async (holdsUnit) => `ran, holds ${holdsUnit}`, {
      seat: seatFor('p5', 'u1', 'SN-b'),
      whileSeated: () => {
        throw new Error('should not be asked');
      },
    });
    first.open();
    await expect(earlier).rejects.toThrow('手慢了');
    expect(await second).toBe('ran, holds false');
  });
});
