import type { CouponOption, CouponTemplate } from '@/lib/contract/coupon/api';
import type { PickableCoupon } from './CouponPicker';
import type { CouponCardView } from './CouponCard';
import { chinaDate } from '@/lib/chinaTime';

/** The validity dates in China time (the server's serviceLife text uses the same). */
const day = (s: string) => chinaDate(s, '.');

/** A template as a coupon card (goods detail strip). */
export function templateCard(t: CouponTemplate): CouponCardView {
  return {
    id: t.id,
    name: t.couponName,
    typeName: t.typeName,
    couponType: t.couponType,
    reduceFen: t.reduceFen,
    discount: t.discount,
    fullFen: t.fullFen,
    useType: t.useType,
    productName: t.productName,
    validText: t.serviceLife,
  };
}

/** A coupon the user holds, as the order's picker shows it: its use code is what the server settles with. */
export function pickable(c: CouponOption): PickableCoupon {
  const t = c.marketingCouponVO;
  return {
    ...templateCard(t),
    id: c.couponUseCode,
    productId: t.productId || t.scopeCode,
    validText: c.validFrom && c.validTo ? `${day(c.validFrom)}-${day(c.validTo)}` : t.serviceLife,
    reason: c.wherefore || null,
  };
}
