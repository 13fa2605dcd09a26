import { fenToYuan } from '@/lib/format';
import { billPaymentDetails, findOrderDetails, type Batch, type OrderSummary } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { BATCH_STATE_TEXT } from '@/lib/contract/order/enums';
import { batchTitle } from '@/components/order/orderRules';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import styles from '@/components/order/order.module.css';

type Data = { order: OrderSummary; batches: Batch[] };
type Props = PageProps<Data>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => {
  const detail = await findOrderDetails(q.orderId, client);
  const batches = detail.batches.length ? detail.batches : (await billPaymentDetails(detail.order.cusOrderId, client)).records.filter((b) => b.orderId === q.orderId);
  return { order: detail.order, batches };
}, { required: ['orderId'] });

const STATE_CLASS: Record<number, string> = { 0: styles.muted, 1: styles.red, 2: styles.green };

/** 节点明细 (inventory §4): the payment nodes of one order, what each costs and whether it is due or paid. */
const NodeDetailPage: PageWithLayout<Props> = ({ data, error }) => (
  <OrderPageShell title="节点明细" path="/order/nodeDetail" error={error}>
    {data ? (
      <>
        <section className={styles.card} aria-label="商品">
          <p className={styles.skuName}>{data.order.spuName}</p>
          <p className={styles.skuAttr}>{data.order.skuDetailValues}</p>
          <div className={styles.row} style={{ justifyContent: 'space-around', marginTop: '0.16rem' }}>
            <span className={styles.optionMain} style={{ alignItems: 'center' }}>
              <b>{data.batches.length}</b>
              <span className={styles.muted}>支付节点</span>
            </span>
            <span className={styles.optionMain} style={{ alignItems: 'center' }}>
              <b>{fenToYuan(data.batches.reduce((s, b) => s + b.moneyFen, 0))}</b>
              <span className={styles.muted}>合计金额</span>
            </span>
          </div>
        </section>
        <section className={styles.card} aria-label="支付节点">
          {data.batches.map((b) => (
            <div key={b.id} className={styles.row}>
              <span className={styles.optionMain}>
                <span className={styles.pill}>{batchTitle(b)}</span>
                <span>金额: {fenToYuan(b.moneyFen)} 元</span>
                {b.nodeName ? <span className={styles.skuAttr}>对应节点：{b.nodeName}</span> : null}
              </span>
              <span className={STATE_CLASS[b.alreadyPayment]}>{BATCH_STATE_TEXT[b.alreadyPayment]}</span>
            </div>
          ))}
        </section>
      </>
    ) : null}
  </OrderPageShell>
);

NodeDetailPage.getLayout = defaultLayout;
export default NodeDetailPage;
