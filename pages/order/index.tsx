import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { findOrderPage, type CustomerOrder } from '@/services/order';
import type { Paged } from '@/services/planner';
import { navLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { useAppFlags } from '@/components/common/AppFlags';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { OrderCard } from '@/components/order/OrderCard';
import { ORDER_TABS, tabOfQuery } from '@/components/order/orderRules';
import { useOrderActions } from '@/components/order/useOrderActions';
import styles from '@/components/order/order.module.css';

type Props = ReadyProps<{ tabKey: string; hideTabs: boolean; first: Paged<CustomerOrder> | null }>;

const LIMIT = 10;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const tab = tabOfQuery(query.type, query.orderType);
    const first = await optional(findOrderPage({ page: 1, limit: LIMIT, status: tab.status }, client));
    return { tabKey: tab.key, hideTabs: query.orderType !== undefined, first };
  },
  { errorPage: true },
);

/** 我的订单 (inventory §1): tabs by customer status, order cards with their buttons, paging, pull to refresh. */
const OrderListPage: PageWithLayout<Props> = ({ data: { tabKey: initialKey, hideTabs, first } }) => {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [tabKey, setTabKey] = useState(initialKey);
  const status = ORDER_TABS.find((t) => t.key === tabKey)?.status ?? '';
  const fetchPage = useCallback((page: number) => findOrderPage({ page, limit: LIMIT, status }), [status]);
  const list = usePagedList(fetchPage, tabKey, first);
  const { actions, overlays } = useOrderActions('orderList', () => void list.refresh());

  const changeTab = (key: string) => {
    setTabKey(key);
    // The tab lives in the URL, so returning from the cashier or a detail lands on the same tab.
    void router.replace({ pathname: '/order', query: key === '0' ? {} : { type: key } }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.page} style={{ paddingBottom: 0 }}>
      <Seo title="我的订单" description="查看并管理您在薯片企服下的全部订单：待付款、办理中、已完成与已取消。" path="/order" noindex />
      <HeaderBar
        title="我的订单"
        fixed
        hideBack={!isInApp}
        right={
          <Link href="/shopCart" className={styles.blue}>
            购物车
          </Link>
        }
      />
      {hideTabs ? null : (
        <div className={styles.tabs}>
          <Tabs activeKey={tabKey} onChange={changeTab} style={{ '--title-font-size': '0.28rem' }}>
            {ORDER_TABS.map((t) => (
              <Tabs.Tab key={t.key} title={t.title} />
            ))}
          </Tabs>
        </div>
      )}
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label="订单列表" aria-busy={list.loading} style={{ minHeight: '60vh', paddingBottom: '0.24rem' }}>
          {list.loading && list.items.length === 0
            ? Array.from({ length: 4 }, (_, i) => (
                <div key={i} className={styles.skeleton}>
                  <Skeleton.Title animated />
                  <Skeleton.Paragraph lineCount={3} animated />
                </div>
              ))
            : list.items.map((o) => <OrderCard key={o.cusOrderId} order={o} actions={actions} />)}
          <PagedListEnd list={list} empty={<Empty text="暂无订单" />} />
        </section>
      </PullToRefresh>
      {overlays}
    </div>
  );
};

OrderListPage.getLayout = navLayout;
export default OrderListPage;
