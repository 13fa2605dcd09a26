import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { FormRow } from '@/components/invoice/FormRow';
import { isValidEmail } from '@/components/invoice/invoiceForm';
import { toast } from '@/lib/toast';
import { applyContract } from '@/services/contract';
import { findOrderDetails } from '@/services/order';
import ui from '@/components/my/ui.module.css';
import form from '@/components/invoice/form.module.css';
import styles from '@/components/realname/realname.module.css';
import { MOBILE_RE } from '@/lib/contract/mobile';

type Detail = Awaited<ReturnType<typeof findOrderDetails>>;
type Props = PageProps<Detail>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId ? findOrderDetails(q.orderId, client) : undefined));

type Party = { name: string; contacts: string; phone: string; email: string; addr: string };

function EditForm({ detail }: { detail: Detail }) {
  const router = useRouter();
  const first = detail.cusOrder.contractFirstInfo;
  const [v, setV] = useState<Party>({
    name: first?.contractFirstName ?? '',
    contacts: first?.contractFirstContacts ?? '',
    phone: first?.contractFirstPhone && MOBILE_RE.test(first.contractFirstPhone) ? first.contractFirstPhone : '',
    email: first?.contractFirstEmail ?? '',
    addr: first?.contractFirstAddr ?? '',
  });
  const [more, setMore] = useState(!!(first?.contractFirstEmail || first?.contractFirstAddr));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Party>) => setV((cur) => ({ ...cur, ...patch }));
  const errors = {
    name: v.name.trim() ? '' : '请填写甲方名称',
    contacts: v.contacts.trim() ? '' : '请填写联系人',
    phone: MOBILE_RE.test(v.phone) ? '' : '请填写正确的联系电话',
    email: v.email.trim() && !isValidEmail(v.email) ? '邮箱格式有误' : '',
  };
  const valid = !Object.values(errors).some(Boolean);
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    try {
      const r = await applyContract({
        orderId: detail.order.orderId,
        contractFirstName: v.name.trim(),
        contractFirstContacts: v.contacts.trim(),
        contractFirstPhone: v.phone,
        contractFirstEmail: v.email.trim(),
        contractFirstAddr: v.addr.trim(),
      });
      void router.replace(`/contract/preview?type=qs&contractId=${encodeURIComponent(r.contractId)}&go=-2`);
    } catch (e) {
      toast.error(errorText(e, '生成合同失败'));
      setBusy(false);
    }
  };
  const err = (k: keyof typeof errors) => (touched ? errors[k] : '');
  return (
    <>
      <section className={ui.card} aria-label="订单">
        <div className={ui.line}>
          <span>订单编号</span>
          <span>{detail.cusOrder.cusOrderNo || detail.order.orderNo}</span>
        </div>
        <div className={ui.line}>
          <span>服务</span>
          <span>{detail.order.spuName}</span>
        </div>
      </section>
      <p className={styles.tip}>请填写甲方（您）的真实信息，合同生成后将按此信息签署，签署前可重新填写。</p>
      <section className={ui.formCard} aria-label="甲方信息">
        <FormRow label="甲方名称" required value={v.name} onChange={(x) => set({ name: x })} placeholder="公司名称或您的姓名" maxLength={100} error={err('name')} />
        <FormRow label="联系人" required value={v.contacts} onChange={(x) => set({ contacts: x })} placeholder="请输入联系人" maxLength={40} error={err('contacts')} />
        <FormRow label="联系电话" required type="tel" value={v.phone} onChange={(x) => set({ phone: x.replace(/\D/g, '').slice(0, 11) })} placeholder="请输入手机号" maxLength={11} error={err('phone')} />
        {more ? (
          <>
            <FormRow label="电子邮箱" type="email" value={v.email} onChange={(x) => set({ email: x })} placeholder="选填" maxLength={80} error={err('email')} />
            <FormRow label="联系地址" value={v.addr} onChange={(x) => set({ addr: x })} placeholder="选填" maxLength={120} />
          </>
        ) : (
          <button type="button" className={form.toggle} onClick={() => setMore(true)}>
            填写电子邮箱、联系地址
          </button>
        )}
      </section>
      <div className={ui.bottomBar}>
        <button type="button" className={ui.mainButton} aria-disabled={!valid} disabled={busy} style={valid ? undefined : { opacity: 0.5 }} onClick={() => void submit()}>
          立即签署
        </button>
      </div>
    </>
  );
}

/** 完善合同 (inventory order §12.1): party A's details go into the order's contract draft. */
const ContractEditPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const load = useLoad(() => findOrderDetails(orderId), orderId || null, initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">完善合同</title>
      </Head>
      <HeaderBar title="完善合同" fixed />
      {!orderId ? (
        <NoSubject what="订单" href="/order" action="查看我的订单" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data}>
          {load.data ? <EditForm detail={load.data} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

ContractEditPage.getLayout = defaultLayout;
export default ContractEditPage;
