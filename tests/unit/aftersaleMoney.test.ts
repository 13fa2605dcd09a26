import { parseYuan } from '@/components/aftersale/money';

describe('refund amount typed in yuan', () => {
  it.each([
    ['499', 49900],
    ['499.5', 49950],
    ['0.01', 1],
    ['12.34', 1234],
  ])('%s yuan is %i fen', (t, fen) => expect(parseYuan(t)).toBe(fen));
  it.each(['', 'abc', '1.234', '-1', '1.'])('refuses %j', (t) => expect(parseYuan(t)).toBeNull());
});
