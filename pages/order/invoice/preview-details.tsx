import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { PdfViewer } from '@/components/invoice/PdfViewer';
import { previewInvoice, type InvoiceFile } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';
import { SpecimenNote } from '@/components/common/SpecimenNote';

type Props = PageProps<InvoiceFile[]>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId || q.id ? previewInvoice({ orderId: q.orderId || undefined, id: q.id || undefined }, client) : undefined));

/** One electronic invoice in full, with a download (inventory order §13.6 details). */
const PreviewDetailsPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const id = query.id || '';
  const key = orderId || id ? `${orderId}|${id}` : null;
  const load = useLoad(() => previewInvoice({ orderId: orderId || undefined, id: id || undefined }), key, initial);
  const file = (load.data ?? []).find((f) => f.id === query.pdfId) ?? (query.pdfId ? undefined : load.data?.[0]);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">电子发票</title>
      </Head>
      <HeaderBar title="电子发票" fixed />
      {!key ? (
        <NoSubject what="订单" href="/order/invoice" action="去发票中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!file} emptyText="没有找到该发票">
          {file ? (
            <>
              {file.specimen ? <SpecimenNote /> : null}
              <PdfViewer src={file.pdfUrl} title={`${file.specimen ? '样票' : '电子发票'}${file.invoiceNo}`} fileName={`${file.specimen ? '样票' : '发票'}${file.invoiceNo}.pdf`} />
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

PreviewDetailsPage.getLayout = defaultLayout;
export default PreviewDetailsPage;
