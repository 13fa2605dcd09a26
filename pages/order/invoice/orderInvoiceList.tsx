import Head from 'next/head';
import { useCallback } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { InvoiceOrderCard } from '@/components/invoice/InvoiceOrderCard';
import { orderInvoiceList, type OrderInvoiceRow } from '@/services/invoice';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<OrderInvoiceRow>>;

export const getServerSideProps = pageLoader(async ({ client }) => orderInvoiceList({ page: 1, limit: 15, userInvoiceStatus: 'INVOICE_STATUS_WAITE' }, client));

/** 可开票订单: paid orders with no invoice yet, each with 申请开发票. */
const OrderInvoiceListPage: PageWithLayout<Props> = ({ data: initial }) => {
  const fetchPage = useCallback((page: number) => orderInvoiceList({ page, limit: 15, userInvoiceStatus: 'INVOICE_STATUS_WAITE' }), []);
  const list = usePagedList(fetchPage, 'waite', initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">可开票订单</title>
      </Head>
      <HeaderBar title="可开票订单" fixed />
      <PagedSection list={list} label="可开票订单" emptyText="暂无可开票的订单" render={(o) => <InvoiceOrderCard key={o.orderId} order={o} />} />
    </div>
  );
};

OrderInvoiceListPage.getLayout = defaultLayout;
export default OrderInvoiceListPage;
