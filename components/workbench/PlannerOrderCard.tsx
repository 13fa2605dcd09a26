import Link from 'next/link';
import { LazyImage } from '@/components/common/LazyImage';
import { chinaDateTime } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import type { PlannerOrder } from '@/services/workbench';
import styles from './workbench.module.css';

const TONE: Record<string, string> = { COMPLETED: styles.tagDone, CANCELLED: styles.tagMuted, HANDLED: styles.tagWarn };

/** One order line the planner serves: goods, customer, money, the node in hand and 推进. */
export function PlannerOrderCard({ order, onAdvance, busy }: { order: PlannerOrder; onAdvance: (o: PlannerOrder) => void; busy: boolean }) {
  const href = `/workbench/orders/${encodeURIComponent(order.orderId)}`;
  return (
    <article className={styles.card} aria-label={`订单${order.cusOrderNo}，${order.statusLabel}`}>
      <header className={styles.head}>
        <span>订单号 {order.cusOrderNo}</span>
        <span className={`${styles.tag} ${TONE[order.status] ?? ''}`}>{order.statusLabel}</span>
      </header>
      <Link href={href} className={styles.goods}>
        <LazyImage src={order.img} alt={order.goodsName} width={65} height={65} fallback="goods" className={styles.goodsImg} />
        <div className={styles.goodsBody}>
          <p className={styles.goodsName}>{order.goodsName}</p>
          {order.skuName ? <p className={styles.sub}>{order.skuName}</p> : null}
          <p className={styles.sub}>
            客户：{order.customerName} · {order.payTypeLabel}
          </p>
          <p className={styles.sub}>
            应付 ¥{fenToYuan(order.payableFen)} · 已付 ¥{fenToYuan(order.paidFen)}
            {order.refundedFen ? ` · 已退 ¥${fenToYuan(order.refundedFen)}` : ''}
          </p>
        </div>
      </Link>
      {order.nodeCount ? (
        <p className={styles.note}>
          服务进度 {order.nodesDone}/{order.nodeCount}
          {order.currentNode ? ` · 当前：${order.currentNode.serviceName}` : ''}
        </p>
      ) : null}
      {order.advanceBlocked ? <p className={styles.warn}>{order.advanceBlocked}</p> : null}
      <div className={styles.actions}>
        <span className={styles.sub} style={{ marginRight: 'auto' }}>
          {chinaDateTime(order.createdAt)}
        </span>
        <Link href={href} className={styles.btn} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
          查看详情
        </Link>
        {order.canAdvance ? (
          <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={busy} onClick={() => onAdvance(order)}>
            推进
          </button>
        ) : null}
      </div>
    </article>
  );
}
