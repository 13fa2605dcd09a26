import { beforeEach, describe, expect, it } from 'vitest';
import { askedNow, clearMarks, limitGone, markAtLimit, markSoldOut, notePassed, refuseIfMarked, unitBack } from '@/server/modules/activity/doorMark';

// The flash sale's door marks (ADR 0052): a mark only refuses, for at most its time after the answer was asked, and a
// unit back in this process lifts it at once.

const MS = 1000;
const refusal = (productId: string, userId: string, now: number, key?: string) => {
  try {
    refuseIfMarked(productId, userId, key, now);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

beforeEach(() => clearMarks());

describe('the door marks', () => {
  it('refuses nothing until an answer marks it', () => {
    expect(refusal('p1', 'u1', 0)).toBeNull();
  });

  it('says 已抢光 for the mark\'s time after the answer was asked, and no longer', () => {
    markSoldOut(askedNow('p1', 10_000, 'u1'), MS);
    expect(refusal('p1', 'u1', 10_000)).toBe('手慢了，商品已抢光');
    expect(refusal('p1', 'u2', 10_999)).toBe('手慢了，商品已抢光');
    expect(refusal('p1', 'u2', 11_000)).toBeNull();
    expect(refusal('p2', 'u1', 10_500)).toBeNull();
  });

  it('holds a buyer at the limit, that buyer only, before 已抢光', () => {
    const asked = askedNow('p1', 0, 'u1');
    markAtLimit(asked, 'u1', 2, MS);
    markSoldOut(asked, MS);
    expect(refusal('p1', 'u1', 500)).toBe('每人限购2件，您已抢购过');
    expect(refusal('p1', 'u2', 500)).toBe('手慢了，商品已抢光');
    limitGone('p1', 'u1');
    expect(refusal('p1', 'u1', 500)).toBe('手慢了，商品已抢光');
  });

  it('lifts the marks at once when a unit comes back, and an answer asked before that marks nothing', () => {
    const before = askedNow('p1', 0, 'u1');
    markSoldOut(before, MS);
    markAtLimit(before, 'u1', 1, MS);
    unitBack('p1', 'u1');
    expect(refusal('p1', 'u2', 1)).toBeNull();
    expect(refusal('p1', 'u1', 1)).toBeNull();
    // A sold-out answer asked before the release arrives after it: it must not hide the unit that came back.
    markSoldOut(before, MS);
    markAtLimit(before, 'u1', 1, MS);
    expect(refusal('p1', 'u2', 2)).toBeNull();
    expect(refusal('p1', 'u1', 2)).toBeNull();
    // One asked after it marks again.
    markSoldOut(askedNow('p1', 3, 'u1'), MS);
    expect(refusal('p1', 'u2', 4)).toBe('手慢了，商品已抢光');
  });

  it("keeps a buyer's limit mark when another buyer's unit comes back, not when their own does", () => {
    const asked = askedNow('p1', 0, 'u1');
    unitBack('p1', 'u2');
    markAtLimit(asked, 'u1', 1, MS);
    expect(refusal('p1', 'u1', 1)).toBe('每人限购1件，您已抢购过');
    // The product's sold-out answer asked before that release still marks nothing.
    markSoldOut(asked, MS);
    expect(refusal('p1', 'u3', 1)).toBeNull();
    const again = askedNow('p1', 2, 'u1');
    unitBack('p1', 'u1');
    expect(refusal('p1', 'u1', 3)).toBeNull();
    markAtLimit(again, 'u1', 1, MS);
    expect(refusal('p1', 'u1', 3)).toBeNull();
  });

  it('refuses by the limit mark alone for a buyer whose last tap just got a unit', () => {
    const asked = askedNow('p1', 0, 'u1');
    markSoldOut(asked, MS);
    expect(() => refuseIfMarked('p1', 'u1', undefined, 1, { soldOut: false })).not.toThrow();
    markAtLimit(asked, 'u1', 1, MS);
    expect(() => refuseIfMarked('p1', 'u1', undefined, 1, { soldOut: false })).toThrow('每人限购1件，您已抢购过');
    expect(refusal('p1', 'u2', 1)).toBe('手慢了，商品已抢光');
  });

  it('never refuses a repeat of a submission that went past the door (the route answers it with its order)', () => {
    notePassed('u1', 'SN-1', 0);
    const asked = askedNow('p1', 0, 'u1');
    markSoldOut(asked, MS);
    markAtLimit(asked, 'u1', 1, MS);
    expect(refusal('p1', 'u1', 1, 'SN-1')).toBeNull();
    expect(refusal('p1', 'u1', 1, 'SN-2')).toBe('每人限购1件，您已抢购过');
    expect(refusal('p1', 'u2', 1, 'SN-1')).toBe('手慢了，商品已抢光');
  });

  it('marks nothing when marks are off (a time of 0)', () => {
    markSoldOut(askedNow('p1', 0, 'u1'), 0);
    expect(refusal('p1', 'u1', 0)).toBeNull();
  });
});
