import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { HeaderForm, validateHeader, type HeaderErrors, type HeaderValues } from '@/components/invoice/HeaderForm';
import { toast } from '@/lib/toast';
import { dltInvoiceHeader, invoiceHeaderDetail, updateInvoiceHeader, type InvoiceHeader } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<InvoiceHeader>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id ? invoiceHeaderDetail(q.id, client) : undefined));

const valuesOf = (h: InvoiceHeader): HeaderValues => ({
  type: h.type,
  headType: h.headType,
  invoiceHead: h.invoiceHead,
  dutyParagraph: h.dutyParagraph,
  address: h.address,
  phone: h.phoneFull,
  depositBank: h.depositBank,
  bankNumber: h.bankNumber,
  defaultHead: h.defaultHead === 1,
});

function EditForm({ header }: { header: InvoiceHeader }) {
  const router = useRouter();
  const before = valuesOf(header);
  const [v, setV] = useState<HeaderValues>(before);
  const [errors, setErrors] = useState<HeaderErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const e = validateHeader(v);
    setErrors(e);
    if (Object.keys(e).length) return void toast.show({ message: '请检查错误信息' });
    // Only what changed goes back, as the original sent it.
    const patch: Partial<Record<'dutyParagraph' | 'address' | 'phone' | 'depositBank' | 'bankNumber', string>> & { defaultHead?: 0 | 1 } = {};
    for (const k of ['dutyParagraph', 'address', 'phone', 'depositBank', 'bankNumber'] as const) if (v[k] !== before[k]) patch[k] = v[k];
    if (v.defaultHead !== before.defaultHead) patch.defaultHead = v.defaultHead ? 1 : 0;
    setBusy(true);
    try {
      await updateInvoiceHeader({ id: header.id, invoiceHead: v.invoiceHead, ...patch });
      toast.success('修改成功');
      setTimeout(() => router.back(), 800);
    } catch (err) {
      toast.error(errorText(err, '修改失败'));
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await Dialog.confirm({ content: '确定删除该发票抬头？', confirmText: '删除', cancelText: '取消' }))) return;
    try {
      await dltInvoiceHeader([header.id]);
      toast.success('删除成功');
      setTimeout(() => router.back(), 800);
    } catch (err) {
      toast.error(errorText(err, '删除失败'));
    }
  };
  return (
    <>
      <HeaderForm value={v} onChange={setV} errors={errors} />
      <div className={ui.bottomBar}>
        <button type="button" className={ui.ghostButton} onClick={() => void remove()}>
          删除
        </button>
        <button type="button" className={ui.mainButton} disabled={busy} onClick={() => void submit()}>
          提交
        </button>
      </div>
    </>
  );
}

/** 编辑发票抬头 (inventory order §13.5): type and kind fixed; delete with a confirmation. */
const HeadEditPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const id = query.id || '';
  const load = useLoad(() => invoiceHeaderDetail(id), id || null, initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">编辑发票抬头</title>
      </Head>
      <HeaderBar title="编辑发票抬头" fixed />
      {!id ? (
        <Empty text="没有找到抬头信息" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data} emptyText="没有找到抬头信息">
          {load.data ? <EditForm header={load.data} /> : null}
        </LoadBlock>
      )}
    </div>
  );
};

HeadEditPage.getLayout = defaultLayout;
export default HeadEditPage;
