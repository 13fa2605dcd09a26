import Link from 'next/link';
import { LoadError } from '@/components/common/Empty';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { CheckCircleFill } from 'antd-mobile-icons';
import { isApiError } from '@/lib/http';
import { errorText, pageLoader, throwIfSession, type ReadyProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { PAY_PLATFORM, type PayPlatform } from '@/lib/contract/pay/enums';
import { enablePayMoney, getPayParams, type EnablePayMoney } from '@/services/pay';
import { orderDataFor, useOrderStore } from '@/stores/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import { PayPasswordSheet } from '@/components/pay/PayPasswordSheet';
import { splitHms, useCountdown } from '@/components/pay/useCountdown';
import { payResultHref, rememberPayment } from '@/components/pay/pendingPayment';
import { defaultMethod, errorStaysInSheet, offeredMethods, payButtonAction, payButtonText } from '@/components/pay/payMethodRules';
import { Tick } from '@/components/order/Tick';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/pay/pay.module.css';
import { StandInNote } from '@/components/common/StandIns';

/** `error`: the page's own, shown where the cashier would be. */
type Data = { cusOrderId: string; batchIds: string[]; orderId: string; fromPage: string; info: EnablePayMoney | null; error: string };
type Props = ReadyProps<Data>;

const PAY_PROTOCOL = { code: 'protocol100008', title: '薯片平台订单协议' };

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<Data> => {
    const cusOrderId = query.cusOrderId || '';
    const batchIds = (query.batchIds || '').split(',').filter(Boolean);
    const base = { cusOrderId, batchIds, orderId: query.orderId || '', fromPage: query.fromPage || 'orderDetail' };
    if (!cusOrderId) return { ...base, info: null, error: '缺少订单信息' };
    try {
      const info = await enablePayMoney({ cusOrderId, batchIds: batchIds.length ? batchIds : undefined }, client);
      return { ...base, info, error: '' };
    } catch (e) {
      throwIfSession(e);
      return { ...base, info: null, error: errorText(e, '获取支付信息失败') };
    }
  },
  { errorPage: true },
);

const METHOD_LOOK: Record<PayPlatform, { icon: string; bg: string }> = { WALLET: { icon: '余', bg: '#f5a623' }, SANDBOX: { icon: '付', bg: '#1677ff' } };

/** 选择支付方式 (inventory §9): the amount and countdown, wallet (pay password) or the sandbox gateway. */
const PayTypePage: PageWithLayout<Props> = ({ data: { cusOrderId, batchIds, orderId, fromPage, info, error } }) => {
  const router = useRouter();
  // The order the checkout just submitted (spec §3 "Order store"), cleared once it is paid.
  const handed = useOrderStore((s) => orderDataFor(s, cusOrderId));
  const clearOrderData = useOrderStore((s) => s.clearOrderData);
  const [method, setMethod] = useState<PayPlatform>(defaultMethod(info));
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pwdOpen, setPwdOpen] = useState(false);
  const [pwdError, setPwdError] = useState('');
  const left = useCountdown(info?.countDownTimeLong || null);

  if (!info) {
    return (
      <div className={orderStyles.page}>
        <Seo title="选择支付方式" description="选择支付方式完成付款。" path="/pay/payType" noindex />
        <HeaderBar title="选择支付方式" fixed />
        <LoadError text={error}>
          <Link href="/order" className="button-primary">
            查看我的订单
          </Link>
        </LoadError>
      </div>
    );
  }

  const amount = fenToYuan(info.currentPayMoneyFen);
  const ids = batchIds.length ? batchIds : info.batchIds;
  const expired = left === 0;
  const resultParams = { cusOrderId, orderId: orderId || handed?.orderIds?.[0] || '', fromPage };

  const pay = async (payPassword?: string) => {
    setBusy(true);
    try {
      const res = await getPayParams({
        cusOrderId,
        batchIds: ids,
        payPlatform: method,
        payPassword,
        orderAgreementIds: PAY_PROTOCOL.code,
        fromPage,
        orderId: resultParams.orderId || undefined,
      });
      rememberPayment({ paymentNo: res.paymentNo, ...resultParams });
      if (res.payUrl) {
        window.location.href = res.payUrl;
        return;
      }
      clearOrderData();
      setPwdOpen(false);
      void router.replace(payResultHref({ paymentNo: res.paymentNo, ...resultParams }));
    } catch (e) {
      const msg = e instanceof Error && e.message ? e.message : '支付发起失败，请稍后重试。';
      if (isApiError(e) && errorStaysInSheet(e.code)) setPwdError(msg);
      else {
        setPwdOpen(false);
        toast.error(msg);
      }
      setBusy(false);
    }
  };

  const start = async () => {
    const action = payButtonAction({ method, agreed, expired, info });
    if (action.kind === 'warn') return void toast.warning(action.text);
    if (action.kind === 'pay') return void pay();
    if (action.kind === 'setPassword') {
      const go = await Dialog.confirm({ content: '请先设置支付密码', confirmText: '去设置', cancelText: '取消' });
      if (go) void router.push(`/my/wallet?redirect=${encodeURIComponent(router.asPath)}`);
      return;
    }
    setPwdError('');
    setPwdOpen(true);
  };

  const hms = left !== null ? splitHms(left) : null;
  return (
    <div className={orderStyles.page}>
      <Seo title="选择支付方式" description="选择支付方式完成付款。" path="/pay/payType" noindex />
      <HeaderBar title="选择支付方式" fixed />
      <StandInNote service="pay">沙箱支付：不会真实扣款</StandInNote>
      <section className={styles.banner} aria-label="支付金额">
        <p className={styles.bannerMoney} data-testid="pay-amount">
          {amount}
          <small>元</small>
        </p>
        {info.subject ? <p className={styles.bannerTime}>{info.subject}</p> : null}
        {hms ? (
          <p className={styles.bannerTime} role="timer">
            剩余支付时间 ：{hms.h} ：{hms.m} ：{hms.s}
          </p>
        ) : null}
      </section>
      <section className={styles.methods} role="radiogroup" aria-label="支付方式">
        {offeredMethods(info).map((m) => {
          return (
            <button
              type="button"
              key={m.code}
              role="radio"
              aria-checked={method === m.code}
              className={styles.method}
              disabled={m.disabled}
              onClick={() => setMethod(m.code)}
            >
              <span className={styles.methodIcon} style={{ background: METHOD_LOOK[m.code].bg }} aria-hidden>
                {METHOD_LOOK[m.code].icon}
              </span>
              <span className={styles.methodBody}>
                <span className={styles.methodName}>{m.name}</span>
                <span className={styles.methodNote}>{m.note}</span>
              </span>
              {method === m.code ? <CheckCircleFill color="var(--brand)" fontSize="0.4rem" /> : <span className={styles.radioOff} aria-hidden />}
            </button>
          );
        })}
      </section>
      <div className={orderStyles.agree}>
        <Tick checked={agreed} onChange={setAgreed} size="0.3rem">
          我已阅读过并知晓
        </Tick>
        <Link href={protocolHref(PAY_PROTOCOL.code)}>《{PAY_PROTOCOL.title}》</Link>
      </div>
      <footer className={`${orderStyles.bottomBar} fixed-column`}>
        <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} style={{ width: '100%' }} disabled={busy} onClick={() => void start()}>
          {payButtonText(method, amount)}
        </button>
      </footer>
      <PayPasswordSheet
        visible={pwdOpen}
        amountText={amount}
        error={pwdError}
        busy={busy}
        onClose={() => setPwdOpen(false)}
        back={router.asPath}
        onSubmit={(pwd) => {
          setPwdError('');
          void pay(pwd);
        }}
      />
      <LoadingOverlay visible={busy && method === PAY_PLATFORM.SANDBOX} text="加载中" />
    </div>
  );
};

PayTypePage.getLayout = defaultLayout;
export default PayTypePage;
