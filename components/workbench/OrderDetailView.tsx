import { useState } from 'react';
import { chinaDateTime } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import { NODE_STATUS } from '@/lib/contract/order/enums';
import { PLANNER_BATCH_TEXT } from '@/lib/workbench/workbenchRules';
import { LazyImage } from '@/components/common/LazyImage';
import { plannerOrderDetail, type PlannerOrderDetail } from '@/services/workbench';
import { InfoRow } from './InfoRow';
import { useAdvance } from './useAdvance';
import styles from './workbench.module.css';

const NODE_CLASS = { [NODE_STATUS.DONE]: styles.nodeDone, [NODE_STATUS.RUNNING]: styles.nodeOn, [NODE_STATUS.NOT_STARTED]: '' } as Record<number, string>;

/** One order the planner serves (/workbench/orders/[id]): the order, its service nodes with 推进 on the current one, its payments. */
export function OrderDetailView({ initial }: { initial: PlannerOrderDetail }) {
  const [d, setD] = useState(initial);
  const reload = () => void plannerOrderDetail(d.order.orderId).then(setD, () => undefined);
  const { advance, busy } = useAdvance(reload);
  const o = d.order;
  return (
    <>
      <section className={styles.card} aria-label="订单">
        <header className={styles.head}>
          <span>订单号 {o.cusOrderNo}</span>
          <span className={styles.tag}>{o.statusLabel}</span>
        </header>
        <div className={styles.goods}>
          <LazyImage src={o.img} alt={o.goodsName} width={65} height={65} fallback="goods" className={styles.goodsImg} />
          <div className={styles.goodsBody}>
            <p className={styles.goodsName}>{o.goodsName}</p>
            {o.skuName ? <p className={styles.sub}>{o.skuName}</p> : null}
            <p className={styles.sub}>×{o.quantity}</p>
          </div>
        </div>
        <dl className={styles.rows}>
          <InfoRow label="客户" value={o.customerName} />
          <InfoRow label="付款方式" value={o.payTypeLabel} />
          <InfoRow label="应付金额" value={`¥${fenToYuan(o.payableFen)}`} />
          <InfoRow label="已付金额" value={`¥${fenToYuan(o.paidFen)}`} />
          {o.refundedFen ? <InfoRow label="已退金额" value={`¥${fenToYuan(o.refundedFen)}`} /> : null}
          {d.remark ? <InfoRow label="客户备注" value={d.remark} /> : null}
          <InfoRow label="下单时间" value={chinaDateTime(o.createdAt)} />
        </dl>
      </section>

      <section className={styles.card} aria-label="服务节点">
        <h2 className={styles.sectionTitle}>
          服务节点 {o.nodesDone}/{o.nodeCount}
        </h2>
        {o.advanceBlocked ? <p className={styles.warn}>{o.advanceBlocked}</p> : null}
        <ol className={styles.nodes}>
          {d.nodes.map((n) => {
            const current = o.currentNode?.id === n.id;
            return (
              <li key={n.id} className={`${styles.node} ${NODE_CLASS[n.status]}`} aria-label={`第${n.nodeNum}步 ${n.serviceName}，${n.statusLabel}`}>
                <div className={styles.nodeHead}>
                  <b>
                    {n.nodeNum}. {n.serviceName}
                  </b>
                  <span className={styles.sub}>{n.statusLabel}</span>
                </div>
                {n.serviceExplain ? <p className={styles.sub}>{n.serviceExplain}</p> : null}
                {n.handlerName && n.status !== NODE_STATUS.NOT_STARTED ? <p className={styles.sub}>办理人员：{n.handlerName}</p> : null}
                {n.endTime ? <p className={styles.sub}>完成时间：{chinaDateTime(n.endTime)}</p> : null}
                {current && o.canAdvance ? (
                  <div className={styles.actions}>
                    <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={busy === o.orderId} onClick={() => void advance(o)}>
                      推进
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      {d.batches.length ? (
        <section className={styles.card} aria-label="款项">
          <h2 className={styles.sectionTitle}>款项</h2>
          <dl className={styles.rows}>
            {d.batches.map((b) => (
              <InfoRow key={b.id} label={b.batchName} value={`¥${fenToYuan(b.moneyFen)} · ${PLANNER_BATCH_TEXT[b.alreadyPayment]}${b.nodeName ? ` · ${b.nodeName}` : ''}`} />
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}

