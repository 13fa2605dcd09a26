import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { partialRefundFen } from '@/lib/workbench/workbenchRules';

describe('yuan typed on a page → fen, in integers', () => {
  it.each([
    ['0.29', 29],
    ['0.07', 7],
    ['1.1', 110],
    ['19.99', 1999],
    ['499', 49900],
    ['499.5', 49950],
    ['0.01', 1],
    ['12.34', 1234],
    ['10.', 1000],
    [' 8.8 ', 880],
    ['007', 700],
    ['10000.01', 1_000_001],
  ])('%j yuan is %i fen', (t, fen) => expect(yuanToFen(t)).toBe(fen));

  it('reads 0.29 as exactly 29 where floating point gives 28.999…', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(yuanToFen('0.29')).toBe(29);
    expect(Array.from({ length: 10_000 }, (_, i) => i).every((fen) => yuanToFen(fenToYuan(fen)) === fen)).toBe(true);
  });

  it.each(['', '   ', 'abc', '1.234', '0.001', '-1', '-0.5', '+1', '1e3', '1,000', '.5', '1.2.3', '０.５', 'NaN', 'Infinity', '99999999999999999'])('refuses %j', (t) =>
    expect(yuanToFen(t)).toBeNull(),
  );

  it('refuses what is not text or a number', () => {
    expect(yuanToFen(null)).toBeNull();
    expect(yuanToFen(undefined)).toBeNull();
    expect(yuanToFen({})).toBeNull();
  });
});

describe('fen → yuan for the screen', () => {
  it.each([
    [29, '0.29'],
    [0, '0.00'],
    [1, '0.01'],
    [12345, '123.45'],
    [-150, '-1.50'],
    ['2000', '20.00'],
    [null, '0.00'],
  ])('%j fen shows %j', (fen, text) => expect(fenToYuan(fen)).toBe(text));
});

describe('the pages that read amounts use it', () => {
  it('部分退款 on the workbench', () => {
    expect(partialRefundFen('0.29', 100)).toEqual({ ok: true, value: 29 });
    expect(partialRefundFen('1.234', 1000)).toEqual({ ok: false, error: '请输入正确的金额（元，最多两位小数）' });
  });

});
