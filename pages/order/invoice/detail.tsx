import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { EmailDialog } from '@/components/invoice/EmailDialog';
import { INVOICE_NOTICE, invoiceBanner } from '@/components/invoice/invoiceText';
import { fenToYuan, maskPhone } from '@/lib/format';
import { chinaDateTime } from '@/lib/chinaTime';
import { toast } from '@/lib/toast';
import { cancelInvoiceApply, invoiceDetail, sendInvoiceToEmail, urgeInvoice, type InvoiceDetail } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';
import { StandInNote } from '@/components/common/StandIns';
import { SpecimenNote } from '@/components/common/SpecimenNote';

type Props = PageProps<InvoiceDetail | null>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id || q.orderId ? invoiceDetail({ id: q.id || undefined, orderId: q.orderId || undefined }, client) : undefined));

const TONE = { blue: ui.banner, red: ui.bannerRed, green: ui.bannerGreen } as const;

function Detail({ d, onChange }: { d: InvoiceDetail; onChange: (next: InvoiceDetail) => void }) {
  const router = useRouter();
  const [mail, setMail] = useState(false);
  const [busy, setBusy] = useState(false);
  const banner = invoiceBanner(d.invoiceStatus, d.remarks);
  const act = async (run: () => Promise<InvoiceDetail>, ok: string) => {
    setBusy(true);
    try {
      onChange(await run());
      toast.success(ok);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    const yes = await Dialog.confirm({ title: '撤销申请', content: '确定撤销本次开票申请吗？撤销后可重新申请。', confirmText: '确定撤销', cancelText: '暂不撤销' });
    if (yes) await act(() => cancelInvoiceApply(d.id), '已撤销');
  };
  const amountTip = () =>
    Dialog.alert({ title: '温馨提示', content: '您好！现展示的为订单预计开票金额，最终金额以发票实际开具为准', confirmText: '我知道了' });
  return (
    <>
      <section className={TONE[banner.tone]} aria-label="开票状态">
        <h2 className={ui.bannerTitle}>{banner.title}</h2>
        <p className={ui.bannerText}>{banner.desc}</p>
        <p className={ui.bannerText}>{banner.tips}</p>
      </section>
      {d.specimen ? <SpecimenNote /> : null}
      <section className={ui.card}>
        <div className={ui.line}>
          <span>发票类型</span>
          <span>{d.invoiceTypeName}</span>
        </div>
      </section>
      <section className={ui.card} aria-label="发票信息">
        <h2 className={ui.cardTitle}>发票信息</h2>
        <div className={ui.line}>
          <span>发票内容</span>
          <span>{d.invoiceContentName}</span>
        </div>
        <div className={ui.line}>
          <span>抬头类型</span>
          <span>{d.invoiceHeaderTypeName}</span>
        </div>
        <div className={ui.line}>
          <span>抬头名</span>
          <span>{d.invoiceHeaderName}</span>
        </div>
        {d.taxpayerIdentifNum ? (
          <div className={ui.line}>
            <span>纳税人识别号</span>
            <span>{d.taxpayerIdentifNum}</span>
          </div>
        ) : null}
        <div className={ui.line}>
          <span>
            开票金额{' '}
            <button type="button" aria-label="开票金额说明" onClick={amountTip} style={{ border: 0, background: 'none', padding: 0, color: 'inherit' }}>
              <InformationCircleOutline />
            </button>
          </span>
          <span className={ui.money}>{fenToYuan(d.invoiceMoneyFen)}元</span>
        </div>
        <div className={ui.line}>
          <span>关联订单</span>
          <span>{d.cusOrderNo || d.orderNo}</span>
        </div>
        <div className={ui.line}>
          <span>申请时间</span>
          <span>{chinaDateTime(d.applyTime)}</span>
        </div>
        <div className={ui.line}>
          <span>开票时间</span>
          <span>{chinaDateTime(d.invoiceTime) || '-'}</span>
        </div>
      </section>
      <section className={ui.card} aria-label="接收信息">
        <h2 className={ui.cardTitle}>接收信息</h2>
        <div className={ui.line}>
          <span>手机号码</span>
          <span>{maskPhone(d.receiverPhone, '-')}</span>
        </div>
        <div className={ui.line}>
          <span>电子邮箱</span>
          <span>{d.receiverEmail || '-'}</span>
        </div>
      </section>
      <section className={ui.card} aria-label="发票须知">
        <h2 className={ui.cardTitle}>发票须知</h2>
        {INVOICE_NOTICE.map((t) => (
          <p key={t} className={ui.muted}>
            {t}
          </p>
        ))}
      </section>
      <div className={ui.bottomBar}>
        {d.canCancel ? (
          <button type="button" className={ui.ghostButton} disabled={busy} onClick={() => void cancel()}>
            撤销申请
          </button>
        ) : null}
        {d.canHurry ? (
          <button type="button" className={ui.ghostButton} disabled={busy} onClick={() => void act(() => urgeInvoice(d.id), '已提醒商户尽快开票')}>
            催一催
          </button>
        ) : d.nextHurryAt && (d.invoiceStatus === 'INVOICE_STATUS_AUDIT' || d.invoiceStatus === 'INVOICE_STATUS_PROCESS') ? (
          <button type="button" className={ui.ghostButton} disabled>
            已催促
          </button>
        ) : null}
        {d.canReapply ? (
          <button type="button" className={ui.mainButton} onClick={() => void router.push(`/order/invoice/invoiceApply?orderId=${encodeURIComponent(d.orderId)}`)}>
            重新申请
          </button>
        ) : null}
        {d.canSendEmail ? (
          <button type="button" className={ui.ghostButton} onClick={() => setMail(true)}>
            发送邮箱
          </button>
        ) : null}
        {d.invoiceStatus === 'INVOICE_STATUS_SUCCESS' ? (
          <Link className={ui.mainButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href={`/order/invoice/preview-list?id=${encodeURIComponent(d.id)}&orderId=${encodeURIComponent(d.orderId)}`}>
            查看发票
          </Link>
        ) : null}
      </div>
      {mail ? <EmailDialog visible initial={d.receiverEmail} onClose={() => setMail(false)} send={(email) => sendInvoiceToEmail({ id: d.id, email })} /> : null}
    </>
  );
}

/** 发票详情 (inventory order §13.3): status, the application, and what can be done with it now. */
const InvoiceDetailPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const id = query.id || '';
  const orderId = query.orderId || '';
  const key = id || orderId ? `${id}|${orderId}` : null;
  const load = useLoad(() => invoiceDetail({ id: id || undefined, orderId: orderId || undefined }), key, initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">发票详情</title>
      </Head>
      <HeaderBar title="发票详情" fixed />
      <StandInNote service="invoice">演示开票：开出的是样票（非正式发票）</StandInNote>
      {!key ? (
        <NoSubject what="订单" href="/order/invoice" action="去发票中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data} emptyText="该订单还没有申请开票">
          {load.data ? <Detail d={load.data} onChange={load.setData} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

InvoiceDetailPage.getLayout = defaultLayout;
export default InvoiceDetailPage;
