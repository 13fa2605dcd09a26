import { checkIdCard, idCardCheckChar, isValidIdCard, maskIdCard } from '@/lib/validators/idCard';

const today = new Date('2026-11-21T00:00:00Z');

describe('身份证号码 (ISO 7064 MOD 11-2)', () => {
  it('accepts valid numbers and reads birth date and gender', () => {
    expect(checkIdCard('11010519491231002X', today)).toEqual({ ok: true, idNo: '11010519491231002X', birthDate: '1949-12-31', gender: 'F', regionCode: '110105' });
    expect(checkIdCard('510104199003071237', today)).toMatchObject({ ok: true, gender: 'M' });
    expect(isValidIdCard('11010519491231002x', today)).toBe(true);
    // 2000 is a leap year.
    expect(isValidIdCard('440304200002290014', today)).toBe(true);
  });

  it('computes the check character, 10 as X', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('51010419900307123')).toBe('7');
    expect(idCardCheckChar('5101041990030712')).toBeNull();
  });

  it('refuses a wrong checksum, birth date, region or shape', () => {
    expect(checkIdCard('510104199003071238', today)).toEqual({ ok: false, reason: '身份证号码校验位有误' });
    expect(checkIdCard('510104199002301231', today)).toMatchObject({ ok: false, reason: '身份证号码的出生日期有误' });
    expect(checkIdCard('440304190002290011', today)).toMatchObject({ ok: false, reason: '身份证号码的出生日期有误' }); // 1900 is not a leap year
    expect(checkIdCard('510104203001011234', today)).toMatchObject({ ok: false, reason: '身份证号码的出生日期有误' }); // future
    expect(checkIdCard('990104199003071237', today)).toMatchObject({ ok: false, reason: '身份证号码的地区码有误' });
    expect(checkIdCard('51010419900307123', today)).toMatchObject({ ok: false, reason: '身份证号码应为18位，最后一位可为X' });
    expect(checkIdCard('510104900307123', today).ok).toBe(false); // 15-digit numbers are no longer issued
  });

  it('masks birth date and sequence', () => {
    expect(maskIdCard('510104199003071237')).toBe('510104********1237');
  });
});
