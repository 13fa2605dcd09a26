import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useCallback, useEffect, useMemo } from 'react';
import { useClientReady } from '@/components/common/useClientReady';
import { fenToYuan } from '@/lib/format';
import { q1 } from '@/lib/query';
import { PAYMENT_PURPOSE } from '@/lib/contract/pay/enums';
import { ACT_CARD_FROM_PAGE } from '@/lib/contract/coupon/actCardEnums';
import { findIsPayment } from '@/services/pay';
import { useOrderStore } from '@/stores/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { HomeLink, PayResultView, RESULT_VIEW } from '@/components/pay/PayResultView';
import { usePaymentPoll } from '@/components/pay/usePaymentPoll';
import { forgetPayment, pendingPayment, type PendingPayment } from '@/components/pay/pendingPayment';
import { cashierHref, detailHref } from '@/components/order/orderRules';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/pay/pay.module.css';

type Props = { fromQuery: PendingPayment | null; cancelled: boolean };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const paymentNo = q1(query.paymentNo);
  const fromQuery = paymentNo
    ? // Absent keys are left out: undefined cannot be serialised into the page's props.
      { paymentNo, cusOrderId: q1(query.cusOrderId), ...(q1(query.orderId) ? { orderId: q1(query.orderId) } : {}), ...(q1(query.fromPage) ? { fromPage: q1(query.fromPage) } : {}) }
    : null;
  return { props: { fromQuery, cancelled: q1(query.cancelled) === '1' } };
};

/** 支付结果 (inventory §10): polls the payment until the gateway's notification settled it. */
const PayResultPage: PageWithLayout<Props> = ({ fromQuery, cancelled }) => {
  // The gateway's return URL names the payment; without it, the one this browser started.
  const ready = useClientReady();
  // Read once when the browser is ready: forgetting it after the result must not turn the page into 没有订单.
  const payment: PendingPayment | null | undefined = useMemo(() => fromQuery ?? (ready ? pendingPayment() : undefined), [fromQuery, ready]);
  const paymentNo = payment?.paymentNo;
  const check = useCallback(() => findIsPayment(paymentNo as string), [paymentNo]);
  const poll = usePaymentPoll(paymentNo ? check : null, cancelled);
  const clearOrderData = useOrderStore((s) => s.clearOrderData);
  useEffect(() => {
    if (poll.status !== RESULT_VIEW.WAITING) forgetPayment();
    // Paid: the checkout's order (spec §3 "Order store") has been handed over.
    if (poll.status === RESULT_VIEW.PAID) clearOrderData();
  }, [poll.status, clearOrderData]);

  const status = payment === null ? RESULT_VIEW.NO_ORDER : poll.status;
  const r = poll.result;
  const cusOrderId = r?.cusOrderId || payment?.cusOrderId || '';
  const orderId = r?.orderId || payment?.orderId || undefined;
  const topUp = r?.purpose === PAYMENT_PURPOSE.TOPUP;

  return (
    <div className={orderStyles.page}>
      <Seo title="支付结果" description="查看本次支付结果。" path="/pay/payResult" noindex />
      <HeaderBar title="支付结果" fixed hideBack />
      <PayResultView status={status} amountText={r ? fenToYuan(r.amountFen) : undefined} failText={cancelled ? '您已取消本次支付，可重新发起支付' : undefined}>
        {status === RESULT_VIEW.PAID && topUp ? (
          <Link href="/my/wallet" className={styles.primaryLink}>
            查看钱包
          </Link>
        ) : null}
        {status === RESULT_VIEW.PAID && (r?.fromPage || payment?.fromPage) === ACT_CARD_FROM_PAGE ? (
          <Link href="/my/coupon?tabActive=1" className={styles.primaryLink} replace>
            查看我的活动卡
          </Link>
        ) : null}
        {status === RESULT_VIEW.PAID && !topUp && cusOrderId ? (
          <Link href={detailHref({ cusOrderId, orderId })} className={styles.primaryLink} replace>
            查看订单
          </Link>
        ) : null}
        {status === RESULT_VIEW.FAILED && cusOrderId && !topUp ? (
          <Link href={cashierHref({ cusOrderId, orderId, fromPage: payment?.fromPage || 'orderDetail' })} className={styles.primaryLink} replace>
            重新支付
          </Link>
        ) : null}
        {status === RESULT_VIEW.FAILED && cusOrderId && !topUp ? (
          <Link href={detailHref({ cusOrderId, orderId })} className={styles.ghostLink} replace>
            查看订单
          </Link>
        ) : null}
        {status === RESULT_VIEW.PAID || status === RESULT_VIEW.NO_ORDER ? <HomeLink /> : null}
      </PayResultView>
    </div>
  );
};

PayResultPage.getLayout = defaultLayout;
export default PayResultPage;
