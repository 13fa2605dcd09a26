import { useRouter } from 'next/router';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { loginRedirectUrl } from '@/lib/guard';
import { toast } from '@/lib/toast';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { RECEIVE_STATUS } from '@/lib/contract/coupon/enums';
import { receiveCoupon } from '@/services/coupon';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { Empty } from '@/components/common/Empty';
import { CouponCard } from './CouponCard';
import { templateCard } from './mapCoupon';
import styles from './coupon.module.css';

const RECEIVE_TEXT: Record<1 | 2 | 3, string> = { 1: '立即领取', 2: '已领取', 3: '已领完' };

/**
 * Receiving a coupon (POST receive_coupon): login first (back to this page), then the server's answer replaces the
 * coupon's state; on a refusal the list is reloaded, since the server knows better (taken meanwhile, sold out).
 */
export function useCouponReceive(setCoupons: Dispatch<SetStateAction<ReceivableCoupon[]>>, reload: () => Promise<ReceivableCoupon[]>) {
  const router = useRouter();
  const [busy, setBusy] = useState('');
  const receive = async (c: ReceivableCoupon) => {
    if (!isLoggedIn(useUserStore.getState())) return void router.push(loginRedirectUrl(router.asPath));
    setBusy(c.id);
    try {
      const r = await receiveCoupon(c.id);
      setCoupons((list) => list.map((x) => (x.id === c.id ? { ...x, couponStatus: r.couponStatus } : x)));
      toast.success('领取成功');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '领取失败，请稍后再试');
      reload().then(setCoupons, () => undefined);
    } finally {
      setBusy('');
    }
  };
  return { busy, receive };
}

/** Coupon cards with their 立即领取 / 已领取 / 已领完 button. */
export function ReceivableCouponList({ coupons, busy, onReceive, empty = '暂无优惠券' }: { coupons: ReceivableCoupon[]; busy: string; onReceive: (c: ReceivableCoupon) => void; empty?: string }) {
  if (!coupons.length) return <Empty text={empty} />;
  return (
    <>
      {coupons.map((c) => (
        <CouponCard
          key={c.id}
          coupon={templateCard(c)}
          disabled={c.couponStatus === RECEIVE_STATUS.SOLD_OUT}
          right={
            <button
              type="button"
              className={styles.receiveBtn}
              disabled={c.couponStatus !== RECEIVE_STATUS.RECEIVABLE || busy === c.id}
              onClick={() => onReceive(c)}
              aria-label={`${RECEIVE_TEXT[c.couponStatus]} ${c.couponName}`}
            >
              {RECEIVE_TEXT[c.couponStatus]}
            </button>
          }
        />
      ))}
    </>
  );
}
