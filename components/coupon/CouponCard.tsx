import type { ReactNode } from 'react';
import { couponAmount } from './couponAmount';
import { COUPON_TYPE, USE_TYPE } from '@/lib/contract/coupon/enums';
import styles from './coupon.module.css';

export type CouponCardView = {
  id: string;
  name: string;
  typeName: string;
  /** 1 满减 (amount off), 2 折扣 (per-mille discount). */
  couponType: number;
  reduceFen: number;
  /** Per mille: 850 = 8.5折. */
  discount: number;
  /** 0 = 无门槛. */
  fullFen: number;
  useType: number;
  productName?: string | null;
  validText: string;
  /** Why it cannot be used on this order (不可用 tab). */
  reason?: string | null;
};


export function couponScope(c: Pick<CouponCardView, 'useType' | 'productName'>): string {
  if (c.useType === USE_TYPE.SITE) return '全场通用';
  if (c.productName) return `"${c.productName}"-可用`;
  return c.useType === USE_TYPE.CATEGORY ? '仅限指定品类使用' : '仅限指定商品使用';
}

type Props = { coupon: CouponCardView; disabled?: boolean; badge?: string; right?: ReactNode; selected?: boolean; onClick?: () => void };

/** One coupon: face value and threshold on the left, name, scope and validity on the right. */
export function CouponCard({ coupon, disabled, badge, right, selected, onClick }: Props) {
  const face =
    coupon.couponType === COUPON_TYPE.DISCOUNT ? (
      <b className={styles.face}>{Number((coupon.discount / 100).toFixed(2))}折</b>
    ) : (
      <b className={styles.face}>
        <small>¥</small>
        {couponAmount(coupon.reduceFen)}
      </b>
    );
  const body = (
    <>
      <div className={styles.left}>
        {face}
        <span className={styles.limit}>{coupon.fullFen > 0 ? `满${couponAmount(coupon.fullFen)}可用` : '无门槛'}</span>
      </div>
      <div className={styles.right}>
        <p className={styles.title}>
          {coupon.typeName ? <span className={styles.tag}>{coupon.typeName}</span> : null}
          {coupon.name}
        </p>
        <p className={styles.scope}>{couponScope(coupon)}</p>
        <p className={styles.valid}>{coupon.validText}</p>
        {coupon.reason ? <p className={styles.reason}>{coupon.reason}</p> : null}
      </div>
      {right ? <div className={styles.action}>{right}</div> : null}
      {badge ? <span className={styles.badge}>{badge}</span> : null}
    </>
  );
  const cls = `${styles.card} ${disabled ? styles.disabled : ''}`;
  return onClick ? (
    <button type="button" className={cls} onClick={onClick} aria-pressed={selected}>
      {body}
    </button>
  ) : (
    <div className={cls}>{body}</div>
  );
}
