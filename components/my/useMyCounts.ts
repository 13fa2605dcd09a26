import { useEffect, useState } from 'react';
import { myCounts, saleingNum } from '@/services/aftersale';
import { findOrderPage } from '@/services/order';
import { findMyCouponPage } from '@/services/coupon';
import { MY_COUPON_TAB } from '@/lib/contract/coupon/enums';
import { accountBalanceInfo } from '@/services/wallet';

export type MyCounts = {
  /** Customer orders per status: 1 待付款, 2 办理中, 3 已完成. */
  orders: Partial<Record<'1' | '2' | '3', number>>;
  coupons?: number;
  balanceFen?: number;
  toEvaluate?: number;
  afterSaleOngoing?: number;
};

const NONE: MyCounts = { orders: {} };

const value = <T,>(r: PromiseSettledResult<T>): T | undefined => (r.status === 'fulfilled' ? r.value : undefined);

/** The numbers on the 我的 page, read after the page shows; each one that fails is simply left out. */
export function useMyCounts(loggedIn: boolean): MyCounts {
  const [counts, setCounts] = useState<MyCounts>({ orders: {} });
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void Promise.allSettled([myCounts(), findMyCouponPage({ status: MY_COUPON_TAB.UNUSED, page: 1, limit: 1 }), accountBalanceInfo()]).then(async ([badges, coupons, wallet]) => {
      let b = value(badges);
      // Without the combined badges, the order counts and the after-sale count each come from their own call.
      if (!b) {
        const [orders, saleing] = await Promise.allSettled([findOrderPage({ page: 1, limit: 1, status: '' }), saleingNum()]);
        const c = value(orders)?.counts;
        b = c ? { unpaid: c['1'], progressing: c['2'], completed: c['3'], toEvaluate: 0, saleing: value(saleing) ?? 0 } : undefined;
      }
      if (!live) return;
      setCounts({
        orders: b ? { '1': b.unpaid, '2': b.progressing, '3': b.completed } : {},
        toEvaluate: value(badges)?.toEvaluate,
        afterSaleOngoing: b?.saleing,
        coupons: value(coupons)?.totalCount,
        balanceFen: value(wallet)?.balanceFen,
      });
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return loggedIn ? counts : NONE;
}
