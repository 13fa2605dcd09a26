import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { toast } from '@/lib/toast';
import { cusOrderDetail, PAY_STATUS_LABEL, type CustomerOrder } from '@/services/order';
import { loadCusOrder } from '@/components/order/loadCusOrder';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { OrderLine } from '@/components/order/OrderLine';
import { DetailBanner } from '@/components/order/DetailBanner';
import { DetailPrice } from '@/components/order/DetailPrice';
import { ProgressSheet } from '@/components/order/ProgressSheet';
import { orderTime, PAY_BUTTON_TEXT } from '@/components/order/orderRules';
import { useOrderActions } from '@/components/order/useOrderActions';
import { SharePayButton } from '@/components/order/SharePaySheet';
import { AfterPurchaseLinks, afterPurchaseLinks } from '@/components/order/AfterPurchaseLinks';
import styles from '@/components/order/order.module.css';

type Props = { order: CustomerOrder | null; error: string };
const q1 = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query, resolvedUrl }) => {
  const cusOrderId = q1(query.cusOrderId);
  const id = q1(query.id);
  if (!cusOrderId && !id) return { props: { order: null, error: '缺少参数' } };
  try {
    return { props: { order: await loadCusOrder({ cusOrderId, id }, serverHttp(req)), error: '' } };
  } catch (e) {
    if (isApiError(e) && isSessionInvalidCode(e.code)) return loginRedirect(resolvedUrl);
    return { props: { order: null, error: e instanceof Error && e.message ? e.message : '订单加载失败' } };
  }
};

const COLLAPSE_AT = 3;

/** 订单详情 (inventory §2): status and countdown, lines with progress, amounts, info and every allowed action. */
const OrderDetailPage: PageWithLayout<Props> = ({ order: initial, error }) => {
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
        <Empty text={error}>
          <Link href="/order" className="button-primary">
            我的订单
          </Link>
        </Empty>
      </div>
    );
  }

  const lines = expanded ? order.orders : order.orders.slice(0, COLLAPSE_AT);
  const running = order.cusOrderStatus === 2 || order.cusOrderStatus === 3;
  const copyNo = async () => {
    try {
      await navigator.clipboard.writeText(order.cusOrderNo);
      toast.success('复制成功');
    } catch {
      toast.show({ message: order.cusOrderNo });
    }
  };
  const hasActions = order.cusOrderStatus === 5 || order.canCancel || !!order.payButton || order.canConfirm;

  return (
    <div className={styles.page}>
      <Seo title="订单详情" description="订单详情" path="/order/detail" noindex />
      <HeaderBar title="订单详情" fixed onBack={() => (window.history.length > 1 ? router.back() : void router.replace('/order'))} />
      <DetailBanner order={order} onExpire={() => void reload()} />
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
      {hasActions && order.cusOrderStatus !== 4 ? (
        <footer className={`${styles.bottomBar} fixed-column`}>
          {order.cusOrderStatus === 5 ? (
            <Link href={`/order/confirmUnSubmitOrder?cusOrderId=${encodeURIComponent(order.cusOrderId)}`} className={styles.primaryBtn}>
              提交订单
            </Link>
          ) : null}
          {order.canCancel ? (
            <button type="button" className={styles.ghostBtn} onClick={() => actions.onCancel(order)}>
              取消订单
            </button>
          ) : null}
          {order.cusOrderStatus === 1 && order.payButton && order.thisTimePayTotalFen > 0 ? <SharePayButton order={order} /> : null}
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
