import { describe, expect, it } from 'vitest';
import {
  amountTitle,
  billDetailRows,
  billEmptyText,
  billMonthOf,
  billQuery,
  billTypeOf,
  monthLabel,
  monthOptions,
  recentMonths,
  signedYuan,
} from '@/lib/bills/billRules';

describe('账单 filters', () => {
  it('reads the kind and month of the address, all of them for anything else', () => {
    expect(billTypeOf('PAY')).toBe('PAY');
    expect(billTypeOf(['REFUND'])).toBe('REFUND');
    expect(billTypeOf('WITHDRAW')).toBe('WITHDRAW');
    expect(billTypeOf('SEED')).toBe('');
    expect(billMonthOf('2026-05')).toBe('2026-05');
    expect(billMonthOf('2026-13')).toBe('');
    expect(billMonthOf('2026-5')).toBe('');
    expect(billMonthOf(undefined)).toBe('');
  });

  it('writes only the filters that are set into the address', () => {
    expect(billQuery('', '')).toEqual({});
    expect(billQuery('TOPUP', '2026-01')).toEqual({ type: 'TOPUP', month: '2026-01' });
  });

  it('names months in Chinese', () => {
    expect(monthLabel('2026-05')).toBe('2026年5月');
    expect(monthLabel('2026-12')).toBe('2026年12月');
    expect(monthLabel('')).toBe('全部月份');
  });

  it('offers the months up to this one in China time, across the new year', () => {
    // 2026-01-31 17:00 UTC is already 1 February in Beijing.
    expect(recentMonths(new Date('2026-01-31T17:00:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    const opts = monthOptions(new Date('2026-05-10T00:00:00Z'));
    expect(opts[0]).toEqual({ label: '全部月份', value: '' });
    expect(opts[1]).toEqual({ label: '2026年5月', value: '2026-05' });
    expect(opts).toHaveLength(25);
    expect(monthOptions(new Date('2026-05-10T00:00:00Z'), '2020-01').at(-1)).toEqual({ label: '2020年1月', value: '2020-01' });
  });

  it('says whether nothing matched the filters or there is nothing at all', () => {
    expect(billEmptyText('', '')).toBe('暂无账单记录');
    expect(billEmptyText('PAY', '')).toBe('该条件下暂无账单记录');
  });
});

describe('明细详情', () => {
  const pay = {
    amountFen: -49_900,
    typeName: '支付',
    createTime: '2026-04-02T02:03:04.000Z',
    billNo: 'wl_1',
    refNo: 'P2026',
    refKind: 'PAYMENT',
    remark: '订单支付 C1',
    balanceAfterFen: 450_100,
  };

  it('signs amounts: money in +, money out -', () => {
    expect(signedYuan(-49_900)).toBe('-499.00');
    expect(signedYuan(123)).toBe('+1.23');
    expect(amountTitle(-1)).toBe('出账金额（元）');
    expect(amountTitle(0)).toBe('入账金额（元）');
  });

  it('lists kind, China time, 流水号, the payment number, what it was for and the balance after it', () => {
    expect(billDetailRows(pay)).toEqual([
      { label: '类型', value: '支付' },
      { label: '时间', value: '2026-04-02 10:03:04' },
      { label: '流水号', value: 'wl_1' },
      { label: '支付单号', value: 'P2026' },
      { label: '说明', value: '订单支付 C1' },
      { label: '变动后余额', value: '¥4501.00' },
    ]);
  });

  it('calls a refund’s number the original payment’s, and leaves out what is empty', () => {
    const refund = billDetailRows({ ...pay, amountFen: 100, typeName: '退款', refKind: 'REFUND' });
    expect(refund.find((r) => r.value === 'P2026')?.label).toBe('原支付单号');
    const opening = billDetailRows({ ...pay, refNo: '', remark: '', refKind: 'SEED' });
    expect(opening.map((r) => r.label)).toEqual(['类型', '时间', '流水号', '变动后余额']);
  });
});
