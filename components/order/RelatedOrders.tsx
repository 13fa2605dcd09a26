import { fenToYuan } from '@/lib/format';
import styles from './order.module.css';

export type RelatedOrderView = {
  orderId: string;
  orderNo: string;
  payableFen: number;
  skus: { id: string; name: string; count: number }[];
};

/** The orders of one customer order, listed in the 一起付款 / 一起取消 popups (inventory §0.5). */
export function RelatedOrders({ orders }: { orders: RelatedOrderView[] }) {
  return (
    <ul aria-label="关联订单">
      {orders.map((o) => (
        <li key={o.orderId} className={styles.option} style={{ cursor: 'default', flexDirection: 'column', alignItems: 'stretch' }}>
          <div className={styles.row} style={{ minHeight: 0 }}>
            <span className={styles.muted}>订单编号：{o.orderNo}</span>
            <span className={styles.money}>{fenToYuan(o.payableFen)}元</span>
          </div>
          {o.skus.map((s) => (
            <p key={s.id} className={styles.skuAttr}>
              {s.name} ×{s.count}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
