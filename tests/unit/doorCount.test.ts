import { beforeEach, describe, expect, it } from 'vitest';
import { askedNow, clearMarks, countFrom, countHolds, doorWide, leaveSeat, limitFilledBy, notePassed, scoutBack, seatFor, takeCounted, unitBack } from '@/server/modules/activity/doorMark';
import { afterOwnTaps, doorLine, doorNews, throughTheDoor } from '@/server/modules/activity/doorQueue';

// The door's count (ADR 0069): the units an authoritative answer left, less those this process's seats took since. A
// tap takes a seat of it or is told 已抢光 while every unit is taken by a submission still deciding; a seat whose
// submission made no claim gives its unit back; a unit coming back ends the count; the count is only ever too high.

const MS = 1000;
const take = (seat: ReturnType<typeof seatFor>, now: number) => {
  try {
    return takeCounted(seat, now);
  } catch (e) {
    return (e as Error).message;
  }
};
const answer = (leftAfter: number, exact = true) => ({ leftAfter, limit: 1, exact });

beforeEach(() => clearMarks());

describe('the door count', () => {
  it('takes nothing and refuses nothing until an answer begins it', () => {
    expect(take(seatFor('p1', 'u1'), 0)).toBe(false);
    expect(countHolds('p1', 0)).toBe(false);
  });

  it("seats as many taps as the answer left, refuses the rest, and takes a seat's unit back when it made no claim", () => {
    const scout = seatFor('p1', 'u0');
    expect(countFrom(askedNow('p1', 0, 'u0'), scout, answer(2), MS)).toBe(true);
    expect(countHolds('p1', 10)).toBe(true);
    const [a, b, c] = ['u1', 'u2', 'u3'].map((u) => seatFor('p1', u));
    expect(take(a, 10)).toBe(true);
    expect(take(b, 10)).toBe(true);
    expect(take(c, 10)).toBe('手慢了，商品已抢光');
    // A seat taken is held: asking again takes nothing more.
    expect(take(a, 20)).toBe(true);
    leaveSeat(b, false);
    expect(take(c, 30)).toBe(true);
    leaveSeat(a, true);
    expect(take(seatFor('p1', 'u4'), 40)).toBe('手慢了，商品已抢光');
    // Another product is not counted.
    expect(take(seatFor('p2', 'u1'), 40)).toBe(false);
  });

  it('holds for the mark\'s time after the answer was asked, and no longer', () => {
    countFrom(askedNow('p1', 10_000, 'u0'), seatFor('p1', 'u0'), answer(0), MS);
    expect(take(seatFor('p1', 'u1'), 10_999)).toBe('手慢了，商品已抢光');
    expect(take(seatFor('p1', 'u1'), 11_000)).toBe(false);
    expect(countHolds('p1', 11_000)).toBe(false);
  });

  it('ends when a unit comes back, and an answer asked before that begins none', () => {
    const asked = askedNow('p1', 0, 'u0');
    countFrom(asked, seatFor('p1', 'u0'), answer(0), MS);
    unitBack('p1');
    expect(take(seatFor('p1', 'u1'), 10)).toBe(false);
    expect(countFrom(asked, seatFor('p1', 'u2'), answer(0), MS)).toBe(false);
    expect(countHolds('p1', 10)).toBe(false);
  });

  it('a second answer while one holds takes a seat of it (when one is left) instead of beginning another', () => {
    countFrom(askedNow('p1', 0, 'u0'), seatFor('p1', 'u0'), answer(1), MS);
    const late = seatFor('p1', 'u1');
    expect(countFrom(askedNow('p1', 5, 'u1'), late, answer(7), MS)).toBe(false);
    expect(late.count).not.toBeNull();
    const none = seatFor('p1', 'u2');
    expect(countFrom(askedNow('p1', 6, 'u2'), none, answer(7), MS)).toBe(false);
    // No unit of the count left: it goes on unseated, the database deciding.
    expect(none.count).toBeNull();
  });

  it('never refuses a repeat of a submission key that went past the door (it is answered with its order)', () => {
    countFrom(askedNow('p1', 0, 'u0'), seatFor('p1', 'u0'), answer(0), MS);
    notePassed('u1', 'SN-1', 0);
    expect(take(seatFor('p1', 'u1', 'SN-1'), 10)).toBe(false);
    expect(take(seatFor('p1', 'u1', 'SN-2'), 10)).toBe('手慢了，商品已抢光');
  });

  it('is wide while a count holds, or for the mark\'s time after a scout came back without one; narrow otherwise', () => {
    expect(doorWide('p1', 0)).toBe(false);
    scoutBack('p1', 0, MS);
    expect(doorWide('p1', 999)).toBe(true);
    expect(doorWide('p1', 1000)).toBe(false);
    expect(doorWide('p2', 500)).toBe(false);
    countFrom(askedNow('p1', 2000, 'u0'), seatFor('p1', 'u0'), answer(3), MS);
    expect(doorWide('p1', 2500)).toBe(true);
    // A scout back while a count holds widens nothing of its own: the door narrows when the count ends.
    scoutBack('p1', 2500, MS);
    unitBack('p1');
    expect(doorWide('p1', 2600)).toBe(false);
  });

  it("fills a limit of 1 only with a seat of an exact count (no other submission of this process was in flight)", () => {
    const exact = seatFor('p1', 'u0');
    countFrom(askedNow('p1', 0, 'u0'), exact, answer(3), MS);
    expect(limitFilledBy(exact)).toBe(1);
    expect(limitFilledBy(seatFor('p1', 'u1'))).toBeNull();
    clearMarks();
    const rough = seatFor('p1', 'u0');
    countFrom(askedNow('p1', 0, 'u0'), rough, answer(3, false), MS);
    expect(limitFilledBy(rough)).toBeNull();
    clearMarks();
    const two = seatFor('p1', 'u0');
    countFrom(askedNow('p1', 0, 'u0'), two, { leftAfter: 3, limit: 2, exact: true }, MS);
    expect(limitFilledBy(two)).toBeNull();
  });
});

const later = () => {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  return { gate, open };
};

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
