import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import { cusOrderDetail, type CustomerOrder } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { OrderLine } from '@/components/order/OrderLine';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { detailHref } from '@/components/order/orderRules';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Props = PageProps<CustomerOrder>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => cusOrderDetail(q.cusOrderId, client), { required: ['cusOrderId'] });

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
