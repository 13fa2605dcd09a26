import { findOrderDetails, getOrderTrackList, type OrderSummary, type ServiceNode } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { NodeTimeline } from '@/components/order/NodeTimeline';
import { OrderLine } from '@/components/order/OrderLine';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { MISSING_PARAMS, pageError, pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Data = { order: OrderSummary; nodes: ServiceNode[] };
type Props = PageProps<Data>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const id = q.orderId || q.detailId || q.skuId;
  if (!id) return pageError(MISSING_PARAMS);
  const [detail, nodes] = await Promise.all([findOrderDetails(id, client), getOrderTrackList(id, client)]);
  return { order: detail.order, nodes };
});

/** 进行进度 of a one-off service (inventory §8): the goods and its task timeline. */
const NomalProcesPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="进行进度" path="/order/nomalProces" error={error}>
    {data ? (
      <>
        <section className={styles.card}>
          <OrderLine line={data.order} />
        </section>
        <section className={styles.card} aria-label="办理进度">
          <h2 className={styles.cardTitle}>办理进度</h2>
          <NodeTimeline nodes={data.nodes} />
        </section>
      </>
    ) : null}
  </OrderPageShell>
);

NomalProcesPage.getLayout = defaultLayout;
export default NomalProcesPage;
