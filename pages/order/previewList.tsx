import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import { cusOrderDetail, type CustomerOrder } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { OrderLine } from '@/components/order/OrderLine';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { detailHref } from '@/components/order/orderRules';
import { loadForPage, type Loaded } from '@/components/order/ssr';
import styles from '@/components/order/order.module.css';

type Props = Loaded<CustomerOrder> & { query: Record<string, string> };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadForPage(ctx, ['cusOrderId'], (q, client) => cusOrderDetail(q.cusOrderId, client));

/** 商品清单: every goods of a customer order with its own order number and amount. */
const PreviewListPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="商品清单" path="/order/previewList" error={error}>
    {data ? (
      <>
        {data.orders.map((o) => (
          <section key={o.orderId} className={styles.card}>
            <div className={styles.row} style={{ minHeight: '0.5rem' }}>
              <span className={styles.muted}>订单编号: {o.orderNo}</span>
              <span>{fenToYuan(o.orderPayableMoneyFen)}元</span>
            </div>
            <OrderLine line={o} />
          </section>
        ))}
        <p className={styles.center} style={{ padding: '0.32rem' }}>
          <Link href={detailHref({ cusOrderId: data.cusOrderId })} className={styles.blue}>
            查看订单详情
          </Link>
        </p>
      </>
    ) : null}
  </OrderPageShell>
);

PreviewListPage.getLayout = defaultLayout;
export default PreviewListPage;
