import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { fenToYuan } from '@/lib/format';
import { BATCH_STATUS } from '@/lib/contract/order/enums';
import { billPaymentDetails, cusOrderDetail, type Batch, type CustomerOrder } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Data = { order: CustomerOrder; bill: Awaited<ReturnType<typeof billPaymentDetails>> };
type Props = PageProps<Data>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const [order, bill] = await Promise.all([cusOrderDetail(q.cusOrderId, client), billPaymentDetails(q.cusOrderId, client)]);
  return { order, bill };
}, { required: ['cusOrderId'] });

const unpaidOf = (batches: Batch[]) => batches.filter((b) => b.alreadyPayment !== BATCH_STATUS.PAID).reduce((s, b) => s + b.moneyFen, 0);

/** 账单明细 (inventory §3): each order's amount still to pay, leading to its payment nodes. */
const BillDetailPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="账单明细" path="/order/billDetail" error={error}>
    {data ? (
      <>
        <section className={styles.card} aria-label="合计">
          <div className={styles.row}>
            <span className={styles.rowLabel}>本期应付</span>
            <b className={styles.money}>{fenToYuan(data.bill.thisTimePayTotalFen)}元</b>
          </div>
          <div className={styles.row}>
            <span className={styles.rowLabel}>全部待付</span>
            <span>{fenToYuan(data.bill.allTimePayTotalFen)}元</span>
          </div>
          <div className={styles.row}>
            <span className={styles.rowLabel}>已付</span>
            <span>{fenToYuan(data.bill.paidTotalFen)}元</span>
          </div>
        </section>
        <section className={styles.card} aria-label="订单账单">
          {data.order.orders.map((o) => {
            const batches = data.bill.records.filter((b) => b.orderId === o.orderId);
            return (
              <Link
                key={o.orderId}
                className={`${styles.row} ${styles.cardLink}`}
                style={{ display: 'flex', padding: '0.16rem 0' }}
                href={`/order/nodeDetail?cusOrderId=${encodeURIComponent(data.order.cusOrderId)}&orderId=${encodeURIComponent(o.orderId)}`}
              >
                <span className={styles.optionMain}>
                  <span className={styles.skuName}>{o.spuName}</span>
                  <span className={styles.skuAttr}>{o.skuDetailValues}</span>
                </span>
                <span className={styles.rowLink}>
                  {fenToYuan(unpaidOf(batches))}元 <RightOutline />
                </span>
              </Link>
            );
          })}
        </section>
      </>
    ) : null}
  </OrderPageShell>
);

BillDetailPage.getLayout = defaultLayout;
export default BillDetailPage;
