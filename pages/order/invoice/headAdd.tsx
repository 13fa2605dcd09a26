import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { HeaderForm, validateHeader, type HeaderErrors, type HeaderValues } from '@/components/invoice/HeaderForm';
import { toast } from '@/lib/toast';
import { addInvoiceHeader, invoiceHeaderList, type InvoiceHeader } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<{ records: InvoiceHeader[] }>;

export const getServerSideProps = pageLoader(async ({ client }) => invoiceHeaderList(client));

const START: HeaderValues = { type: 'ORDINARY', headType: 'PERSONAL', invoiceHead: '', dutyParagraph: '', address: '', phone: '', depositBank: '', bankNumber: '', defaultHead: false };

/** 添加发票抬头 (inventory order §13.4). 专用发票 is offered only while the user has none. */
const HeadAddPage: PageWithLayout<Props> = ({ data: initial }) => {
  const router = useRouter();
  const load = useLoad(() => invoiceHeaderList(), 'headers', initial);
  const [v, setV] = useState<HeaderValues>(START);
  const [errors, setErrors] = useState<HeaderErrors>({});
  const [busy, setBusy] = useState(false);
  const specialAllowed = !(load.data?.records ?? []).some((h) => h.type === 'SPECIAL');
  const submit = async () => {
    const e = validateHeader(v);
    setErrors(e);
    if (Object.keys(e).length) return void toast.show({ message: '请检查错误信息' });
    setBusy(true);
    try {
      await addInvoiceHeader({ ...v, defaultHead: v.type === 'ORDINARY' && v.defaultHead ? 1 : 0 });
      toast.success('添加成功');
      setTimeout(() => router.back(), 800);
    } catch (err) {
      toast.error(errorText(err, '添加失败'));
      setBusy(false);
    }
  };
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">添加发票抬头</title>
      </Head>
      <HeaderBar title="添加发票抬头" fixed />
      <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()}>
        <HeaderForm value={v} onChange={setV} errors={errors} choose={{ specialAllowed }} />
        <div className={ui.bottomBar}>
          <button type="button" className={ui.mainButton} disabled={busy} onClick={() => void submit()}>
            立即添加
          </button>
        </div>
      </LoadBlock>
    </div>
  );
};

HeadAddPage.getLayout = defaultLayout;
export default HeadAddPage;
