import { amountToChinese } from '@/lib/amountCn';
import { fenToYuan } from '@/lib/format';

describe('amountToChinese (fen → 中文大写金额)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [55, '伍角伍分'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [1050, '壹拾元伍角'],
    [1005, '壹拾元零伍分'],
    [100005, '壹仟元零伍分'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [100500, '壹仟零伍元整'],
    [10001000, '壹拾万零壹拾元整'],
    [1000100000, '壹仟万壹仟元整'],
    [10000000000, '壹亿元整'],
    [10000000100, '壹亿零壹元整'],
    [10001000000, '壹亿零壹万元整'],
    [1234567890123, '壹佰贰拾叁亿肆仟伍佰陆拾柒万捌仟玖佰零壹元贰角叁分'],
    [-12345, '负壹佰贰拾叁元肆角伍分'],
  ])('%i fen → %s', (fen, text) => {
    expect(amountToChinese(fen)).toBe(text);
  });

  it('refuses fractions of a fen and overflows', () => {
    expect(() => amountToChinese(1.5)).toThrow('金额须为整数（分）');
    expect(() => amountToChinese(1e17)).toThrow();
  });

  it('formats yuan text', () => {
    expect(fenToYuan(123456)).toBe('1234.56');
    expect(fenToYuan(5)).toBe('0.05');
  });
});
