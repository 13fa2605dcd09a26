import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Checkbox, Input, TextArea } from 'antd-mobile';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { ReasonPicker } from '@/components/aftersale/ReasonPicker';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { yuanToFen } from '@/lib/money';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSelectOnFocus } from '@/components/common/useSelectOnFocus';
import { afterSaleRefund, refundForm, type RefundForm } from '@/services/aftersale';
import { uploadImage } from '@/services/upload';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/aftersale/aftersale.module.css';

type Props = PageProps<RefundForm>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId ? refundForm(q.orderId, client) : undefined));

function RefundFormView({ form }: { form: RefundForm }) {
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(fenToYuan(form.refundableFen));
  const selectOnFocus = useSelectOnFocus();
  const [detail, setDetail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = yuanToFen(amount);
    if (!reason) return void toast.show({ message: '请选择申请原因' });
    if (fen === null || fen <= 0) return void toast.show({ message: '请输入正确的退款金额' });
    if (fen > form.refundableFen) return void toast.show({ message: `退款金额不能超过${fenToYuan(form.refundableFen)}元` });
    if (!detail.trim()) return void toast.show({ message: '请描述您遇到的问题～' });
    if (!agree) return void toast.show({ message: '请您先阅读并勾选售后协议' });
    setBusy(true);
    try {
      const r = await afterSaleRefund({
        orderId: form.orderId,
        afterSaleReasonNo: reason,
        afterSaleProblemDetail: detail.trim(),
        refundAmountFen: fen,
        images,
        afterSaleAgreementIds: form.agreementId,
      });
      toast.success('售后申请成功');
      setTimeout(() => void router.replace(`/my/afterSale/apply?id=${encodeURIComponent(r.afterSaleId)}`), 1000);
    } catch (e) {
      toast.error(errorText(e, '售后申请失败'));
      setBusy(false);
    }
  };

  if (form.openAfterSaleId)
    return (
      <Empty text="该订单已有处理中的售后单">
        <Link className="button-primary" href={`/my/afterSale/detail?id=${encodeURIComponent(form.openAfterSaleId)}`}>
          查看售后
        </Link>
      </Empty>
    );

  return (
    <>
      <section className={ui.card} aria-label="订单">
        <div className={ui.sku}>
          {form.img ? <img src={form.img} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
          <div className={ui.skuBody}>
            <p className={ui.skuName}>{form.goodsName}</p>
            {form.skuName ? <p className={ui.muted}>{form.skuName}</p> : null}
            <p>订单编号：{form.cusOrderNo || form.orderNo}</p>
            <p>
              已付 {fenToYuan(form.paidFen)}元{form.refundedFen > 0 ? `，已退 ${fenToYuan(form.refundedFen)}元` : ''}
              {form.pendingFen > 0 ? `，处理中 ${fenToYuan(form.pendingFen)}元` : ''}
            </p>
          </div>
        </div>
      </section>
      <section className={ui.formCard} aria-label="售后申请">
        <div className={styles.pickRow}>
          <span>售后类型</span>
          <span>我要退款</span>
        </div>
        <ReasonPicker value={reason} onChange={setReason} />
        <label className={styles.amountRow}>
          <span>退款金额</span>
          <span>¥</span>
          <Input
            value={amount}
            onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
            // The prefilled maximum is selected on focus, so typing replaces it instead of appending (269.70100).
            {...selectOnFocus}
            clearable
            inputMode="decimal"
            style={{ '--font-size': '0.3rem' }}
          />
          <span className={ui.muted}>最多{fenToYuan(form.refundableFen)}元</span>
        </label>
        <div className={styles.text}>
          <label>
            <span className="visually-hidden">问题描述</span>
            <TextArea placeholder="请描述您遇到的问题～" value={detail} onChange={setDetail} maxLength={500} showCount rows={5} />
          </label>
        </div>
        <ImageUpload
          upload={(file) => uploadImage(file, 'aftersale')}
          value={images}
          onChange={setImages}
          max={9}
          label="上传凭证"
          tip="为了更好的为你解决问题，请您务必上传有效凭证"
        />
      </section>
      <div className={styles.agree}>
        <Checkbox checked={agree} onChange={setAgree} style={{ '--icon-size': '0.3rem', '--font-size': '0.24rem' }}>
          我已阅读过并知晓
        </Checkbox>
        <Link href="/login/protocol?categoryCode=shupianaftersale">《薯片平台用户售后协议》</Link>
      </div>
      <div className={ui.bottomBar}>
        <button type="button" className={ui.mainButton} disabled={busy || form.refundableFen <= 0} onClick={() => void submit()}>
          {form.refundableFen <= 0 ? '暂无可退金额' : '提交'}
        </button>
      </div>
    </>
  );
}

/** 退款 (inventory my §4 refund): reason, amount up to what is refundable, description and up to 9 pictures. */
const RefundPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const load = useLoad(() => refundForm(orderId), orderId || null, initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">退款</title>
      </Head>
      <HeaderBar title="退款" fixed />
      {!orderId ? (
        <NoSubject what="订单" href="/order" action="查看我的订单" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data}>
          {load.data ? <RefundFormView form={load.data} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

RefundPage.getLayout = defaultLayout;
export default RefundPage;
