import { useRouter } from 'next/router';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { loginRedirectUrl } from '@/lib/guard';
import { toast } from '@/lib/toast';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { RECEIVE_STATUS, RECEIVE_STATUS_TEXT } from '@/lib/contract/coupon/enums';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { receiveCoupon } from '@/services/coupon';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { Empty } from '@/components/common/Empty';
import { CouponCard } from './CouponCard';
import { templateCard } from './mapCoupon';
import { receiveOutcome, refuseBeforeReceive, type ReceiveOutcome } from './receiveFlow';
import styles from './coupon.module.css';

/**
 * Receiving a coupon (POST receive_coupon): login first (back to this page), then the server's answer sets the
 * coupon's state (receiveFlow.ts: 领取成功, 510 已领取, otherwise 已领完); afterwards the list is reloaded, since the
 * server knows better (taken meanwhile, sold out).
 */
export function useCouponReceive(setCoupons: Dispatch<SetStateAction<ReceivableCoupon[]>>, reload: () => Promise<ReceivableCoupon[]>) {
  const router = useRouter();
  const [busy, setBusy] = useState('');
  const receive = async (c: ReceivableCoupon) => {
    const refused = refuseBeforeReceive(c);
    if (refused) return void toast.warning(refused);
    if (!isLoggedIn(useUserStore.getState())) return void router.push(loginRedirectUrl(router.asPath));
    setBusy(c.id);
    let outcome: ReceiveOutcome | null = null;
    try {
      const r = await receiveCoupon(c.id);
      outcome = receiveOutcome({ ok: true, couponStatus: r.couponStatus });
    } catch (e) {
      // An expired session: the http client already sends the visitor to log in.
      if (!(isApiError(e) && isSessionInvalidCode(e.code))) {
        outcome = receiveOutcome(isApiError(e) ? { ok: false, code: e.code, message: e.message } : { ok: false, code: -1, message: '' });
      }
    } finally {
      setBusy('');
    }
    if (!outcome) return;
    const { status, toast: t } = outcome;
    if (status !== null) setCoupons((list) => list.map((x) => (x.id === c.id ? { ...x, couponStatus: status } : x)));
    if (t.kind === 'success') toast.success(t.text);
    else toast.error(t.text);
    reload().then(setCoupons, () => undefined);
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
          disabled={c.couponStatus === RECEIVE_STATUS.SOLD_OUT || c.couponStatus === RECEIVE_STATUS.NOT_FOR_YOU}
          right={
            <button
              type="button"
              className={styles.receiveBtn}
              disabled={c.couponStatus !== RECEIVE_STATUS.RECEIVABLE || busy === c.id}
              onClick={() => onReceive(c)}
              aria-label={`${RECEIVE_STATUS_TEXT[c.couponStatus]} ${c.couponName}`}
            >
              {RECEIVE_STATUS_TEXT[c.couponStatus]}
            </button>
          }
        />
      ))}
    </>
  );
}
