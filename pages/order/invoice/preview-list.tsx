import Head from 'next/head';
import Link from 'next/link';
import { FileOutline, RightOutline } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { invoiceTypeName } from '@/components/invoice/invoiceText';
import { previewInvoice, type InvoiceFile } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/invoice/invoice.module.css';
import { SpecimenNote } from '@/components/common/SpecimenNote';

type Props = PageProps<InvoiceFile[]>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId || q.id ? previewInvoice({ orderId: q.orderId || undefined, id: q.id || undefined }, client) : undefined));

/** 查看电子发票 (inventory order §13.6): the issued files of an order or application → one opens in full. */
const PreviewListPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const id = query.id || '';
  const key = orderId || id ? `${orderId}|${id}` : null;
  const load = useLoad(() => previewInvoice({ orderId: orderId || undefined, id: id || undefined }), key, initial);
  const files = load.data ?? [];
  const scope = new URLSearchParams({ ...(orderId ? { orderId } : {}), ...(id ? { id } : {}) }).toString();
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">查看电子发票</title>
      </Head>
      <HeaderBar title="查看电子发票" fixed />
      {!key ? (
        <NoSubject what="订单" href="/order/invoice" action="去发票中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!files.length} emptyText="发票尚未开具">
          {files.map((f) => (
            <Link key={f.id} className={styles.fileCard} href={`/order/invoice/preview-details?${scope}&pdfId=${encodeURIComponent(f.id)}`}>
              <div className={ui.cardTitle}>
                <span>
                  <FileOutline /> {invoiceTypeName(f.invoiceTypeCode)}
                </span>
                <RightOutline />
              </div>
              <div className={ui.line}>
                <span>购买方</span>
                <span>{f.buyName}</span>
              </div>
              {f.specimen ? <SpecimenNote /> : null}
              {f.invoiceCode ? (
                <div className={ui.line}>
                  <span>发票代码</span>
                  <span>{f.invoiceCode}</span>
                </div>
              ) : null}
              <div className={ui.line}>
                <span>{f.specimen ? '样票编号' : '发票号码'}</span>
                <span>{f.invoiceNo}</span>
              </div>
              <p className={ui.muted}>点击查看电子发票</p>
            </Link>
          ))}
        </LoadBlock>
      )}
    </div>
  );
};

PreviewListPage.getLayout = defaultLayout;
export default PreviewListPage;
