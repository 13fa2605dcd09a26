import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useCallback } from 'react';
import { fenToYuan } from '@/lib/format';
import { q1 } from '@/lib/query';
import type { PaymentResult } from '@/lib/contract/pay/api';
import { FROM_PAGE, PAYMENT_PURPOSE } from '@/lib/contract/pay/enums';
import { findSharePayResult } from '@/services/pay';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { HomeLink, PayResultView, RESULT_VIEW } from '@/components/pay/PayResultView';
import { ShareLinkMissing } from '@/components/pay/ShareLinkMissing';
import { usePaymentPoll } from '@/components/pay/usePaymentPoll';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/pay/pay.module.css';

type Props = { token: string; paymentNo: string; cancelled: boolean };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { token: q1(query.token), paymentNo: q1(query.paymentNo), cancelled: q1(query.cancelled) === '1' },
});

/** 分享支付结果: where the gateway returns the payer of a share link; polls until the payment is settled. */
const SharePayResultPage: PageWithLayout<Props> = ({ token, paymentNo, cancelled }) => {
  const check = useCallback(async (): Promise<PaymentResult> => {
    const r = await findSharePayResult({ token, paymentNo: paymentNo || undefined });
    return { paymentNo: r.paymentNo ?? paymentNo, payStatus: r.payStatus, amountFen: r.amountFen, purpose: PAYMENT_PURPOSE.ORDER, cusOrderId: null, orderId: null, fromPage: FROM_PAGE.SHARE_PAY, payTime: r.payTime };
  }, [token, paymentNo]);
  const poll = usePaymentPoll(token ? check : null, cancelled);
  const status = token ? poll.status : RESULT_VIEW.NO_ORDER;
  const retry = `/order/sharePay?token=${encodeURIComponent(token)}`;

  return (
    <div className={orderStyles.page}>
      <Seo title="支付结果" description="查看分享支付的结果。" path="/pay/sharePayResult" noindex />
      <HeaderBar title="支付结果" fixed hideBack />
      {!token ? (
        <ShareLinkMissing kind="noResult" />
      ) : (
        <PayResultView
          status={status}
          amountText={poll.result ? fenToYuan(poll.result.amountFen) : undefined}
          failText={cancelled ? '您已取消本次支付，可重新发起支付' : undefined}
        >
          {status === RESULT_VIEW.FAILED ? (
            <Link href={retry} className={styles.primaryLink} replace>
              重新支付
            </Link>
          ) : null}
          <HomeLink />
        </PayResultView>
      )}
      {status === RESULT_VIEW.PAID ? <p className={orderStyles.tip} style={{ textAlign: 'center' }}>已为好友完成付款，感谢你的帮助</p> : null}
    </div>
  );
};

SharePayResultPage.getLayout = defaultLayout;
export default SharePayResultPage;
