import Head from 'next/head';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { PdfViewer } from '@/components/invoice/PdfViewer';
import { invoiceTypeName } from '@/components/invoice/invoiceText';
import { previewInvoice, type InvoiceFile } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';
import { SpecimenNote } from '@/components/common/SpecimenNote';

type Props = PageProps<InvoiceFile[]>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId || q.id ? previewInvoice({ orderId: q.orderId || undefined, id: q.id || undefined }, client) : undefined));

/** 发票预览: every issued file of an order, one at a time (上一张 / 下一张). */
const InvoicePreviewPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const id = query.id || '';
  const key = orderId || id ? `${orderId}|${id}` : null;
  const load = useLoad(() => previewInvoice({ orderId: orderId || undefined, id: id || undefined }), key, initial);
  const files = load.data ?? [];
  const [at, setAt] = useState(0);
  const file = files[Math.min(at, files.length - 1)];
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">发票预览</title>
      </Head>
      <HeaderBar title="发票预览" fixed />
      {!key ? (
        <NoSubject what="订单" href="/order/invoice" action="去发票中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!files.length} emptyText="发票尚未开具">
          {file ? (
            <>
              <p className={ui.note}>
                {invoiceTypeName(file.invoiceTypeCode)}（{Math.min(at, files.length - 1) + 1}/{files.length}）
              </p>
              {file.specimen ? <SpecimenNote /> : null}
              <PdfViewer src={file.pdfUrl} title={`${file.specimen ? '样票' : '电子发票'}${file.invoiceNo}`} fileName={`${file.specimen ? '样票' : '发票'}${file.invoiceNo}.pdf`} />
              {files.length > 1 ? (
                <div className={ui.actions} style={{ justifyContent: 'center' }}>
                  <button type="button" className={ui.btn} disabled={at === 0} onClick={() => setAt((n) => n - 1)}>
                    上一张
                  </button>
                  <button type="button" className={ui.btn} disabled={at >= files.length - 1} onClick={() => setAt((n) => n + 1)}>
                    下一张
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

InvoicePreviewPage.getLayout = defaultLayout;
export default InvoicePreviewPage;
