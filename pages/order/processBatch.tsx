import type { GetServerSideProps } from 'next';
import { fenToYuan } from '@/lib/format';
import { findServiceByDetailsId } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { BATCH_STATE_TEXT, orderTime } from '@/components/order/orderRules';
import { loadForPage, type Loaded } from '@/components/order/ssr';
import styles from '@/components/order/order.module.css';

type Node = Awaited<ReturnType<typeof findServiceByDetailsId>>[number];
type Props = Loaded<Node | null> & { query: Record<string, string> };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadForPage(ctx, ['orderId'], async (q, client) => {
    const nodes = await findServiceByDetailsId(q.orderId, client);
    return nodes.find((n) => n.id === q.serverId) ?? nodes.find((n) => String(n.nodeNum) === q.num) ?? null;
  });

/** 第N批次 (inventory §8): one service stage, who handles it, its times and the payment bound to it. */
const ProcessBatchPage: PageWithLayout<Props> = ({ data: n, error, query }) => (
  <OrderPageShell title={`第${n?.nodeNum ?? query.num ?? ''}批次`} path="/order/processBatch" error={error}>
    {n ? (
      <section className={styles.card} aria-label="任务">
        <div className={styles.row}>
          <b>{n.serviceName}</b>
          <span className={n.status === 2 ? styles.green : n.status === 1 ? styles.blue : styles.muted}>{n.statusLabel}</span>
        </div>
        {n.serviceExplain ? <p className={styles.skuAttr}>{n.serviceExplain}</p> : null}
        <div className={styles.row}>
          <span className={styles.rowLabel}>办理人员</span>
          <span>{n.handlerName || '-'}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>开始时间</span>
          <span>{orderTime(n.startTime) || '-'}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>完成时间</span>
          <span>{orderTime(n.endTime) || '-'}</span>
        </div>
        {n.batch ? (
          <div className={styles.row}>
            <span className={styles.rowLabel}>{n.batch.batchName}</span>
            <span>
              {fenToYuan(n.batch.moneyFen)}元 · {BATCH_STATE_TEXT[n.batch.alreadyPayment]}
            </span>
          </div>
        ) : null}
      </section>
    ) : error ? null : (
      <Empty text="暂无办理进度信息" />
    )}
  </OrderPageShell>
);

ProcessBatchPage.getLayout = defaultLayout;
export default ProcessBatchPage;
