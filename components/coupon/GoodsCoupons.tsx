import { useEffect, useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { RightOutline } from 'antd-mobile-icons';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { COUPON_TYPE, GOODS_PAGE_COUPONS } from '@/lib/contract/coupon/enums';
import { findCouponPage } from '@/services/coupon';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { moduleLoader } from '@/lib/moduleLoader';
import { toast } from '@/lib/toast';
import { couponAmount } from './couponAmount';
import styles from './coupon.module.css';

type SheetModule = typeof import('./GoodsCouponSheet');
/** The receive sheet's content (./GoodsCouponSheet.tsx), loaded on the first tap of the strip. */
const sheetModule = moduleLoader(() => import('./GoodsCouponSheet'));

/** "满500减50" / "9.5折" for the strip's tags. */
export function couponTag(c: Pick<ReceivableCoupon, 'couponType' | 'reduceFen' | 'discount' | 'fullFen'>): string {
  if (c.couponType === COUPON_TYPE.DISCOUNT) return `${Number((c.discount / 100).toFixed(2))}折`;
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
  const [coupons, setCoupons] = useState<ReceivableCoupon[]>(initial ?? []);
  const [open, setOpen] = useState(false);
  const [Sheet, setSheet] = useState<SheetModule['GoodsCouponSheet'] | null>(null);
  const loggedIn = useUserStore((s) => isLoggedIn(s));

  useEffect(() => {
    if (initial && !loggedIn) return;
    let live = true;
    // Logged in, the server also says which ones this user already took.
    findCouponPage({ goodsId, limit: GOODS_PAGE_COUPONS }).then(
      (p) => live && setCoupons(p.records),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [goodsId, loggedIn, initial]);

  if (!coupons.length) return null;

  // The sheet opens once its content has loaded (started on pointerdown), so it never slides in empty.
  const openSheet = () => {
    if (Sheet) return setOpen(true);
    sheetModule.load().then(
      (m) => {
        setSheet(() => m.GoodsCouponSheet);
        setOpen(true);
      },
      () => void toast.warning('加载失败，请重试'),
    );
  };

  return (
    <>
      <button type="button" className={styles.strip} onPointerDown={sheetModule.warm} onClick={openSheet}>
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
        {Sheet ? <Sheet goodsId={goodsId} coupons={coupons} setCoupons={setCoupons} onClose={() => setOpen(false)} /> : null}
      </Popup>
    </>
  );
}
