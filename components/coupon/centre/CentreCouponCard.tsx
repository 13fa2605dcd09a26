import { chinaDateTime } from '@/lib/chinaTime';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { COUPON_AUDIENCE, COUPON_TYPE, RECEIVE_STATUS, RECEIVE_STATUS_TEXT } from '@/lib/contract/coupon/enums';
import { couponScope } from '../CouponCard';
import { couponAmount } from '../couponAmount';
import { stockText } from '../receiveFlow';
import styles from './centre.module.css';

type Props = {
  coupon: ReceivableCoupon;
  busy: boolean;
  remarkOpen: boolean;
  /** Receive ends before this instant (ms): the card says until when (a grab that ends soon). */
  soonBefore: number | null;
  onRemark: (open: boolean) => void;
  onReceive: () => void;
};

/** "满500元可用" / "满1.5万可用" / "无门槛". */
const threshold = (fullFen: number) => {
  if (fullFen <= 0) return '无门槛';
  const amount = couponAmount(fullFen);
  return `满${amount}${amount.endsWith('万') ? '' : '元'}可用`;
};

/**
 * One coupon of 领券中心 (inventory platform §4.9): amount or 折 with its threshold and stock on the left; tag, name,
 * scope (tap: the rules in a dark bubble) and validity in the middle; the button by couponStatus on the right, with
 * the 已领取 stamp. A sold-out coupon is greyed whole; a 新客 coupon says so in its tag, and for a customer with a paid
 * order (couponStatus 3) it is greyed with 仅限新用户 and the reason instead of a button that would only be refused.
 */
export function CentreCouponCard({ coupon: c, busy, remarkOpen, soonBefore, onRemark, onReceive }: Props) {
  const soldOut = c.couponStatus === RECEIVE_STATUS.SOLD_OUT;
  const received = c.couponStatus === RECEIVE_STATUS.RECEIVED;
  const notForYou = c.couponStatus === RECEIVE_STATUS.NOT_FOR_YOU;
  const forNew = c.audience === COUPON_AUDIENCE.NEW_CUSTOMER;
  const stock = stockText(c.countSum, c.countSur);
  const isDiscount = c.couponType === COUPON_TYPE.DISCOUNT;
  const label = RECEIVE_STATUS_TEXT[c.couponStatus];
  const endsSoon = soonBefore !== null && Date.parse(c.receiveEndDate) < soonBefore;
  return (
    <article className={`${styles.card} ${soldOut || notForYou ? styles.soldOut : ''} ${received ? styles.received : ''}`} role="listitem" aria-label={c.couponName}>
      <div className={styles.left}>
        {isDiscount ? (
          <b className={styles.amount}>
            {Number((c.discount / 100).toFixed(2))}
            <small> 折</small>
          </b>
        ) : (
          <b className={styles.amount}>
            <small>¥</small>
            {couponAmount(c.reduceFen)}
          </b>
        )}
        <span className={styles.threshold}>{threshold(c.fullFen)}</span>
        {soldOut ? null : stock.unlimited ? (
          <span className={styles.stockText}>不限量</span>
        ) : (
          <span className={styles.stock}>
            <span className={styles.bar} role="progressbar" aria-label="剩余数量" aria-valuenow={stock.percent} aria-valuemin={0} aria-valuemax={100}>
              <i style={{ width: `${stock.percent}%` }} />
            </span>
            <span className={styles.stockText}>{stock.text}</span>
          </span>
        )}
      </div>
      <div className={styles.middle}>
        <p className={styles.name}>
          <span className={styles.tag}>{isDiscount ? '折扣券' : '满减券'}</span>
          {forNew ? <span className={styles.tag}>新客专享</span> : null}
          {c.couponName}
        </p>
        <button type="button" className={styles.scope} aria-expanded={remarkOpen} onClick={() => onRemark(!remarkOpen)}>
          {couponScope(c)}
          <span className="visually-hidden">，查看使用说明</span> <span aria-hidden>ⓘ</span>
        </button>
        {remarkOpen ? (
          <div className={styles.remark} role="tooltip">
            <p>{c.remark || '暂无使用说明'}</p>
            <button type="button" className={styles.remarkClose} aria-label="关闭使用说明" onClick={() => onRemark(false)}>
              ×
            </button>
          </div>
        ) : null}
        <p className={styles.life}>{c.serviceLife}</p>
        {endsSoon ? <p className={styles.ends}>领取截止 {chinaDateTime(c.receiveEndDate)}</p> : null}
        {notForYou ? <p className={styles.ends}>仅限尚无支付成功订单的新用户领取</p> : null}
      </div>
      <div className={styles.right}>
        <button type="button" className={styles.receive} disabled={c.couponStatus !== RECEIVE_STATUS.RECEIVABLE || busy} onClick={onReceive} aria-label={`${label} ${c.couponName}`}>
          {busy ? '领取中' : label}
        </button>
      </div>
      {received ? (
        <span className={styles.stamp} aria-hidden>
          已领取
        </span>
      ) : null}
    </article>
  );
}
