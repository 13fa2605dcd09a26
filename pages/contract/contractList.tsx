import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { ContractCard } from '@/components/contract/ContractCard';
import { contractList, type Contract } from '@/services/contract';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<Contract>>;

const statusOf = (tab: string) => (tab === 'done' ? 'STRUTS_YWC' : 'STRUTS_QSZ');

export const getServerSideProps = pageLoader(async ({ client, query: q }) => contractList({ statusList: [statusOf(q.tab || 'qsz')], page: 1, limit: 10 }, client));

/** 合同列表 (inventory order §12.5): 待签署 | 已签署; back goes to 我的. */
const ContractListPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const [tab, setTab] = useState(query.tab === 'done' ? 'done' : 'qsz');
  const fetchPage = useCallback((page: number) => contractList({ statusList: [statusOf(tab)], page, limit: 10 }), [tab]);
  const list = usePagedList(fetchPage, tab, initial);
  const change = (key: string) => {
    setTab(key);
    void router.replace({ pathname: router.pathname, query: { tab: key } }, undefined, { shallow: true, scroll: false });
  };
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">合同列表</title>
      </Head>
      <HeaderBar title="合同列表" fixed onBack={() => void router.push('/my')} />
      <div className={ui.tabsSticky}>
        <Tabs activeKey={tab} onChange={change}>
          <Tabs.Tab title="待签署" key="qsz" />
          <Tabs.Tab title="已签署" key="done" />
        </Tabs>
      </div>
      <PagedSection list={list} label="合同" emptyText="暂无合同" render={(c) => <ContractCard key={c.id} c={c} />} />
    </div>
  );
};

ContractListPage.getLayout = defaultLayout;
export default ContractListPage;
