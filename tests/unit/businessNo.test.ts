import { describe, expect, it } from 'vitest';
import { businessNo, chinaDateDigits, chinaStampDigits, FRESH_NO_TRIES, insertWithFreshNo, isNumberCollision, randomDigits, retryOnFreshNo } from '@/server/db/businessNo';
import type { DbLike } from '@/server/db/types';

/** A unique violation as node-postgres and PGlite report it, wrapped the way drizzle wraps it. */
const violation = (constraint: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }) });

describe('business numbers are dated in China time', () => {
  it('takes the China date around UTC midnight: 2026-11-28T16:30Z is 20261129', () => {
    expect(chinaDateDigits(new Date('2026-11-28T16:30:00Z'))).toBe('20261129');
    expect(chinaDateDigits(new Date('2026-11-28T15:59:59Z'))).toBe('20261128');
    expect(chinaStampDigits(new Date('2026-11-28T16:30:05Z'))).toBe('20261129003005');
    expect(chinaDateDigits(new Date('2026-12-31T16:00:00Z'))).toBe('20270101');
  });

  it('prefix + China date + 8 random digits; with clock, the China time too and 6 random digits', () => {
    const at = new Date('2026-11-28T16:30:05Z');
    expect(businessNo('TK', at)).toMatch(/^TK20261129\d{8}$/);
    expect(businessNo('SH', at)).toMatch(/^SH20261129\d{8}$/);
    expect(businessNo('C', at, { clock: true })).toMatch(/^C20261129003005\d{6}$/);
  });

  it('draws random digits of the asked length, leading zeros kept, not always the same', () => {
    expect(randomDigits(16)).toMatch(/^\d{16}$/);
    expect(randomDigits(5)).toMatch(/^\d{5}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomDigits(8))).size).toBeGreaterThan(45);
  });
});

describe('a number that collides is drawn again', () => {
  const NUMBER = ['refunds_refund_no_unique'];

  it('tells a collision of the number from a violation of another constraint', () => {
    expect(isNumberCollision(violation('refunds_refund_no_unique'), NUMBER)).toBe(true);
    expect(isNumberCollision(violation('refunds_after_sale_id_unique'), NUMBER)).toBe(false);
    expect(isNumberCollision(new Error('other'), NUMBER)).toBe(false);
  });

  it('retries with a fresh number until one is free', async () => {
    const taken = new Set(['TK1', 'TK2']);
    const drawn = ['TK1', 'TK2', 'TK3'];
    const tried: string[] = [];
    const got = await retryOnFreshNo(NUMBER, async () => {
      const no = drawn.shift()!;
      tried.push(no);
      if (taken.has(no)) throw violation('refunds_refund_no_unique');
      return no;
    });
    expect(got).toBe('TK3');
    expect(tried).toEqual(['TK1', 'TK2', 'TK3']);
  });

  it(`gives up after ${FRESH_NO_TRIES} collisions, and never retries another error`, async () => {
    let n = 0;
    await expect(retryOnFreshNo(NUMBER, async () => (n++, Promise.reject(violation('refunds_refund_no_unique'))))).rejects.toThrow('Failed query');
    expect(n).toBe(FRESH_NO_TRIES);
    n = 0;
    await expect(retryOnFreshNo(NUMBER, async () => (n++, Promise.reject(violation('refunds_after_sale_id_unique'))))).rejects.toThrow('Failed query');
    expect(n).toBe(1);
    n = 0;
    await expect(retryOnFreshNo(NUMBER, async () => (n++, Promise.reject(new Error('boom'))))).rejects.toThrow('boom');
    expect(n).toBe(1);
  });

  it('runs each insert in a savepoint of the given handle', async () => {
    let savepoints = 0;
    const fake = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => (savepoints++, fn('sp')) } as unknown as DbLike;
    let first = true;
    const out = await insertWithFreshNo(fake, NUMBER, async (sp) => {
      expect(sp).toBe('sp');
      if (first) {
        first = false;
        throw violation('refunds_refund_no_unique');
      }
      return 'ok';
    });
    expect(out).toBe('ok');
    expect(savepoints).toBe(2);
  });
});
