import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { Dialog, ImageViewer } from '@/components/common/lazyAntd';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { afterSaleStatusText, afterSaleTypeBadge } from '@/components/aftersale/afterSaleText';
import { toast } from '@/lib/toast';
import { chinaDateTime } from '@/lib/chinaTime';
import { afterSaleDetail, afterSaleOperation, type AfterSale } from '@/services/aftersale';
import { AFTER_SALE_STATUS, USER_DO, type UserDoType } from '@/lib/contract/aftersale/enums';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/aftersale/aftersale.module.css';
import { ChangeRequestForm } from '@/components/aftersale/ChangeRequestForm';
import { NegotiationHistory } from '@/components/aftersale/NegotiationHistory';
import { ARRIVAL } from '@/lib/contract/wallet/arrival';

type Props = PageProps<AfterSale>;

const ask = (q: Record<string, string>) => ({ id: q.id || undefined, orderId: q.orderId || undefined, orderNo: q.orderNo || undefined });

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id || q.orderId || q.orderNo ? afterSaleDetail(ask(q), client) : undefined));

const TONE = { blue: ui.banner, grey: ui.bannerGrey, green: ui.bannerGreen } as const;

function Sheet({ s, onChange }: { s: AfterSale; onChange: (next: AfterSale) => void }) {
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const text = afterSaleStatusText({ status: s.afterSaleStatus, subStatus: s.afterSaleSubStatusNo, refundStatus: s.refundStautsNo }, 'detail');
  const run = async (op: UserDoType) => {
    setBusy(true);
    try {
      const next = await afterSaleOperation(s.id, op);
      onChange(next);
      return true;
    } catch (e) {
      toast.error(errorText(e, '操作失败'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const platform = async () => {
    const yes = await Dialog.confirm({ title: '申请平台介入', content: '您好，申请平台介入后，平台客服将在24小时内联系您，请您保存电话畅通，耐心等待。' });
    if (yes && (await run(USER_DO.PLATFORM)))
      await Dialog.alert({ title: '操作成功', content: '平台客服将在47小时59分钟内为你处理，请您保持电话畅通', confirmText: '我知道了' });
  };
  const withdraw = async () => {
    const confirming = s.afterSaleStatus === AFTER_SALE_STATUS.CONFIRM;
    const yes = await Dialog.confirm({
      title: '您确定撤回此售后申请？',
      content: confirming ? '提交后,此售后方案将会关闭，如有需要您可重新发起售后。' : '您将撤销本次申请，如有问题未解决，您还可以再次发起。确定撤销吗？',
      cancelText: '暂不取消',
      confirmText: confirming ? '确认撤销' : '确定撤销',
    });
    if (yes && (await run(USER_DO.CALLBACK))) toast.success('撤销成功');
  };
  const confirmPlan = async () => {
    const yes = await Dialog.confirm({ title: '确认售后方案', content: '请您仔细阅读售后方案，是否要同意此售后方案？' });
    if (yes && (await run(USER_DO.ASK)))
      await Dialog.alert({
        title: '售后方案已确认',
        content: '您好，您的售后处理已完成，退款将原路退回到您支付的账户或您平台注册账户的钱包，请您注意查收',
        confirmText: '我知道了',
      });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(s.afterSaleNo);
      toast.success('复制成功');
    } catch {
      toast.show({ message: s.afterSaleNo });
    }
  };
  const images = s.fileImages.map((f) => f.filepath);
  const badge = afterSaleTypeBadge(s.afterSaleExpType);
  return (
    <>
      <section className={TONE[text.tone]} aria-label="售后状态">
        <h2 className={ui.bannerTitle}>{text.title}</h2>
        <p className={ui.bannerText}>{text.desc}</p>
      </section>
      {s.dealMark && (s.afterSaleSubStatusNo === 'AFTERSALE_STATUS_TAG_5' || s.afterSaleSubStatusNo === 'AFTERSALE_STATUS_TAG_9' || s.afterSaleStatus === AFTER_SALE_STATUS.CONFIRM) ? (
        <section className={ui.card} aria-label="处理意见">
          <h2 className={ui.cardTitle}>处理意见</h2>
          <p className={ui.muted}>{s.dealMark}</p>
        </section>
      ) : null}
      {s.afterSaleSubStatusNo === 'AFTERSALE_STATUS_TAG_10' ? (
        <p className={ui.note}>您已撤销本次售后申请，如有问题仍未解决，售后保障期内，您可以重新发起售后申请</p>
      ) : null}
      {s.afterSaleTotalMoneyFen > 0 ? (
        <section className={ui.card} aria-label="退款">
          <div className={ui.cardTitle}>
            <span>
              <span className={styles.badge}>退</span> 退款
            </span>
            {s.afterSaleStatus === AFTER_SALE_STATUS.DONE ? (
              <Link href={`/my/afterSale/refundRecord?id=${encodeURIComponent(s.id)}&orderId=${encodeURIComponent(s.orderId)}`} className={ui.muted}>
                退款明细 &gt;
              </Link>
            ) : null}
          </div>
          <div className={ui.line}>
            <span>退款金额（在线支付的{ARRIVAL.refundOnline}）</span>
            <span className={ui.money}>{s.afterSaleTotalMoneyYuan}元</span>
          </div>
        </section>
      ) : null}
      <NegotiationHistory s={s} />
      <section className={ui.card} aria-label="售后明细">
        <h2 className={ui.cardTitle}>售后明细</h2>
        {s.skuList.map((k, i) => (
          <div className={ui.sku} key={i}>
            {k.filepath ? <img src={k.filepath} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
            <div className={ui.skuBody}>
              <p className={ui.skuName}>
                {k.isActualRefundable ? <span className={styles.badge}>退</span> : null} {k.spuName}
              </p>
              {k.skuExtInfo ? <p className={ui.muted}>{k.skuExtInfo}</p> : null}
              <p>
                应付 {k.enablePayMoneyYuan}元，实付 {k.actualPayMoneyYuan}元
              </p>
              {k.afterSaleMoneyFen > 0 ? <p className={ui.money}>退款金额 {k.afterSaleMoneyYuan}元</p> : null}
              {k.skuDealType ? <span className={ui.tagGrey}>{k.skuDealType === 'SKU_DEAL_TYPE_1' ? '取消办理' : '继续办理'}</span> : null}
            </div>
          </div>
        ))}
        {s.realRefundTotalMoneyFen > 0 ? <p className={ui.line}>应退款：{s.realRefundTotalMoney}元</p> : null}
      </section>
      <section className={ui.card} aria-label="售后信息">
        <div className={ui.line}>
          <span>售后编号</span>
          <span>
            {s.afterSaleNo}{' '}
            <button type="button" className={ui.btn} style={{ minWidth: 0, height: '0.44rem' }} onClick={() => void copy()}>
              复制
            </button>
          </span>
        </div>
        <div className={ui.line}>
          <span>申请时间</span>
          <span>{chinaDateTime(s.afterSaleApplyTime)}</span>
        </div>
        <div className={ui.line}>
          <span>关联订单</span>
          <span>{s.cusOrderNo || s.orderNo}</span>
        </div>
        <div className={ui.line}>
          <span>售后类型</span>
          <span>{badge.name}</span>
        </div>
        <div className={ui.line}>
          <span>售后原因</span>
          <span>{s.afterSaleReasonName}</span>
        </div>
        <div className={ui.line}>
          <span>描述问题</span>
          <span>{s.afterSaleProblemDetail}</span>
        </div>
        {images.length ? (
          <div className={ui.thumbs}>
            {images.map((src, i) => (
              <button type="button" key={src} onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })} style={{ border: 0, padding: 0, background: 'none' }}>
                <img src={src} alt={`凭证${i + 1}`} className={ui.thumb} />
              </button>
            ))}
          </div>
        ) : null}
      </section>
      {changing && s.canChange ? (
        <ChangeRequestForm
          s={s}
          onCancel={() => setChanging(false)}
          onDone={(next) => {
            setChanging(false);
            onChange(next);
          }}
        />
      ) : null}
      <div className={ui.bottomBar}>
        {s.canChange && !changing ? (
          <button type="button" className={ui.ghostButton} disabled={busy} onClick={() => setChanging(true)}>
            修改申请
          </button>
        ) : null}
        {s.canAskPlatform ? (
          <button type="button" className={ui.ghostButton} disabled={busy} onClick={() => void platform()}>
            平台介入
          </button>
        ) : null}
        {s.canWithdraw ? (
          <button type="button" className={ui.ghostButton} disabled={busy} onClick={() => void withdraw()}>
            撤销
          </button>
        ) : null}
        {s.canConfirm ? (
          <button type="button" className={ui.mainButton} disabled={busy} onClick={() => void confirmPlan()}>
            确认方案
          </button>
        ) : null}
        {!s.canAskPlatform && !s.canWithdraw && !s.canConfirm ? (
          <Link className={ui.ghostButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href="/my/afterSale/list">
            返回售后列表
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** 售后单详情 (inventory my §4 detail): status, plan, amounts, and the customer's actions. */
const AfterSaleDetailPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const a = ask(query);
  const key = a.id || a.orderId || a.orderNo ? JSON.stringify(a) : null;
  const load = useLoad(() => afterSaleDetail(a), key, initial);
  const id = load.data?.id || a.id;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">售后单详情</title>
      </Head>
      <HeaderBar
        title="售后单详情"
        fixed
        right={
          id ? (
            <Link href={`/my/afterSale/processRecords?id=${encodeURIComponent(id)}`} style={{ fontSize: '0.26rem', color: 'var(--brand)' }}>
              处理记录
            </Link>
          ) : null
        }
      />
      {!key ? (
        <NoSubject what="售后单" href="/my/afterSale/list" action="查看退款/售后" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data} emptyText="没有找到售后单">
          {load.data ? <Sheet s={load.data} onChange={load.setData} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

AfterSaleDetailPage.getLayout = defaultLayout;
export default AfterSaleDetailPage;
