import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import { chinaDateTime } from '@/lib/chinaTime';
import type { CustomerOrder } from '@/lib/contract/order/api';
import { CUS_ORDER_STATUS, PAY_BUTTON, PAY_STATUS_NO, PAY_TYPE } from '@/lib/contract/order/enums';
import { paySchemeNote } from './orderRules';
import styles from './order.module.css';
import refundStyles from './refundLines.module.css';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className={styles.row}>
    <span className={styles.rowLabel}>{label}</span>
    <span className={styles.rowValue}>{children}</span>
  </div>
);

/** 商品总额 / 优惠 / 应付 or 实付, 已退 with each refund and its time (inventory §2 block 3), and the pay-scheme box of staged pay types (block 4). */
export function DetailPrice({ order }: { order: CustomerOrder }) {
  const fullyPaid = order.cusOrderPayStatusNo === PAY_STATUS_NO.COMPLETED_PAID;
  const cancelled = order.cusOrderStatus === CUS_ORDER_STATUS.CANCELLED;
  const scheme = paySchemeNote(order.cusOrderPayType);
  const depositPaid = order.cusOrderPayType === PAY_TYPE.DEPOSIT && order.payButton !== PAY_BUTTON.PAY_NOW && order.orderPaidMoneyFen > 0;
  return (
    <>
      <section className={styles.card} aria-label="订单金额">
        <Row label="商品总额">{fenToYuan(order.orderTotalMoneyFen)} 元</Row>
        <Row label="优惠金额">- {fenToYuan(order.orderDiscountMoneyFen)} 元</Row>
        {order.orderPaidMoneyFen > 0 && !fullyPaid ? <Row label="已付金额">{fenToYuan(order.orderPaidMoneyFen)} 元</Row> : null}
        {fullyPaid ? (
          <Row label="实付金额">
            <b className={styles.money}>{fenToYuan(order.orderPaidMoneyFen)}</b> 元
          </Row>
        ) : (
          <Row label={cancelled ? '订单金额' : '应付金额'}>
            <b className={styles.money}>{fenToYuan(order.orderPayableMoneyFen)}</b> 元
          </Row>
        )}
        {order.payButton ? (
          <Row label="本期应付">
            <b className={styles.money}>{fenToYuan(order.thisTimePayTotalFen)}</b> 元
          </Row>
        ) : null}
        {order.orderRefundedMoneyFen > 0 ? <Row label="已退金额">{fenToYuan(order.orderRefundedMoneyFen)} 元</Row> : null}
        {order.refunds?.length ? (
          <ul className={refundStyles.refundLines} aria-label="退款记录">
            {order.refunds.map((r) => (
              <li key={r.refundNo}>
                <Link href={`/my/afterSale/refundRecord?id=${encodeURIComponent(r.afterSaleId)}&orderId=${encodeURIComponent(r.orderId)}`}>
                  <span>{chinaDateTime(r.refundTime)} 退款{r.channelName ? `（${r.channelName}）` : ''}</span>
                  <span>{fenToYuan(r.amountFen)} 元 &gt;</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {scheme && !cancelled && !fullyPaid ? (
        <section className={styles.card} aria-label="付款方式">
          <p className={styles.skuAttr}>{scheme.tip}</p>
          <div className={styles.row}>
            <span className={styles.rowLabel}>{scheme.title}</span>
            {order.cusOrderPayType === PAY_TYPE.DEPOSIT ? (
              <span className={styles.rowValue}>
                <span className={styles.nowrap}>
                  定金 {fenToYuan(order.depositAmountFen)}元{depositPaid ? '(已支付)' : ''}，
                </span>
                <span className={depositPaid ? `${styles.red} ${styles.nowrap}` : styles.nowrap}>
                  {depositPaid ? '待支付' : ''}尾款 {fenToYuan(order.orderBalanceMoneyFen)}元
                </span>
              </span>
            ) : (
              <Link className={styles.detailLink} href={`/order/billDetail?cusOrderId=${encodeURIComponent(order.cusOrderId)}&isPayAll=1`}>
                账单明细 &gt;
              </Link>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}
