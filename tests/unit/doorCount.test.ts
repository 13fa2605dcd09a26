import { beforeEach, describe, expect, it } from 'vitest';
import { askedNow, clearMarks, countFrom, countHolds, doorWide, leaveSeat, limitFilledBy, notePassed, scoutBack, seatFor, takeCounted, unitBack } from '@/server/modules/activity/doorMark';

// The door's count (ADR 0069): the units an authoritative answer left, less those this process's seats took since. A
// tap takes a seat of it or is told 已抢光 while every unit is taken by a submission still deciding; a seat whose
// submission made no claim gives its unit back; a unit coming back ends the count; the count is only ever too high.
// The queue's side of it (the door's news, a buyer's later tap behind a seated one) is in doorQueue.test.ts.

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
