import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { loginRedirectUrl } from '@/lib/guard';
import { toast } from '@/lib/toast';
import { findCouponPage, receiveCoupon, type ReceivableCoupon } from '@/services/coupon';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { Empty } from '@/components/common/Empty';
import { CouponCard, couponAmount } from './CouponCard';
import { templateCard } from './mapCoupon';
import styles from './coupon.module.css';
import orderStyles from '@/components/order/order.module.css';

const RECEIVE_TEXT: Record<1 | 2 | 3, string> = { 1: '立即领取', 2: '已领取', 3: '已领完' };

/** "满500减50" / "9.5折" for the strip's tags. */
export function couponTag(c: Pick<ReceivableCoupon, 'couponType' | 'reduceFen' | 'discount' | 'fullFen'>): string {
  if (c.couponType === 2) return `${Number((c.discount / 100).toFixed(2))}折`;
  return c.fullFen > 0 ? `满${couponAmount(c.fullFen)}减${couponAmount(c.reduceFen)}` : `立减${couponAmount(c.reduceFen)}`;
}

type Props = {
  goodsId: string;
  /** Coupons rendered by the server with the page; loaded here when absent. */
  initial?: ReceivableCoupon[] | null;
};

/**
 * The goods detail's 领券 strip and its receive sheet: site-wide, category and goods coupons that apply to this
 * goods. Receiving needs login (back to this page afterwards); the server answers whether more can be taken.
 */
export function GoodsCoupons({ goodsId, initial }: Props) {
  const router = useRouter();
  const [coupons, setCoupons] = useState<ReceivableCoupon[]>(initial ?? []);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState('');
  const loggedIn = useUserStore((s) => isLoggedIn(s));

  useEffect(() => {
    if (initial && !loggedIn) return;
    let live = true;
    // Logged in, the server also says which ones this user already took.
    findCouponPage({ goodsId, limit: 20 }).then(
      (p) => live && setCoupons(p.records),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [goodsId, loggedIn, initial]);

  if (!coupons.length) return null;

  const receive = async (c: ReceivableCoupon) => {
    if (!isLoggedIn(useUserStore.getState())) return void router.push(loginRedirectUrl(router.asPath));
    setBusy(c.id);
    try {
      const r = await receiveCoupon(c.id);
      setCoupons((list) => list.map((x) => (x.id === c.id ? { ...x, couponStatus: r.couponStatus } : x)));
      toast.success('领取成功');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '领取失败，请稍后再试');
      findCouponPage({ goodsId, limit: 20 }).then((p) => setCoupons(p.records), () => undefined);
    } finally {
      setBusy('');
    }
  };

  return (
    <>
      <button type="button" className={styles.strip} onClick={() => setOpen(true)} aria-label="领券">
        <span className={styles.stripLabel}>领券</span>
        <span className={styles.stripTags}>
          {coupons.slice(0, 3).map((c) => (
            <span key={c.id} className={styles.stripTag}>
              {couponTag(c)}
            </span>
          ))}
        </span>
        <RightOutline color="var(--text-3)" />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
        <section aria-label="领取优惠券">
          <h2 className={orderStyles.sheetTitle} style={{ margin: '0.28rem 0 0.16rem' }}>
            优惠券
            <button type="button" className={orderStyles.sheetClose} style={{ right: '0.28rem' }} aria-label="关闭" onClick={() => setOpen(false)}>
              ×
            </button>
          </h2>
          <div className={styles.list}>
            {coupons.length ? (
              coupons.map((c) => (
                <CouponCard
                  key={c.id}
                  coupon={templateCard(c)}
                  disabled={c.couponStatus === 3}
                  right={
                    <button
                      type="button"
                      className={styles.receiveBtn}
                      disabled={c.couponStatus !== 1 || busy === c.id}
                      onClick={() => void receive(c)}
                      aria-label={`${RECEIVE_TEXT[c.couponStatus]} ${c.couponName}`}
                    >
                      {RECEIVE_TEXT[c.couponStatus]}
                    </button>
                  }
                />
              ))
            ) : (
              <Empty text="暂无优惠券" />
            )}
          </div>
        </section>
      </Popup>
    </>
  );
}
