import { describe, expect, it } from 'vitest';
import { weakPayPassword } from '@/lib/contract/wallet/enums';

// A made-up ID number born 1990-07-15 (the checksum is not this rule's business).
const ID = '11010119900715123X';

describe('weakPayPassword', () => {
  it('refuses six equal digits', () => {
    expect(weakPayPassword('111111')).toBe('支付密码不能是6位相同的数字');
    expect(weakPayPassword('000000')).toBe('支付密码不能是6位相同的数字');
  });

  it('refuses runs up or down, wrapping past 9 and 0', () => {
    for (const pin of ['123456', '012345', '456789', '890123', '654321', '987654', '109876'])
      expect(weakPayPassword(pin), pin).toBe('支付密码不能是连续的数字');
  });

  it('refuses the birth date of the ID number in its common 6-digit forms, only when an ID number is given', () => {
    for (const pin of ['900715', '071590', '150790']) {
      expect(weakPayPassword(pin, ID), pin).toBe('支付密码不能是身份证号中的出生日期');
      expect(weakPayPassword(pin), pin).toBeNull();
    }
    expect(weakPayPassword('900715', '110101199007151234')).not.toBeNull();
  });

  it('takes what is not guessable that way, and names a malformed one', () => {
    for (const pin of ['246810', '135790', '582047', '112233', '123457']) expect(weakPayPassword(pin, ID), pin).toBeNull();
    expect(weakPayPassword('12345')).toBe('支付密码须为6位数字');
    expect(weakPayPassword('12345a')).toBe('支付密码须为6位数字');
    expect(weakPayPassword('582047', 'not an id')).toBeNull();
  });
});
