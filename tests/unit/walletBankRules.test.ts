import { describe, expect, it } from 'vitest';
import { BANKS, BIN_TABLE, checkCardNo, issuerOf, luhnCheckDigit, luhnValid, maskCardNo, normaliseCardNo } from '@/server/adapters/bankVerify/bins';
import { checkIdCard, idCardCheckChar } from '@/lib/validators/idCard';
import { branchRows } from '@/server/modules/wallet/branches';

const card = (bin: string, length = 19, fill = '0123456789') => {
  const body = (bin + fill.repeat(3)).slice(0, length - 1);
  return body + luhnCheckDigit(body);
};

describe('Luhn', () => {
  it('accepts known-good numbers and rejects a changed digit or a swap', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111112')).toBe(false);
    const good = card('622202');
    expect(luhnValid(good)).toBe(true);
    for (let i = 0; i < good.length; i++) {
      const d = (Number(good[i]) + 1) % 10;
      expect(luhnValid(good.slice(0, i) + d + good.slice(i + 1))).toBe(false);
    }
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });

  it('the check digit makes any body valid', () => {
    for (const body of ['622848012345678901', '621700123456789', '0']) expect(luhnValid(body + luhnCheckDigit(body))).toBe(true);
  });
});

describe('issuer from the BIN', () => {
  it('names the main Chinese banks by their debit BINs', () => {
    expect(issuerOf(card('622202'))).toEqual({ bankCode: 'ICBC', bankName: '中国工商银行', cardType: '借记卡' });
    expect(issuerOf(card('621700'))?.bankName).toBe('中国建设银行');
    expect(issuerOf(card('622848'))?.bankName).toBe('中国农业银行');
    expect(issuerOf(card('621661'))?.bankName).toBe('中国银行');
    expect(issuerOf(card('622588', 16))?.bankName).toBe('招商银行');
    expect(issuerOf(card('622260'))?.bankName).toBe('交通银行');
    expect(issuerOf(card('621799'))?.bankName).toBe('中国邮政储蓄银行');
    expect(issuerOf(card('999999'))).toBeNull();
  });

  it('every BIN is listed once, six digits, of a known bank', () => {
    expect(BIN_TABLE.size).toBeGreaterThan(100);
    for (const [bin, issuer] of BIN_TABLE) {
      expect(bin).toMatch(/^\d{6}$/);
      expect(BANKS[issuer.bankCode]).toBe(issuer.bankName);
    }
  });

  it('checkCardNo: digits (spaces dropped), Luhn, a known bank, debit only', () => {
    const good = card('622202');
    expect(checkCardNo(good.replace(/(\d{4})/g, '$1 '))).toMatchObject({ ok: true, cardNo: good });
    expect(checkCardNo('62220212')).toEqual({ ok: false, reason: '请输入有效的银行卡号' });
    expect(checkCardNo(good.slice(0, -1) + ((Number(good.slice(-1)) + 1) % 10))).toEqual({ ok: false, reason: '请输入有效的银行卡号' });
    expect(checkCardNo(card('999999'))).toEqual({ ok: false, reason: '暂不支持该银行的银行卡' });
    expect(checkCardNo(card('622575', 16))).toEqual({ ok: false, reason: '仅支持储蓄卡（借记卡），请更换银行卡' });
    expect(normaliseCardNo('1234 5678 9012')).toBe('123456789012');
    expect(normaliseCardNo('12345678901')).toBeNull();
    expect(normaliseCardNo('12345678901234567890')).toBeNull();
  });

  it('masks all but the first and last four digits', () => {
    expect(maskCardNo('6222020123456789012')).toBe('6222 **** **** 9012');
  });
});

describe('ID number checksum (GB 11643)', () => {
  it('computes the check character, X for 10', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('51010419900307123')).toBe('7');
    expect(checkIdCard('11010519491231002x').ok).toBe(true);
    expect(checkIdCard('510104199003071237')).toMatchObject({ ok: true, gender: 'M', birthDate: '1990-03-07' });
    expect(checkIdCard('510104199003071238')).toEqual({ ok: false, reason: '身份证号码校验位有误' });
    expect(checkIdCard('5101041990030712')).toEqual({ ok: false, reason: '身份证号码应为18位，最后一位可为X' });
  });
});

describe('the branch directory', () => {
  it('each bank has branches with a 12-digit 联行号 that starts with its CNAPS code; ids and codes are unique', () => {
    const rows = branchRows();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const code of Object.keys(BANKS)) expect(rows.filter((r) => r.bankCode === code).length).toBeGreaterThan(20);
    expect(rows.find((r) => r.name === '中国工商银行成都高新支行')?.code).toMatch(/^1026510\d{5}$/);
    expect(branchRows()).toEqual(rows);
  });
});
