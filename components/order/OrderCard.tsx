import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import type { CustomerOrder } from '@/lib/contract/order/api';
import { OrderLine } from './OrderLine';
import { AfterPurchaseLinks } from './AfterPurchaseLinks';
import { CUS_ORDER_STATUS, PAY_BUTTON, PAY_BUTTON_TEXT, PAY_STATUS_NO, PAY_TYPE } from '@/lib/contract/order/enums';
import { detailHref, statusTone } from './orderRules';
import styles from './order.module.css';

export type OrderCardActions = {
  onCancel: (o: CustomerOrder) => void;
  onPay: (o: CustomerOrder) => void;
  onConfirm: (o: CustomerOrder) => void;
};

/** The money line under the items (inventory §1 totals row). */
export function orderTotalText(o: CustomerOrder): string {
  if (o.cusOrderStatus === CUS_ORDER_STATUS.CANCELLED) return `合计 ${fenToYuan(o.orderPayableMoneyFen)}元`;
  if (o.cusOrderPayType === PAY_TYPE.DEPOSIT) {
    if (o.cusOrderPayStatusNo === PAY_STATUS_NO.PART_PAID) return `定金${fenToYuan(o.depositAmountFen)}元, 尾款${fenToYuan(o.orderBalanceMoneyFen)}元`;
    if (o.payButton === PAY_BUTTON.PAY_NOW) return `合计 ${fenToYuan(o.orderPayableMoneyFen)}元, 定金待支付${fenToYuan(o.depositAmountFen)}元`;
  }
  if (o.payButton) return `应付款 ${fenToYuan(o.thisTimePayTotalFen || o.orderSurplusMoneyFen)}元`;
  return `合计 ${fenToYuan(o.orderPayableMoneyFen)}元`;
}

/** One customer order in the list: number and status, its lines, the total and the buttons it allows. */
export function OrderCard({ order, actions }: { order: CustomerOrder; actions: OrderCardActions }) {
  const unsubmitted = order.cusOrderStatus === CUS_ORDER_STATUS.UNSUBMITTED;
  const href = unsubmitted
    ? `/order/confirmUnSubmitOrder?cusOrderId=${encodeURIComponent(order.cusOrderId)}`
    : detailHref({ cusOrderId: order.cusOrderId, orderId: order.orders[0]?.orderId });
  const tone = statusTone(order);
  return (
    <article className={styles.card} aria-label={`订单 ${order.cusOrderNo}`}>
      <Link href={href} className={styles.cardLink}>
        <div className={styles.row} style={{ minHeight: '0.5rem' }}>
          <span className={styles.muted}>订单编号: {order.cusOrderNo}</span>
          <span className={styles[tone]}>{order.statusLabel}</span>
        </div>
        {order.orders.map((l) => (
          <OrderLine key={l.orderId} line={l} />
        ))}
        {unsubmitted ? null : <p className={styles.total}>{orderTotalText(order)}</p>}
      </Link>
      <div className={styles.btns}>
        {unsubmitted ? (
          <Link href={href} className={styles.primaryBtn}>
            提交订单
          </Link>
        ) : null}
        {order.orders.length === 1 ? <AfterPurchaseLinks line={order.orders[0]} fromPage="orderList" /> : null}
        {order.canCancel ? (
          <button type="button" className={styles.ghostBtn} onClick={() => actions.onCancel(order)}>
            取消订单
          </button>
        ) : null}
        {order.payButton ? (
          <button type="button" className={styles.primaryBtn} onClick={() => actions.onPay(order)}>
            {PAY_BUTTON_TEXT[order.payButton]}
          </button>
        ) : null}
        {order.canConfirm ? (
          <button type="button" className={styles.primaryBtn} onClick={() => actions.onConfirm(order)}>
            确认完成
          </button>
        ) : null}
      </div>
    </article>
  );
}
