import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { EvaluateItemCard } from '@/components/evaluate/EvaluateItemCard';
import { censusNum, evaluateCenterList, type EvaluateCenterItem } from '@/services/evaluateWrite';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<EvaluateCenterItem>>;

/** Tab 1 待评价, tab 2 已评价. */
const pendingOf = (tab: string) => tab !== '2';

export const getServerSideProps = pageLoader(async ({ client, query: q }) => evaluateCenterList(pendingOf(q.tab || '1'), 1, 15, client));

/** 评价中心 (inventory my §6): 待评价 / 已评价 with their counts. */
const EvaluateCenterPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const [tab, setTab] = useState(query.tab === '2' ? '2' : '1');
  const fetchPage = useCallback((page: number) => evaluateCenterList(pendingOf(tab), page, 15), [tab]);
  const list = usePagedList(fetchPage, tab, initial);
  const census = useLoad(() => censusNum(), 'census');
  const change = (key: string) => {
    setTab(key);
    void census.reload();
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: key } }, undefined, { shallow: true, scroll: false });
  };
  const c = census.data;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">评价中心</title>
      </Head>
      <HeaderBar title="评价中心" fixed />
      <div className={ui.tabsSticky}>
        <Tabs activeKey={tab} onChange={change}>
          <Tabs.Tab title={c ? `待评价(${c.toEvaluate})` : '待评价'} key="1" />
          <Tabs.Tab title={c ? `已评价(${c.evaluated})` : '已评价'} key="2" />
        </Tabs>
      </div>
      <PagedSection
        list={list}
        label={tab === '1' ? '待评价' : '已评价'}
        emptyText={tab === '1' ? '暂无待评价的订单' : '暂无评价'}
        render={(it) => <EvaluateItemCard key={it.evaluateCenterId} item={it} />}
      />
    </div>
  );
};

EvaluateCenterPage.getLayout = defaultLayout;
export default EvaluateCenterPage;
