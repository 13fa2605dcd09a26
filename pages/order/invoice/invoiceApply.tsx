import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { FormRow } from '@/components/invoice/FormRow';
import { validateApply, type ApplyForm, type FormErrors } from '@/components/invoice/invoiceForm';
import { ELECTRONIC_NOTE, INVOICE_CONTENT, INVOICE_NOTICE, isSpecialType } from '@/components/invoice/invoiceText';
import { allowedInvoiceTypes, chooseInvoiceType, errorInMoreFields, initialApplyForm, reapplicationOf, withHeader } from '@/components/invoice/invoiceApplyRules';
import { INVOICE_HEADER_KIND, type InvoiceHeaderKind, type InvoiceTypeCode } from '@/lib/contract/invoice/enums';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { applyInvoice, applyInvoiceInfo, invoiceHeaderList, type ApplyInvoiceInfo, type InvoiceHeader } from '@/services/invoice';
import { useUserStore } from '@/stores/user';
import ui from '@/components/my/ui.module.css';
import form from '@/components/invoice/form.module.css';
import { StandInNote } from '@/components/common/StandIns';
import { MOBILE_RE } from '@/lib/contract/mobile';

type Props = PageProps<ApplyInvoiceInfo>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId ? applyInvoiceInfo(q.orderId, client) : undefined));

function ApplyFormView({ info }: { info: ApplyInvoiceInfo }) {
  const router = useRouter();
  const storePhone = useUserStore((s) => s.mainAccountFull || s.userPhoneFull);
  // Only a whole number is a prefill (a masked 138****8000 from an old cookie is not).
  const phone = MOBILE_RE.test(storePhone) ? storePhone : '';
  const allowed = useMemo(() => allowedInvoiceTypes(info.applyInvoiceType), [info.applyInvoiceType]);
  const last = reapplicationOf(info.last);
  const [f, setF] = useState<ApplyForm>(() => initialApplyForm(info, last, phone));
  // The user store is restored from the cookies after the first render (and the phone may only come with the
  // account info): fill the receiver's phone once it is known, unless the customer typed one already.
  const [seenPhone, setSeenPhone] = useState(phone);
  if (phone !== seenPhone) {
    setSeenPhone(phone);
    if (phone && !last && !f.receiverPhone) setF({ ...f, receiverPhone: phone });
  }
  useEffect(() => {
    const s = useUserStore.getState();
    if (last || phone || !s.userId) return;
    s.fetchAccountInfo().catch(() => undefined);
  }, [phone, last]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [headers, setHeaders] = useState<InvoiceHeader[] | null>(null);
  const set = (patch: Partial<ApplyForm>) => setF((cur) => ({ ...cur, ...patch }));

  // A re-application keeps what was sent; a new one starts from the matching saved header, and follows it
  // whenever the invoice type or the header kind changes.
  const follow = (cur: ApplyForm, list: InvoiceHeader[] | null): ApplyForm => (last || !list ? cur : withHeader(cur, list));
  useEffect(() => {
    if (last) return;
    let live = true;
    invoiceHeaderList()
      .then((r) => {
        if (!live) return;
        setHeaders(r.records);
        setF((cur) => follow(cur, r.records));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [last]);

  const special = isSpecialType(f.invoiceType);
  const company = f.invoiceHeader === INVOICE_HEADER_KIND.COMPANY;
  const chooseType = (code: string) => setF((cur) => follow(chooseInvoiceType(cur, code), headers));
  const chooseKind = (kind: InvoiceHeaderKind) => setF((cur) => follow({ ...cur, invoiceHeader: kind }, headers));

  const submit = async () => {
    const v = validateApply(f);
    setErrors(v.errors);
    if (v.first) {
      if (errorInMoreFields(v.errors)) setMore(true);
      toast.show({ message: v.first });
      return;
    }
    setBusy(true);
    try {
      await applyInvoice({ ...f, invoiceType: f.invoiceType as InvoiceTypeCode, invoiceHeader: f.invoiceHeader as InvoiceHeaderKind, orderId: info.orderId, id: last?.id });
      toast.success('请求成功');
      setTimeout(() => void router.replace('/order/invoice?tabActive=1'), 1000);
    } catch (e) {
      toast.error(errorText(e, '申请失败'));
      setBusy(false);
    }
  };

  return (
    <>
      <section className={ui.card} aria-label="订单">
        <div className={ui.line}>
          <span>订单编号</span>
          <span>{info.cusOrderNo || info.orderNo}</span>
        </div>
        <div className={ui.line}>
          <span>商品</span>
          <span>{info.goodsName}</span>
        </div>
        <div className={ui.line}>
          <span>可开票金额</span>
          <span className={ui.money}>{fenToYuan(info.invoiceableFen)}元</span>
        </div>
        {last ? <p className={ui.muted}>上次申请{last.statusName}：{last.remarks || '未知错误'}，修改后可重新提交。</p> : null}
      </section>

      <section className={ui.formCard} aria-label="发票类型">
        <h2 className={ui.sectionTitle}>发票类型</h2>
        <div className={ui.chips}>
          {allowed.map((t) => (
            <button key={t.code} type="button" className={f.invoiceType === t.code ? ui.chipOn : ui.chip} aria-pressed={f.invoiceType === t.code} onClick={() => chooseType(t.code)}>
              {t.name}
            </button>
          ))}
        </div>
        <p className={ui.note}>{ELECTRONIC_NOTE}</p>
      </section>

      <section className={ui.formCard} aria-label="发票抬头">
        <h2 className={ui.sectionTitle}>发票抬头</h2>
        <div className={ui.chips}>
          {special ? null : (
            <button type="button" className={!company ? ui.chipOn : ui.chip} aria-pressed={!company} onClick={() => chooseKind(INVOICE_HEADER_KIND.PERSONAL)}>
              个人
            </button>
          )}
          <button type="button" className={company ? ui.chipOn : ui.chip} aria-pressed={company} onClick={() => chooseKind(INVOICE_HEADER_KIND.COMPANY)}>
            单位
          </button>
        </div>
        {company ? (
          <>
            <FormRow label="单位名称" required value={f.invoiceHeaderName} onChange={(v) => set({ invoiceHeaderName: v })} placeholder="请填写单位名称" maxLength={100} error={errors.invoiceHeaderName} />
            <FormRow label="纳税人识别号" required value={f.taxpayerIdentifNum} onChange={(v) => set({ taxpayerIdentifNum: v.toUpperCase() })} placeholder="18位统一社会信用代码" maxLength={20} error={errors.taxpayerIdentifNum} />
            {more || special ? (
              <>
                <FormRow label="注册地址" required={special} value={f.registerAddress} onChange={(v) => set({ registerAddress: v })} placeholder={special ? '必填' : '选填'} maxLength={80} error={errors.registerAddress} />
                <FormRow label="注册电话" required={special} type="tel" value={f.registerTel} onChange={(v) => set({ registerTel: v })} placeholder={special ? '必填' : '选填'} maxLength={20} error={errors.registerTel} />
                <FormRow label="开户银行" required={special} value={f.bankOfDeposit} onChange={(v) => set({ bankOfDeposit: v })} placeholder={special ? '必填' : '选填'} maxLength={45} error={errors.bankOfDeposit} />
                <FormRow label="银行账号" required={special} value={f.bankAccount} onChange={(v) => set({ bankAccount: v })} placeholder={special ? '必填' : '选填'} maxLength={45} error={errors.bankAccount} />
              </>
            ) : (
              <button type="button" className={form.toggle} onClick={() => setMore(true)}>
                更多选填项
              </button>
            )}
          </>
        ) : (
          <FormRow label="个人名称" required value={f.invoiceHeaderName} onChange={(v) => set({ invoiceHeaderName: v })} placeholder="请填写“个人”或您的姓名" maxLength={100} error={errors.invoiceHeaderName} />
        )}
      </section>

      <section className={ui.formCard} aria-label="收票人信息">
        <h2 className={ui.sectionTitle}>收票人信息</h2>
        <FormRow label="收票人手机" required type="tel" value={f.receiverPhone} onChange={(v) => set({ receiverPhone: v })} placeholder="请填写手机号码" maxLength={11} error={errors.receiverPhone} />
        <FormRow label="收票人邮箱" type="email" value={f.receiverEmail} onChange={(v) => set({ receiverEmail: v })} placeholder="用来接收电子发票邮件，可选填" maxLength={80} error={errors.receiverEmail} />
      </section>

      <section className={ui.formCard} aria-label="发票内容">
        <h2 className={ui.sectionTitle}>发票内容</h2>
        <div className={ui.chips}>
          {INVOICE_CONTENT.map((c) => (
            <button key={c.code} type="button" className={f.invoiceContent === c.code ? ui.chipOn : ui.chip} aria-pressed={f.invoiceContent === c.code} onClick={() => set({ invoiceContent: c.code as ApplyForm['invoiceContent'] })}>
              {c.name}
            </button>
          ))}
        </div>
      </section>

      <section className={ui.formCard} aria-label="发票须知">
        <h2 className={ui.sectionTitle}>发票须知</h2>
        <div className={ui.note}>
          {INVOICE_NOTICE.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
      </section>

      <div className={ui.bottomBar}>
        <button type="button" className={ui.mainButton} disabled={busy || info.invoiceableFen <= 0} onClick={() => void submit()}>
          {info.invoiceableFen <= 0 ? '暂无可开票金额' : '申请开票'}
        </button>
      </div>
    </>
  );
}

/** 发票信息 (inventory order §13.2): apply for an invoice on a paid order, or re-apply after a rejection. */
const InvoiceApplyPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const load = useLoad(() => applyInvoiceInfo(orderId), orderId || null, initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">发票信息</title>
      </Head>
      <HeaderBar title="发票信息" fixed />
      <StandInNote service="invoice">演示开票：开出的是样票（非正式发票）</StandInNote>
      {!orderId ? (
        <NoSubject what="订单" href="/order/invoice" action="去发票中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data}>
          {load.data ? <ApplyFormView info={load.data} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

InvoiceApplyPage.getLayout = defaultLayout;
export default InvoiceApplyPage;
