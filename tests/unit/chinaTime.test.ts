import { describe, expect, it } from 'vitest';
import { chinaClock, chinaDate, chinaDateCn, chinaDateTime } from '@/lib/chinaTime';
import { orderTime } from '@/components/order/orderRules';
import { pickable } from '@/components/coupon/mapCoupon';
import { myCouponCard } from '@/components/my/MyCouponItem';
import { subjectOf } from '@/server/modules/order/customerNo';
import { invoiceBanner } from '@/components/invoice/invoiceText';

describe('one China-time formatter for every displayed date', () => {
  it('shows a UTC instant in China time, whatever the zone of the machine', () => {
    expect(chinaDateTime('2024-12-31T16:30:00.000Z')).toBe('2025-01-01 00:30');
    expect(chinaDateTime('2024-12-31T16:30:05.000Z', { seconds: true })).toBe('2025-01-01 00:30:05');
    expect(chinaDate('2024-12-31T16:00:00.000Z', '.')).toBe('2025.01.01');
    expect(chinaDateCn('2024-12-31T16:00:00.000Z')).toBe('2025年1月1日');
    expect(chinaDateTime(Date.UTC(2026, 10, 23, 17, 0))).toBe('2026-11-24 01:00');
    expect(chinaDateTime('1735662600000')).toBe('2025-01-01 00:30');
  });

  it('reads zone-less texts as China time and leaves other texts alone', () => {
    expect(chinaDate('2025-01-01')).toBe('2025-01-01');
    expect(chinaDateTime('2025-01-01 08:00:00')).toBe('2025-01-01 08:00');
    expect(chinaDateTime('昨天')).toBe('昨天');
    expect(chinaDateTime(null)).toBe('');
    expect(chinaDateTime('')).toBe('');
  });

  it('the order, after-sale and invoice pages use it (no raw ISO string shown)', () => {
    const iso = '2026-11-21T22:47:58.911Z';
    expect(orderTime(iso)).toBe('2026-11-22 06:47:58');
    expect(chinaDateTime(iso)).toBe('2026-11-22 06:47');
    expect(chinaDateTime(iso)).not.toMatch(/T|Z/);
  });

  it('a coupon shows the same validity dates at checkout and in 我的优惠券 as on the goods page (China time)', () => {
    const template = { id: 't', couponName: '满减', typeName: '满减券', couponType: 1, reduceFen: 100, discount: 0, fullFen: 1000, useType: 1, productName: '', serviceLife: '2025.01.01-2025.01.31', productId: '', scopeCode: '' };
    // Valid from 2025-01-01 00:00 China time = 2024-12-31T16:00Z.
    const held = { couponUseCode: 'u1', validFrom: '2024-12-31T16:00:00.000Z', validTo: '2025-01-31T15:59:59.000Z', marketingCouponVO: template, wherefore: '' };
    expect(pickable(held as never).validText).toBe('2025.01.01-2025.01.31');
    expect(myCouponCard({ ...held, status: 1 } as never).validText).toBe('有效期 2025.01.01-2025.01.31');
  });
});

describe('the payment subject names every goods of the order', () => {
  it('one goods: its name; several: all of them, or the first and the count when too long', () => {
    expect(subjectOf(['有限公司注册'])).toBe('有限公司注册');
    expect(subjectOf(['有限公司注册', '小规模记账'])).toBe('有限公司注册、小规模记账');
    expect(subjectOf(['有限公司注册并同时办理银行开户与税务报到', '小规模记账', '普通商标注册'])).toBe('有限公司注册并同时办理银行开户与税务报到等3项服务');
    expect(subjectOf([])).toBe('订单支付');
  });
});

describe('invoice detail banner', () => {
  it('an issued invoice points to the invoice, not to a service review', () => {
    const b = invoiceBanner('INVOICE_STATUS_SUCCESS');
    expect(b.title).toBe('已开票');
    expect(b.tips).not.toContain('评价');
    expect(b.tips).toContain('查看发票');
  });
});

describe('chinaClock', () => {
  it('is HH:mm in China time, and empty for nothing or no time', () => {
    expect(chinaClock('2026-11-29T21:58:00.000Z')).toBe('05:58');
    expect(chinaClock(new Date('2026-11-29T01:05:00Z'))).toBe('09:05');
    expect(chinaClock(null)).toBe('');
    expect(chinaClock('not a time')).toBe('');
  });
});
