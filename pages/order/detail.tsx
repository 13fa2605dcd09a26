import Link from 'next/link';
import { LoadError } from '@/components/common/Empty';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { MISSING_PARAMS, pageError, pageLoader, type PageProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cusOrderDetail, type CustomerOrder } from '@/services/order';
import { CUS_ORDER_STATUS, PAY_BUTTON_TEXT, PAY_STATUS_LABEL } from '@/lib/contract/order/enums';
import { loadCusOrder } from '@/services/loaders/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { OrderLine } from '@/components/order/OrderLine';
import { DetailBanner } from '@/components/order/DetailBanner';
import { DetailPrice } from '@/components/order/DetailPrice';
import { OrderAddressCard } from '@/components/my/address/OrderAddressCard';
import { ProgressSheet } from '@/components/order/ProgressSheet';
import { orderTime } from '@/components/order/orderRules';
import { useOrderActions } from '@/components/order/useOrderActions';
import { SharePayButton } from '@/components/order/SharePaySheet';
import { AfterPurchaseLinks, afterPurchaseLinks } from '@/components/order/AfterPurchaseLinks';
import styles from '@/components/order/order.module.css';
import { goBack } from '@/lib/goBack';

type Props = PageProps<CustomerOrder>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const cusOrderId = query.cusOrderId || '';
    const id = query.id || '';
    if (!cusOrderId && !id) return pageError(MISSING_PARAMS);
    return loadCusOrder({ cusOrderId, id }, client);
  },
  { fallback: '订单加载失败' },
);

const COLLAPSE_AT = 3;

/** 订单详情 (inventory §2): status and countdown, lines with progress, amounts, info and every allowed action. */
const OrderDetailPage: PageWithLayout<Props> = ({ data: initial, error }) => {
  const router = useRouter();
  const [order, setOrder] = useState(initial);
  const [expanded, setExpanded] = useState(false);
  const [progressOf, setProgressOf] = useState<string | null>(null);
  const reload = async () => {
    if (!order) return;
    try {
      setOrder(await cusOrderDetail(order.cusOrderId));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '订单加载失败');
    }
  };
  const { actions, overlays } = useOrderActions('orderDetail', () => void reload());

  if (!order) {
    return (
      <div className={styles.page}>
        <Seo title="订单详情" description="订单详情" path="/order/detail" noindex />
        <HeaderBar title="订单详情" fixed />
        <LoadError text={error}>
          <Link href="/order" className="button-primary">
            我的订单
          </Link>
        </LoadError>
      </div>
    );
  }

  const lines = expanded ? order.orders : order.orders.slice(0, COLLAPSE_AT);
  const running = order.cusOrderStatus === CUS_ORDER_STATUS.PROGRESSING || order.cusOrderStatus === CUS_ORDER_STATUS.COMPLETED;
  const copyNo = async () => {
    try {
      await navigator.clipboard.writeText(order.cusOrderNo);
      toast.success('复制成功');
    } catch {
      toast.show({ message: order.cusOrderNo });
    }
  };
  const hasActions = order.cusOrderStatus === CUS_ORDER_STATUS.UNSUBMITTED || order.canCancel || !!order.payButton || order.canConfirm;

  return (
    <div className={styles.page}>
      <Seo title="订单详情" description="订单详情" path="/order/detail" noindex />
      <HeaderBar title="订单详情" fixed onBack={() => goBack(router, '/order')} />
      <DetailBanner order={order} onExpire={() => void reload()} />
      {order.shippingAddress ? <OrderAddressCard address={order.shippingAddress} /> : null}
      <section className={styles.card} aria-label="订单商品">
        {lines.map((l) => (
          <div key={l.orderId}>
            <OrderLine line={l} />
            {running || l.canConfirm || afterPurchaseLinks(l, 'orderDetail').length ? (
              <div className={styles.btns} style={{ marginTop: 0, paddingTop: 0, border: 0 }} aria-label={`${l.spuName} 的操作`}>
                <AfterPurchaseLinks line={l} fromPage="orderDetail" />
                {running ? (
                  <button type="button" className={styles.ghostBtn} onClick={() => setProgressOf(l.orderId)}>
                    办理进度
                  </button>
                ) : null}
                {l.canConfirm ? (
                  <button type="button" className={styles.primaryBtn} onClick={() => actions.onConfirm({ ...order, orders: [l] })}>
                    确认完成
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        ))}
        {order.orders.length > COLLAPSE_AT ? (
          <button type="button" className={`${styles.rowLink} ${styles.blue}`} style={{ margin: '0.16rem auto 0' }} onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : '展开'}
          </button>
        ) : null}
      </section>
      <DetailPrice order={order} />
      <section className={styles.card} aria-label="订单信息">
        <div className={styles.row}>
          <span className={styles.rowLabel}>订单编号</span>
          <span className={styles.rowValue}>
            {order.cusOrderNo}{' '}
            <button type="button" className={`${styles.rowLink} ${styles.blue}`} style={{ display: 'inline' }} onClick={() => void copyNo()}>
              复制
            </button>
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>下单时间</span>
          <span className={styles.rowValue}>{orderTime(order.createTime)}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>支付状态</span>
          <span className={styles.rowValue}>{PAY_STATUS_LABEL[order.cusOrderPayStatusNo]}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>付款方式</span>
          <span className={styles.rowValue}>{order.payTypeLabel}</span>
        </div>
        {order.coupons.length ? (
          <div className={styles.row}>
            <span className={styles.rowLabel}>优惠券</span>
            <span className={styles.rowValue}>{order.coupons.map((c) => c.couponName).join('、')}</span>
          </div>
        ) : null}
        <div className={styles.row}>
          <span className={styles.rowLabel}>备注</span>
          <span className={styles.rowValue}>{order.mark || '-'}</span>
        </div>
        {order.orderPaidMoneyFen > 0 ? (
          <div className={styles.row}>
            <span className={styles.rowLabel}>付款记录</span>
            <Link className={styles.detailLink} href={`/order/payDetails?cusOrderId=${encodeURIComponent(order.cusOrderId)}`}>
              查看 &gt;
            </Link>
          </div>
        ) : null}
      </section>
      {hasActions && order.cusOrderStatus !== CUS_ORDER_STATUS.CANCELLED ? (
        <footer className={`${styles.bottomBar} fixed-column`}>
          {order.cusOrderStatus === CUS_ORDER_STATUS.UNSUBMITTED ? (
            <Link href={`/order/confirmUnSubmitOrder?cusOrderId=${encodeURIComponent(order.cusOrderId)}`} className={styles.primaryBtn}>
              提交订单
            </Link>
          ) : null}
          {order.canCancel ? (
            <button type="button" className={styles.ghostBtn} onClick={() => actions.onCancel(order)}>
              取消订单
            </button>
          ) : null}
          {order.cusOrderStatus === CUS_ORDER_STATUS.UNPAID && order.payButton && order.thisTimePayTotalFen > 0 ? <SharePayButton order={order} /> : null}
          {order.payButton ? (
            <button type="button" className={styles.primaryBtn} onClick={() => actions.onPay(order)}>
              {PAY_BUTTON_TEXT[order.payButton]}
            </button>
          ) : null}
          {order.canConfirm ? (
            <button type="button" className={styles.primaryBtn} onClick={() => actions.onConfirm(order)}>
              确认完成
            </button>
          ) : null}
        </footer>
      ) : null}
      <ProgressSheet orderId={progressOf} onClose={() => setProgressOf(null)} />
      {overlays}
    </div>
  );
};

OrderDetailPage.getLayout = defaultLayout;
export default OrderDetailPage;
