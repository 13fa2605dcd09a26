import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { InvoiceOrderCard } from '@/components/invoice/InvoiceOrderCard';
import { InvoiceRecordCard } from '@/components/invoice/InvoiceRecordCard';
import { HeaderList } from '@/components/invoice/HeaderList';
import { INVOICE_STATUS, INVOICE_TYPES } from '@/components/invoice/invoiceText';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { invoiceHeaderList, invoiceRecords, orderInvoiceList, type InvoiceDetail, type InvoiceHeader, type InvoiceStatus, type InvoiceTypeCode, type OrderInvoiceRow } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/invoice/invoice.module.css';

type Data = { tab: number; orders: PageOf<OrderInvoiceRow> | null; headers: InvoiceHeader[] | null };
type Props = ReadyProps<Data>;

const TABS = ['全部发票', '开票历史', '抬头管理'];
const LIMIT = 15;

export const getServerSideProps = pageLoader(
  async ({ client, query: q }): Promise<Data> => {
    const tab = [0, 1, 2].includes(Number(q.tabActive)) ? Number(q.tabActive) : 0;
    const none: Data = { tab, orders: null, headers: null };
    if (tab === 0) return { ...none, orders: await optional(orderInvoiceList({ page: 1, limit: LIMIT }, client)) };
    if (tab === 2) return { ...none, headers: (await optional(invoiceHeaderList(client)))?.records ?? null };
    return none;
  },
  { errorPage: true },
);

function Chips<T extends string>({ options, value, onChange, label }: { options: { code: T; name: string }[]; value: T; onChange: (v: T) => void; label: string }) {
  return (
    <div className={styles.filter} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.code || 'all'} type="button" className={o.code === value ? ui.chipOn : ui.chip} aria-pressed={o.code === value} onClick={() => onChange(o.code)}>
          {o.name}
        </button>
      ))}
    </div>
  );
}

function OrdersTab({ first }: { first: PageOf<OrderInvoiceRow> | null }) {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const fetchPage = useCallback((page: number) => orderInvoiceList({ page, limit: LIMIT, userInvoiceStatus: status || undefined }), [status]);
  const list = usePagedList(fetchPage, status, status === '' ? first : null);
  return (
    <>
      <Chips label="开票状态" options={[{ code: '', name: '全部状态' }, ...INVOICE_STATUS]} value={status} onChange={setStatus} />
      <PagedSection list={list} label="可开票订单" emptyText="您还没有任何发票哦！" render={(o) => <InvoiceOrderCard key={o.orderId} order={o} />} />
    </>
  );
}

const YEARS = Array.from({ length: 8 }, (_, i) => String(new Date().getFullYear() - i));

function RecordsTab() {
  const [type, setType] = useState<InvoiceTypeCode | ''>('');
  const [year, setYear] = useState('');
  const key = `${type}|${year}`;
  const fetchPage = useCallback(
    (page: number) =>
      invoiceRecords({
        page,
        limit: LIMIT,
        invoiceType: type || undefined,
        startCreateTime: year ? `${year}-01-01 00:00:00` : undefined,
        endCreateTime: year ? `${year}-12-31 23:59:59` : undefined,
      }),
    [type, year],
  );
  const list = usePagedList<InvoiceDetail>(fetchPage, key, null);
  return (
    <>
      <Chips label="发票类型" options={[{ code: '', name: '全部发票类型' }, ...INVOICE_TYPES]} value={type} onChange={setType} />
      <Chips label="开票时间" options={[{ code: '', name: '全部时间' }, ...YEARS.map((y) => ({ code: y, name: `${y}年` }))]} value={year} onChange={setYear} />
      <PagedSection list={list} label="开票历史" emptyText="您还没有任何发票哦！" render={(r) => <InvoiceRecordCard key={r.id} record={r} />} />
    </>
  );
}

function HeadersTab({ first }: { first: InvoiceHeader[] | null }) {
  const load = useLoad(async () => (await invoiceHeaderList()).records, 'headers', first);
  return (
    <>
      <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!load.data?.length} emptyText="您尚未添加发票抬头哦！">
        <HeaderList headers={load.data ?? []} />
      </LoadBlock>
      <div className={ui.bottomBar}>
        <Link href="/order/invoice/headAdd" className={ui.mainButton + ' ' + styles.linkButton} role="button">
          添加发票抬头
        </Link>
      </div>
    </>
  );
}

/** 发票中心 (inventory order §13.1): invoiceable orders, application history, and invoice headers. */
const InvoiceCenterPage: PageWithLayout<Props> = ({ data: { tab: initialTab, orders, headers } }) => {
  const router = useRouter();
  const [tab, setTab] = useState(initialTab);
  const change = (key: string) => {
    const next = Number(key);
    setTab(next);
    void router.replace({ pathname: router.pathname, query: { ...router.query, tabActive: String(next) } }, undefined, { shallow: true, scroll: false });
  };
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">发票中心</title>
      </Head>
      <HeaderBar title="发票中心" fixed />
      <div className={ui.tabsSticky}>
        <Tabs activeKey={String(tab)} onChange={change}>
          {TABS.map((t, i) => (
            <Tabs.Tab title={t} key={String(i)} />
          ))}
        </Tabs>
      </div>
      {tab === 0 ? <OrdersTab first={orders} /> : tab === 1 ? <RecordsTab /> : <HeadersTab first={headers} />}
    </div>
  );
};

InvoiceCenterPage.getLayout = defaultLayout;
export default InvoiceCenterPage;
