import Link from 'next/link';
import type { UserCoupon } from '@/services/coupon';
import { goodsDetailHref } from '@/lib/goodsRoute';
import { CouponCard, type CouponCardView } from '@/components/coupon/CouponCard';
import { templateCard } from '@/components/coupon/mapCoupon';
import styles from '@/components/order/order.module.css';
import { chinaDate } from '@/lib/chinaTime';
import { USE_TYPE, USER_COUPON_STATUS } from '@/lib/contract/coupon/enums';

/** The validity dates in China time (the server's serviceLife text uses the same). */
const day = (s: string) => chinaDate(s, '.');

/** A held coupon as a card: its own validity window rather than the template's rule text. */
export function myCouponCard(c: UserCoupon): CouponCardView {
  const t = c.marketingCouponVO;
  return {
    ...templateCard(t),
    id: c.couponUseCode,
    validText: c.validFrom && c.validTo ? `有效期 ${day(c.validFrom)}-${day(c.validTo)}` : t.serviceLife,
  };
}

/** Where 去使用 leads: the goods for a goods coupon, otherwise the home page to pick services. */
export function couponUseHref(c: UserCoupon): string {
  const t = c.marketingCouponVO;
  const goodsId = t.useType === USE_TYPE.GOODS ? t.productId || t.scopeCode : '';
  return goodsId ? goodsDetailHref({ productId: goodsId }) : '/';
}

/** One coupon of 我的优惠券: 未使用 ones offer 去使用; the rest are greyed with their status. */
export function MyCouponItem({ coupon }: { coupon: UserCoupon }) {
  const usable = coupon.status === USER_COUPON_STATUS.UNUSED;
  return (
    <div role="listitem" aria-label={coupon.marketingCouponVO.couponName}>
      <CouponCard
        coupon={myCouponCard(coupon)}
        disabled={!usable}
        badge={usable ? undefined : coupon.statusLabel}
        right={
          usable ? (
            <Link href={couponUseHref(coupon)} className={styles.primaryBtn} style={{ height: '0.52rem', padding: '0 0.2rem', fontSize: '0.24rem' }}>
              去使用
            </Link>
          ) : null
        }
      />
    </div>
  );
}
