import { isStackable, toggleCoupon, toggleSingle } from '@/components/coupon/couponSelect';
import { couponScope } from '@/components/coupon/CouponCard';
import { couponAmount } from '@/components/coupon/couponAmount';
import { couponTag } from '@/components/coupon/GoodsCoupons';

const site = { id: 'site', useType: 1 };
const cat = { id: 'cat', useType: 2, productId: 'FL1' };
const pA = { id: 'pA', useType: 3, productId: 'g1' };
const pA2 = { id: 'pA2', useType: 3, productId: 'g1' };
const pB = { id: 'pB', useType: 3, productId: 'g2' };

describe('combining coupons on one order (inventory §6)', () => {
  it('a site-wide or category coupon stands alone', () => {
    expect(toggleCoupon([], site)).toEqual({ next: [site], needsConfirm: false });
    expect(toggleCoupon([site], cat)).toEqual({ next: [cat], needsConfirm: false });
  });
  it('product coupons combine, one per product', () => {
    expect(toggleCoupon([pA], pB).next).toEqual([pA, pB]);
    expect(toggleCoupon([pA, pB], pA2).next).toEqual([pB, pA2]);
  });
  it('switching kinds asks first', () => {
    expect(toggleCoupon([pA, pB], site)).toEqual({ next: [site], needsConfirm: true });
    expect(toggleCoupon([site], pA)).toEqual({ next: [pA], needsConfirm: true });
  });
  it('tapping a chosen coupon removes it', () => expect(toggleCoupon([pA, pB], pA).next).toEqual([pB]));
  it('marks other products’ coupons 可叠加 while only product coupons are chosen', () => {
    expect(isStackable([pA], pB)).toBe(true);
    expect(isStackable([pA], pA2)).toBe(false);
    expect(isStackable([site], pB)).toBe(false);
    expect(isStackable([], pB)).toBe(false);
  });
  it('the single picker toggles one coupon', () => {
    expect(toggleSingle(null, site)).toBe(site);
    expect(toggleSingle(site, site)).toBeNull();
    expect(toggleSingle(site, pA)).toBe(pA);
  });
});

describe('coupon faces', () => {
  it('shows yuan, and 万 from 10000 yuan', () => {
    expect(couponAmount(5000)).toBe('50');
    expect(couponAmount(1250)).toBe('12.50');
    expect(couponAmount(2_500_000)).toBe('2.5万');
  });
  it('names the scope', () => {
    expect(couponScope({ useType: 1 })).toBe('全场通用');
    expect(couponScope({ useType: 3, productName: '有限公司注册' })).toBe('"有限公司注册"-可用');
    expect(couponScope({ useType: 2, productName: '' })).toBe('仅限指定品类使用');
  });
  it('tags the goods strip', () => {
    expect(couponTag({ couponType: 1, reduceFen: 5000, discount: 0, fullFen: 50000 })).toBe('满500减50');
    expect(couponTag({ couponType: 1, reduceFen: 3000, discount: 0, fullFen: 0 })).toBe('立减30');
    expect(couponTag({ couponType: 2, reduceFen: 0, discount: 950, fullFen: 100000 })).toBe('9.5折');
  });
});
