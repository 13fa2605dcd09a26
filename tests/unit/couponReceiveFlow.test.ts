import { describe, expect, it } from 'vitest';
import { receiveOutcome, refreshDelayMs, refuseBeforeReceive, stockText } from '@/components/coupon/receiveFlow';

describe('领券中心 receive rules (inventory platform §4.9)', () => {
  it('refuses a sold-out or already-taken coupon before asking the server', () => {
    expect(refuseBeforeReceive({ couponStatus: 0, countSur: 0 })).toBe('该优惠券已领完，请领取其他优惠券！');
    expect(refuseBeforeReceive({ couponStatus: 2, countSur: 10 })).toBe('无法领取');
    expect(refuseBeforeReceive({ couponStatus: 1, countSur: 3 })).toBe('无法领取');
    expect(refuseBeforeReceive({ couponStatus: 0, countSur: -1 })).toBeNull();
    expect(refuseBeforeReceive({ couponStatus: 0, countSur: 5 })).toBeNull();
    expect(refuseBeforeReceive({ couponStatus: 3, countSur: -1 })).toBe('仅限新用户领取：您已有支付成功的订单');
  });

  it('turns the answer into the card state and the toast', () => {
    expect(receiveOutcome({ ok: true, couponStatus: 0 })).toEqual({ status: 0, toast: { kind: 'success', text: '领取成功' } });
    expect(receiveOutcome({ ok: true })).toEqual({ status: 2, toast: { kind: 'success', text: '领取成功' } });
    expect(receiveOutcome({ ok: false, code: 510, message: '您已领取过该优惠券' })).toEqual({ status: 2, toast: { kind: 'error', text: '您已领取过该优惠券' } });
    expect(receiveOutcome({ ok: false, code: 20103, message: '优惠券已领完' })).toEqual({ status: 1, toast: { kind: 'error', text: '优惠券已领完' } });
    expect(receiveOutcome({ ok: false, code: 511, message: '仅限新用户领取：您已有支付成功的订单' })).toEqual({ status: 3, toast: { kind: 'error', text: '仅限新用户领取：您已有支付成功的订单' } });
    expect(receiveOutcome({ ok: false, code: 20103, message: '' }).toast.text).toBe('领取失败');
    expect(receiveOutcome({ ok: false, code: -1, message: '网络异常' })).toEqual({ status: null, toast: { kind: 'error', text: '优惠券领取失败，请稍后重试' } });
  });

  it('shows 不限量 or the rest rounded up', () => {
    expect(stockText(-1, -1)).toEqual({ unlimited: true, percent: 100, text: '不限量' });
    expect(stockText(200, 7)).toEqual({ unlimited: false, percent: 4, text: '剩余4%' });
    expect(stockText(3, 1).text).toBe('剩余34%');
    expect(stockText(100, 0).text).toBe('剩余0%');
    expect(stockText(0, 0).text).toBe('剩余0%');
  });

  it('reloads just after the earliest receive end still ahead, on the server clock', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(refreshDelayMs(['2026-11-25T10:00:10Z', '2026-11-25T09:00:00Z', '2026-12-01T00:00:00Z'], now)).toBe(10_500);
    expect(refreshDelayMs(['2026-11-25T09:00:00Z'], now)).toBeNull();
    expect(refreshDelayMs([], now)).toBeNull();
    expect(refreshDelayMs(['2030-12-31T15:59:59Z'], now)).toBe(2 ** 31 - 1);
    expect(refreshDelayMs(['not a date'], now)).toBeNull();
  });
});
