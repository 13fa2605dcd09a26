import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { AfterSaleCard } from '@/components/aftersale/AfterSaleCard';
import { afterSaleList, type AfterSale } from '@/services/aftersale';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<AfterSale>>;

const ONGOING = [1, 2, 3];
const input = (tab: string, page: number, code: string) => ({ page, limit: 10, afterSaleStatusNoList: tab === 'ing' ? ONGOING : [], code: code || undefined });

export const getServerSideProps = pageLoader(async ({ client, query: q }) => afterSaleList(input(q.id ? 'all' : 'ing', 1, q.id || ''), client));

/** 退款/售后 (inventory my §4 list): 处理中 | 全部; ?id= opens 全部 filtered by that sheet number. */
const AfterSaleListPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const [code, setCode] = useState(query.id || '');
  const [tab, setTab] = useState(query.id ? 'all' : 'ing');
  const fetchPage = useCallback((page: number) => afterSaleList(input(tab, page, code)), [tab, code]);
  const list = usePagedList(fetchPage, `${tab}|${code}`, initial);
  const change = (key: string) => {
    setTab(key);
    setCode('');
    if (router.query.id) void router.replace({ pathname: router.pathname }, undefined, { shallow: true });
  };
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">退款/售后</title>
      </Head>
      <HeaderBar title="退款/售后" fixed onBack={() => void router.push('/my')} />
      <div className={ui.tabsSticky}>
        <Tabs activeKey={tab} onChange={change}>
          <Tabs.Tab title="处理中" key="ing" />
          <Tabs.Tab title="全部" key="all" />
        </Tabs>
      </div>
      <PagedSection list={list} label="售后单" emptyText="暂无售后单" render={(s) => <AfterSaleCard key={s.id} sheet={s} />} />
    </div>
  );
};

AfterSaleListPage.getLayout = defaultLayout;
export default AfterSaleListPage;
