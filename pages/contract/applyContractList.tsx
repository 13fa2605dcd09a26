import Head from 'next/head';
import Link from 'next/link';
import { useCallback } from 'react';
import { CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { useLoad } from '@/components/my/useLoad';
import { fenToYuan } from '@/lib/format';
import { contractList } from '@/services/contract';
import { findOrderPage, type OrderSummary } from '@/services/order';
import ui from '@/components/my/ui.module.css';

/** The order lines of customer orders that can still get a contract (not cancelled). */
async function orderLines(page: number) {
  const p = await findOrderPage({ page, limit: 10, status: '' });
  // Each line carries its customer order's number: the one the order list shows.
  const lines = p.records.filter((o) => o.cusOrderStatus !== CUS_ORDER_STATUS.CANCELLED).flatMap((o) => o.orders.map((l) => ({ ...l, cusOrderNo: o.cusOrderNo })));
  return { records: lines, totalCount: p.totalCount, totalPage: p.totalPage, current: p.current };
}

function Line({ o, contractId }: { o: OrderSummary & { cusOrderNo: string }; contractId?: { id: string; signed: boolean } }) {
  return (
    <article className={ui.card} aria-label={`订单${o.cusOrderNo}`}>
      <div className={ui.cardHead}>
        <span>订单编号：{o.cusOrderNo}</span>
        <span className={contractId?.signed ? ui.tagGreen : contractId ? ui.tag : ui.tagGrey}>{contractId?.signed ? '已签署' : contractId ? '签署中' : '未签合同'}</span>
      </div>
      <div className={ui.sku}>
        {o.indexImg ? <img src={o.indexImg} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
        <div className={ui.skuBody}>
          <p className={ui.skuName}>{o.spuName}</p>
          {o.skuDetailValues ? <p className={ui.muted}>{o.skuDetailValues}</p> : null}
          <p>应付 {fenToYuan(o.orderPayableMoneyFen)}元</p>
        </div>
      </div>
      <div className={ui.actions}>
        {contractId ? (
          <Link className={ui.btnPrimary} role="button" href={`/contract/preview?contractId=${encodeURIComponent(contractId.id)}&type=${contractId.signed ? 'yl' : 'qs'}`}>
            {contractId.signed ? '查看合同' : '签署合同'}
          </Link>
        ) : (
          <Link className={ui.btnPrimary} role="button" href={`/contract/edit?orderId=${encodeURIComponent(o.orderId)}`}>
            申请合同
          </Link>
        )}
      </div>
    </article>
  );
}

/** 申请合同: my orders with their contract state; 申请合同 drafts one (→ 完善合同). */
const ApplyContractListPage: PageWithLayout = () => {
  const fetchPage = useCallback((page: number) => orderLines(page), []);
  const list = usePagedList(fetchPage, 'all', null);
  const contracts = useLoad(() => contractList({ statusList: ['STRUTS_QSZ', 'STRUTS_YWC'], page: 1, limit: 50 }), 'contracts');
  const byOrder = new Map((contracts.data?.records ?? []).map((c) => [c.businessId, { id: c.id, signed: c.status === 'STRUTS_YWC' }]));
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">申请合同</title>
      </Head>
      <HeaderBar title="申请合同" fixed />
      <PagedSection list={list} label="可申请合同的订单" emptyText="暂无订单" render={(o) => <Line key={o.orderId} o={o} contractId={byOrder.get(o.orderId)} />} />
    </div>
  );
};

ApplyContractListPage.getLayout = defaultLayout;
export default ApplyContractListPage;
