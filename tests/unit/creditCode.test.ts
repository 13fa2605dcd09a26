import { checkCreditCode, creditCodeCheckChar, isValidCreditCode } from '@/lib/validators/creditCode';

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts codes whose check character matches', () => {
    expect(checkCreditCode('91350100M000100Y43')).toEqual({ ok: true, code: '91350100M000100Y43' });
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    expect(isValidCreditCode('91510100MA6CA1B2C0')).toBe(true);
    // Lower case and surrounding blanks are normalised.
    expect(checkCreditCode(' 91440300ma5dc0a0xh ')).toEqual({ ok: true, code: '91440300MA5DC0A0XH' });
  });

  it('computes the check character (31 written as 0)', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91510100MA6CA1B2C')).toBe('0');
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
    expect(creditCodeCheckChar('91350100M000100YI')).toBeNull();
  });

  it('refuses a wrong check character, length, character set, authority/type or region', () => {
    expect(checkCreditCode('91350100M000100Y44')).toEqual({ ok: false, reason: '统一社会信用代码校验位有误' });
    expect(checkCreditCode('91350100M000100Y4')).toMatchObject({ ok: false, reason: '统一社会信用代码应为18位' });
    expect(checkCreditCode('91350100M000100I43')).toMatchObject({ ok: false, reason: '统一社会信用代码含有无效字符' });
    expect(checkCreditCode('95350100M000100Y43')).toMatchObject({ ok: false, reason: '统一社会信用代码的登记管理部门或机构类别有误' });
    expect(checkCreditCode('913A0100M000100Y43')).toMatchObject({ ok: false, reason: '统一社会信用代码的行政区划码有误' });
    expect(isValidCreditCode('')).toBe(false);
  });
});
