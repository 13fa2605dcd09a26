import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import type { ActCardOrder } from '@/services/actCard';
import { splitHms, useCountdown } from '@/components/pay/useCountdown';
import { detailHref } from '@/components/order/orderRules';
import { ActCardTicket } from './ActCardTicket';
import { cardCashierHref, cardDetailHref } from '@/lib/coupon/actCardView';
import styles from './actCard.module.css';

/** A card purchase: awaiting payment (the time left and 去支付, to the normal cashier), or closed (why, and buy again). */
export function PendingCardOrder({ order, onExpire }: { order: ActCardOrder; onExpire?: () => void }) {
  const left = useCountdown(order.expiresAt ? Date.parse(order.expiresAt) : null, onExpire);
  const hms = left !== null ? splitHms(left) : null;
  const unpaid = order.status === 1;
  return (
    <article className={styles.orderCard} aria-label={`${order.card.cardName}订单`}>
      <p className={styles.orderMeta}>
        <span>订单号 {order.cusOrderNo}</span>
        <span className={unpaid ? styles.warn : undefined}>{order.statusLabel}</span>
      </p>
      <ActCardTicket
        card={order.card}
        greyed={!unpaid}
        lines={[`可使用${order.card.availableTimes}次 · 有效期：${order.card.validityText}`, `应付 ${fenToYuan(order.priceFen)}元`]}
        foot={
          unpaid ? (
            <>
              <span className={styles.line} role="timer">
                {hms ? `支付剩余时间：${hms.h} : ${hms.m} : ${hms.s}` : ''}
              </span>
              <Link href={cardCashierHref(order.cusOrderId)} className={styles.buy}>
                去支付
              </Link>
            </>
          ) : (
            <>
              <Link href={detailHref({ cusOrderId: order.cusOrderId })} className={styles.line}>
                查看订单 &gt;
              </Link>
              {order.card.canBuy ? (
                <Link href={cardDetailHref(order.card.id)} className={styles.buy}>
                  重新购买
                </Link>
              ) : null}
            </>
          )
        }
      />
    </article>
  );
}
