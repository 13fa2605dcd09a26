import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ORDER_ERR } from '@/services/order';
import { enablePayMoney, getPayParams, PAY_METHODS, type EnablePayMoney, type PayPlatform } from '@/services/pay';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import { PayPasswordSheet } from '@/components/pay/PayPasswordSheet';
import { splitHms, useCountdown } from '@/components/pay/useCountdown';
import { payResultHref, rememberPayment } from '@/components/pay/pendingPayment';
import { Tick } from '@/components/order/Tick';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/pay/pay.module.css';

type Props = { cusOrderId: string; batchIds: string[]; orderId: string; fromPage: string; info: EnablePayMoney | null; error: string };

const q1 = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
const PAY_PROTOCOL = { code: 'protocol100008', title: '薯片平台订单协议' };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query, resolvedUrl }) => {
  const cusOrderId = q1(query.cusOrderId);
  const batchIds = q1(query.batchIds).split(',').filter(Boolean);
  const base = { cusOrderId, batchIds, orderId: q1(query.orderId), fromPage: q1(query.fromPage) || 'orderDetail' };
  if (!cusOrderId) return { props: { ...base, info: null, error: '缺少订单信息' } };
  try {
    const info = await enablePayMoney({ cusOrderId, batchIds: batchIds.length ? batchIds : undefined }, serverHttp(req));
    return { props: { ...base, info, error: '' } };
  } catch (e) {
    if (isApiError(e) && isSessionInvalidCode(e.code)) return loginRedirect(resolvedUrl);
    return { props: { ...base, info: null, error: e instanceof Error && e.message ? e.message : '获取支付信息失败' } };
  }
};

const METHOD_LOOK: Record<PayPlatform, { icon: string; bg: string }> = { WALLET: { icon: '余', bg: '#f5a623' }, SANDBOX: { icon: '付', bg: '#1677ff' } };

/** 选择支付方式 (inventory §9): the amount and countdown, wallet (pay password) or the sandbox gateway. */
const PayTypePage: PageWithLayout<Props> = ({ cusOrderId, batchIds, orderId, fromPage, info, error }) => {
  const router = useRouter();
  const lowBalance = !!info && info.walletBalanceFen < info.currentPayMoneyFen;
  const [method, setMethod] = useState<PayPlatform>(lowBalance ? 'SANDBOX' : 'WALLET');
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
        <Empty text={error}>
          <Link href="/order" className="button-primary">
            查看我的订单
          </Link>
        </Empty>
      </div>
    );
  }

  const amount = fenToYuan(info.currentPayMoneyFen);
  const ids = batchIds.length ? batchIds : info.batchIds;
  const expired = left === 0;
  const resultParams = { cusOrderId, orderId, fromPage };

  const pay = async (payPassword?: string) => {
    setBusy(true);
    try {
      const res = await getPayParams({ cusOrderId, batchIds: ids, payPlatform: method, payPassword, orderAgreementIds: PAY_PROTOCOL.code, fromPage, orderId: orderId || undefined });
      rememberPayment({ paymentNo: res.paymentNo, ...resultParams });
      if (res.payUrl) {
        window.location.href = res.payUrl;
        return;
      }
      setPwdOpen(false);
      void router.replace(payResultHref({ paymentNo: res.paymentNo, ...resultParams }));
    } catch (e) {
      const msg = e instanceof Error && e.message ? e.message : '支付发起失败，请稍后重试。';
      if (isApiError(e) && e.code === ORDER_ERR.PAY_PASSWORD_WRONG) setPwdError(msg);
      else {
        setPwdOpen(false);
        toast.error(msg);
      }
      setBusy(false);
    }
  };

  const start = async () => {
    if (!agreed) return void toast.warning('请先阅读薯片平台订单协议');
    if (expired) return void toast.warning('订单已超时，请重新下单');
    if (method === 'SANDBOX') return void pay();
    if (lowBalance) return void toast.warning('钱包余额不足');
    if (!info.hasPayPassword) {
      const go = await Dialog.confirm({ content: '请先设置支付密码', confirmText: '去设置', cancelText: '取消' });
      if (go) void router.push(`/my/wallet?redirect=${encodeURIComponent(router.asPath)}`);
      return;
    }
    setPwdError('');
    setPwdOpen(true);
  };

  const hms = left !== null ? splitHms(left) : null;
  const methodName = PAY_METHODS.find((m) => m.code === method)?.name ?? '';
  return (
    <div className={orderStyles.page}>
      <Seo title="选择支付方式" description="选择支付方式完成付款。" path="/pay/payType" noindex />
      <HeaderBar title="选择支付方式" fixed />
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
        {PAY_METHODS.map((m) => {
          const disabled = m.code === 'WALLET' && lowBalance;
          return (
            <button
              type="button"
              key={m.code}
              role="radio"
              aria-checked={method === m.code}
              className={styles.method}
              disabled={disabled}
              onClick={() => setMethod(m.code)}
            >
              <span className={styles.methodIcon} style={{ background: METHOD_LOOK[m.code].bg }} aria-hidden>
                {METHOD_LOOK[m.code].icon}
              </span>
              <span className={styles.methodBody}>
                <span className={styles.methodName}>{m.name}</span>
                <span className={styles.methodNote}>
                  {m.code === 'WALLET' ? `可用余额 ${fenToYuan(info.walletBalanceFen)} 元${disabled ? '（余额不足）' : ''}` : '跳转到支付页面完成付款'}
                </span>
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
          {methodName}：{amount} 元
        </button>
      </footer>
      <PayPasswordSheet
        visible={pwdOpen}
        amountText={amount}
        error={pwdError}
        busy={busy}
        onClose={() => setPwdOpen(false)}
        onSubmit={(pwd) => {
          setPwdError('');
          void pay(pwd);
        }}
      />
      <LoadingOverlay visible={busy && method === 'SANDBOX'} text="加载中" />
    </div>
  );
};

PayTypePage.getLayout = defaultLayout;
export default PayTypePage;
