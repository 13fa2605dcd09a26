import { useState } from 'react';
import { isApiError } from '@/lib/http';
import { errorText, pageError, pageLoader, type PageProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { SHARE_PAY_STATUS } from '@/lib/contract/pay/enums';
import { findSharePay, getSharePayParams, type SharePayInfo } from '@/services/pay';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { LazyImage } from '@/components/common/LazyImage';
import { lazyComponent } from '@/components/common/lazyComponent';
import { HomeLink, PayResultView } from '@/components/pay/PayResultView';
import { ShareLinkMissing } from '@/components/pay/ShareLinkMissing';
import { splitHms, useCountdown } from '@/components/pay/useCountdown';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/pay/pay.module.css';

/** The busy overlay (antd-mobile's Mask) only shows after a tap: loaded then, not with the page (JS budget). */
const LoadingOverlay = lazyComponent(() => import('@/components/common/LoadingOverlay').then((m) => m.LoadingOverlay), undefined, { ssr: false });

type Props = PageProps<SharePayInfo>;
const INVALID = '支付链接无效，请向分享人重新获取';
const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** Opened by whoever the link was shared with: every failure, an invalid session included, is shown on the page. */
export const getServerSideProps = pageLoader(async ({ client, query }) => {
  if (!query.token) return pageError(INVALID);
  try {
    return await findSharePay(query.token, client);
  } catch (e) {
    const invalid = isApiError(e) && (e.code === 404 || e.code === 400);
    return pageError(invalid ? INVALID : errorText(e, '加载失败，请稍后再试'));
  }
});

/** 分享支付: anyone holding the owner's link pays the order through the sandbox gateway, without logging in. */
const SharePayPage: PageWithLayout<Props> = ({ data: initial, error, query: { token = '' } }) => {
  const [info, setInfo] = useState(initial);
  const [busy, setBusy] = useState(false);
  const deadline = info && info.payStatus === SHARE_PAY_STATUS.WAITING ? new Date(info.expireAt).getTime() : null;
  const left = useCountdown(deadline, () => setInfo((i) => (i ? { ...i, payStatus: SHARE_PAY_STATUS.EXPIRED } : i)));
  const head = (
    <>
      <Seo title="分享支付" description="好友分享的订单，帮忙完成支付。" path="/order/sharePay" noindex />
      <HeaderBar title="分享支付" fixed hideBack />
    </>
  );

  if (!info) {
    return (
      <div className={orderStyles.page}>
        {head}
        {token ? <ShareLinkMissing kind="invalid" text={error || INVALID} /> : <ShareLinkMissing kind="missing" />}
      </div>
    );
  }

  if (info.payStatus !== SHARE_PAY_STATUS.WAITING || left === 0) {
    const paid = info.payStatus === SHARE_PAY_STATUS.PAID;
    return (
      <div className={orderStyles.page}>
        {head}
        <PayResultView
          status={paid ? 1 : 2}
          amountText={fenToYuan(info.amountFen)}
          failText={paid ? undefined : '该支付链接已失效（订单已超时、已取消或链接已过期），请联系分享人重新获取'}
        >
          <HomeLink />
        </PayResultView>
        {paid ? <p className={orderStyles.tip} style={{ textAlign: 'center' }}>该订单已完成支付，无需重复付款</p> : null}
      </div>
    );
  }

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await getSharePayParams(token);
      window.location.href = res.payUrl;
    } catch (e) {
      toast.error(errText(e, '支付发起失败，请稍后重试'));
      if (isApiError(e) && (e.code === ORDER_ERR.ORDER_STATE || e.code === ORDER_ERR.NOTHING_TO_PAY || e.code === 404)) {
        setInfo(await findSharePay(token).catch(() => ({ ...info, payStatus: SHARE_PAY_STATUS.EXPIRED })));
      }
      setBusy(false);
    }
  };

  const hms = left !== null ? splitHms(left) : null;
  const amount = fenToYuan(info.amountFen);
  return (
    <div className={orderStyles.page}>
      {head}
      <section className={styles.banner} aria-label="支付金额">
        <p className={styles.bannerTime}>{info.ownerName} 请你帮忙支付</p>
        <p className={styles.bannerMoney} data-testid="share-amount">
          {amount}
          <small>元</small>
        </p>
        {hms ? (
          <p className={styles.bannerTime} role="timer">
            剩余支付时间 ：{hms.h} ：{hms.m} ：{hms.s}
          </p>
        ) : null}
      </section>
      <section className={orderStyles.card} aria-label="订单信息">
        <div className={orderStyles.sku}>
          <LazyImage src={info.img} alt={info.subject} width={65} height={65} fallback="goods" className={orderStyles.skuImg} />
          <div className={orderStyles.skuBody}>
            <p className={orderStyles.skuName}>{info.subject}</p>
          </div>
        </div>
        <div className={orderStyles.row}>
          <span className={orderStyles.rowLabel}>订单编号</span>
          <span className={orderStyles.rowValue}>{info.cusOrderNo}</span>
        </div>
        <div className={orderStyles.row}>
          <span className={orderStyles.rowLabel}>下单人</span>
          <span className={orderStyles.rowValue}>{info.ownerName}</span>
        </div>
        <div className={orderStyles.row}>
          <span className={orderStyles.rowLabel}>支付方式</span>
          <span className={orderStyles.rowValue}>在线支付（沙箱）</span>
        </div>
      </section>
      <p className={orderStyles.tip}>付款后款项计入下单人的订单，由下单人享受服务；如有疑问请先与分享人确认。</p>
      <footer className={`${orderStyles.bottomBar} fixed-column`}>
        <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} style={{ width: '100%' }} disabled={busy} onClick={() => void pay()}>
          立即支付 {amount} 元
        </button>
      </footer>
      <LoadingOverlay visible={busy} text="加载中" />
    </div>
  );
};

SharePayPage.getLayout = defaultLayout;
export default SharePayPage;
