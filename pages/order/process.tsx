import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { NODE_STATUS } from '@/lib/contract/order/enums';
import { findOrderDetails, findServiceByDetailsId, type OrderSummary } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { OrderLine } from '@/components/order/OrderLine';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { MISSING_PARAMS, pageError, pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Data = { order: OrderSummary; nodes: Awaited<ReturnType<typeof findServiceByDetailsId>> };
type Props = PageProps<Data>;

/** The order (line) of ?orderId, or of the older ?detailId / ?skuId links. */
const orderIdOf = (q: Record<string, string>) => q.orderId || q.detailId || q.skuId;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const id = orderIdOf(q);
  if (!id) return pageError(MISSING_PARAMS);
  const [detail, nodes] = await Promise.all([findOrderDetails(id, client), findServiceByDetailsId(id, client)]);
  return { order: detail.order, nodes };
});

/** 进行进度 (inventory §8): the order's service stages, each leading to its own page. */
const ProcessPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="进行进度" path="/order/process" error={error}>
    {data ? (
      <>
        <section className={styles.card}>
          <OrderLine line={data.order} />
        </section>
        <section className={styles.card} aria-label="办理进度">
          <h2 className={styles.cardTitle}>办理进度</h2>
          {data.nodes.length ? (
            data.nodes.map((n) => (
              <Link
                key={n.id}
                className={`${styles.row} ${styles.cardLink}`}
                style={{ display: 'flex' }}
                href={`/order/processBatch?orderId=${encodeURIComponent(data.order.orderId)}&serverId=${encodeURIComponent(n.id)}&num=${n.nodeNum}`}
              >
                <span>
                  第{n.nodeNum}批次 · {n.serviceName}
                </span>
                <span className={styles.rowLink}>
                  <span className={n.status === NODE_STATUS.DONE ? styles.green : n.status === NODE_STATUS.RUNNING ? styles.blue : styles.muted}>{n.statusLabel}</span>
                  <RightOutline />
                </span>
              </Link>
            ))
          ) : (
            <Empty text="暂无办理进度信息" />
          )}
        </section>
      </>
    ) : null}
  </OrderPageShell>
);

ProcessPage.getLayout = defaultLayout;
export default ProcessPage;
