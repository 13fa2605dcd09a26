import { fenToYuan } from '@/lib/format';
import { billPaymentDetails, cusOrderDetail, type Batch, type CustomerOrder } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { batchTitle, orderTime } from '@/components/order/orderRules';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Data = { order: CustomerOrder; paid: Batch[]; paidTotalFen: number };
type Props = PageProps<Data>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const [order, bill] = await Promise.all([cusOrderDetail(q.cusOrderId, client), billPaymentDetails(q.cusOrderId, client)]);
  return { order, paid: bill.records.filter((b) => b.alreadyPayment === 2), paidTotalFen: bill.paidTotalFen };
}, { required: ['cusOrderId'] });

/** 付款记录: the instalments of a customer order that were paid, when, and for which order. */
const PayDetailsPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="付款记录" path="/order/payDetails" error={error}>
    {data ? (
      <section className={styles.card} aria-label="付款记录">
        <div className={styles.row}>
          <span className={styles.rowLabel}>订单编号 {data.order.cusOrderNo}</span>
          <span>
            已付 <b className={styles.money}>{fenToYuan(data.paidTotalFen)}</b> 元
          </span>
        </div>
        {data.paid.length ? (
          data.paid.map((b) => {
            const line = data.order.orders.find((o) => o.orderId === b.orderId);
            return (
              <div key={b.id} className={styles.row}>
                <span className={styles.optionMain}>
                  <span>
                    {line?.spuName ?? ''} · {batchTitle(b)}
                  </span>
                  <span className={styles.skuAttr}>{orderTime(b.realPaymentDate)}</span>
                </span>
                <span>{fenToYuan(b.moneyFen)}元</span>
              </div>
            );
          })
        ) : (
          <Empty text="暂无付款记录" />
        )}
      </section>
    ) : null}
  </OrderPageShell>
);

PayDetailsPage.getLayout = defaultLayout;
export default PayDetailsPage;
