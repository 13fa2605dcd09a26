import type { Dispatch, SetStateAction } from 'react';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { GOODS_PAGE_COUPONS } from '@/lib/contract/coupon/enums';
import { findCouponPage } from '@/services/coupon';
import { ReceivableCouponList, useCouponReceive } from './ReceivableCoupons';
import styles from './coupon.module.css';
import orderStyles from '@/components/order/order.module.css';

type Props = {
  goodsId: string;
  coupons: ReceivableCoupon[];
  setCoupons: Dispatch<SetStateAction<ReceivableCoupon[]>>;
  onClose: () => void;
};

/**
 * What the goods detail's 领券 sheet shows: the coupons with their 立即领取 buttons, and receiving them. Loaded by
 * ./GoodsCoupons.tsx when the strip is first tapped (the page shows none of it before).
 */
export function GoodsCouponSheet({ goodsId, coupons, setCoupons, onClose }: Props) {
  const { busy, receive } = useCouponReceive(setCoupons, () => findCouponPage({ goodsId, limit: GOODS_PAGE_COUPONS }).then((p) => p.records));
  return (
    <section aria-label="领取优惠券">
      <h2 className={orderStyles.sheetTitle} style={{ margin: '0.28rem 0 0.16rem' }}>
        优惠券
        <button type="button" className={orderStyles.sheetClose} style={{ right: '0.28rem' }} aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </h2>
      <div className={styles.list}>
        <ReceivableCouponList coupons={coupons} busy={busy} onReceive={(c) => void receive(c)} />
      </div>
    </section>
  );
}
