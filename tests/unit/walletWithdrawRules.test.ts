import { describe, expect, it } from 'vitest';
import {
  allAmountText,
  bankBadge,
  bindProblem,
  cardLabel,
  groupCardNo,
  newIdempotencyKey,
  sanitizeAmount,
  statusLook,
  withdrawDetailRows,
  withdrawProblem,
} from '@/components/my/wallet/withdrawRules';
import { yuanToFen } from '@/lib/money';

describe('the 提现金额 box', () => {
  it('keeps at most two decimals, turns a leading point into 0., drops leading zeros, caps the integer part at 9 digits', () => {
    expect(sanitizeAmount('12.345')).toBe('12.34');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('0')).toBe('0');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('12a3元')).toBe('123');
    expect(sanitizeAmount('1234567890123')).toBe('123456789');
    expect(sanitizeAmount('')).toBe('');
    expect(sanitizeAmount('10.')).toBe('10.');
  });

  it('converts yuan text to fen exactly, without floating point', () => {
    expect(yuanToFen('10')).toBe(1000);
    expect(yuanToFen('10.5')).toBe(1050);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('10000.01')).toBe(1_000_001);
    expect(yuanToFen('10.')).toBe(1000);
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });

  it('全部提现 fills the whole balance', () => {
    expect(allAmountText(123456)).toBe('1234.56');
    expect(allAmountText(0)).toBe('0.00');
    expect(yuanToFen(allAmountText(98765))).toBe(98765);
  });
});

describe('the form checks', () => {
  const ok = { hasCard: true, amountText: '100', balanceFen: 50_000 };
  it('in the original order: card, amount, balance, then the limits', () => {
    expect(withdrawProblem({ ...ok, hasCard: false })).toBe('请选择到账银行卡');
    expect(withdrawProblem({ ...ok, amountText: ' ' })).toBe('请填写提现金额');
    expect(withdrawProblem({ ...ok, amountText: '0' })).toBe('请填写正确的提现金额');
    expect(withdrawProblem({ ...ok, amountText: '500.01' })).toBe('账户余额不足');
    expect(withdrawProblem({ ...ok, amountText: '9.99' })).toBe('每次提现金额不低于10元');
    expect(withdrawProblem({ ...ok, amountText: '10000.01', balanceFen: 2_000_000 })).toBe('每次最多可提现10000元');
    expect(withdrawProblem({ ...ok, amountText: '10' })).toBeNull();
    expect(withdrawProblem({ ...ok, amountText: '10000', balanceFen: 1_000_000 })).toBeNull();
  });

  it('the bind form: card, bank, branch, ID number, phone', () => {
    const f = { cardNo: '6222 0201 2345 6789 012', bankCode: 'ICBC', branchId: 'bb_1', idNo: '510104199003071237', phone: '13912345678' };
    expect(bindProblem(f)).toBeNull();
    expect(bindProblem({ ...f, cardNo: '' })).toBe('请输入银行卡号');
    expect(bindProblem({ ...f, bankCode: '' })).toBe('请输入有效的银行卡号');
    expect(bindProblem({ ...f, branchId: '' })).toBe('请选择开户行');
    expect(bindProblem({ ...f, idNo: '5101041990' })).toBe('请输入正确的身份证号码');
    expect(bindProblem({ ...f, phone: '139' })).toBe('请输入正确的银行预留手机号');
  });
});

describe('texts', () => {
  it('card labels, grouped numbers, statuses, bank marks, keys', () => {
    expect(cardLabel({ bankName: '中国工商银行', cardTail: '9012' })).toBe('中国工商银行(9012)');
    expect(groupCardNo('6222a0201234567890123456')).toBe('6222 0201 2345 6789 012');
    expect(statusLook('PROCESSING')).toBe('pending');
    expect(statusLook('SUCCESS')).toBe('done');
    expect(statusLook('FAILED')).toBe('failed');
    expect(bankBadge('ICBC').text).toBe('工');
    expect(bankBadge('XYZ', '中国某某银行').text).toBe('某');
    const k = newIdempotencyKey();
    expect(k).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(k);
  });

  it('the detail rows of a failed withdrawal carry its reason', () => {
    const rows = withdrawDetailRows({
      createTime: '2026-05-01T02:03:04.000Z',
      cardMasked: '6222 **** **** 9012',
      holderName: '张三',
      bankName: '中国工商银行',
      withdrawNo: 'W20260501100304123456',
      statusName: '提现失败',
      finishTime: '2026-05-01T02:03:09.000Z',
      failReason: '收款银行退回：收款账户状态异常',
      serviceChargeFen: 0,
    });
    expect(rows.map((r) => r.label)).toEqual(['业务类型', '时间', '银行卡号', '账户名称', '银行', '流水号', '状态', '失败原因']);
    expect(rows.find((r) => r.label === '时间')?.value).toBe('2026-05-01 10:03:04');
    expect(rows.find((r) => r.label === '状态')?.value).toBe('提现失败（2026-05-01 10:03:09）');
  });
});
