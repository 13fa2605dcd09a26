import { fenToYuan } from '@/lib/format';
import { findServiceByDetailsId } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { BATCH_STATE_TEXT, NODE_STATUS } from '@/lib/contract/order/enums';
import { orderTime } from '@/components/order/orderRules';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Node = Awaited<ReturnType<typeof findServiceByDetailsId>>[number];
type Props = PageProps<Node | null>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const nodes = await findServiceByDetailsId(q.orderId, client);
  return nodes.find((n) => n.id === q.serverId) ?? nodes.find((n) => String(n.nodeNum) === q.num) ?? null;
}, { required: ['orderId'] });

/** 第N批次 (inventory §8): one service stage, who handles it, its times and the payment bound to it. */
const ProcessBatchPage: PageWithLayout<Props> = ({ data: n, error, query }) => (
  <OrderPageShell title={`第${n?.nodeNum ?? query.num ?? ''}批次`} path="/order/processBatch" error={error}>
    {n ? (
      <section className={styles.card} aria-label="任务">
        <div className={styles.row}>
          <b>{n.serviceName}</b>
          <span className={n.status === NODE_STATUS.DONE ? styles.green : n.status === NODE_STATUS.RUNNING ? styles.blue : styles.muted}>{n.statusLabel}</span>
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
