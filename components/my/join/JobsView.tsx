import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { jobList, myJobApplications, type JobPage } from '@/services/apply';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoginNeeded } from '@/components/common/LoginNeeded';
import { PagedSection } from '@/components/my/PagedSection';
import { usePagedList } from '@/components/planner/usePagedList';
import { JobApplicationItem } from './JobApplicationItem';
import { JobItem } from './JobItem';
import formStyles from './form.module.css';
import styles from './content.module.css';

const PAGE_SIZE = 10;
const TABS = [
  { key: 'jobs', title: '在招职位' },
  { key: 'mine', title: '我的投递' },
] as const;

function Openings({ first }: { first: JobPage | null }) {
  const fetchPage = useCallback((page: number) => jobList({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'jobs', first);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())}>
      <PagedSection list={list} label="在招职位" emptyText="暂时没有在招的职位，欢迎随时关注" render={(job) => <JobItem key={job.id} job={job} />} />
    </PullToRefresh>
  );
}

function Applications() {
  const fetchPage = useCallback((page: number) => myJobApplications({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'mine', null);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())}>
      <PagedSection list={list} label="我的投递" emptyText="还没有投递记录，看看在招的职位吧" render={(a) => <JobApplicationItem key={a.id} app={a} />} />
    </PullToRefresh>
  );
}

/** 加入我们 (/my/joinUs): the openings from the CMS, and the caller's applications with their status. */
export function JobsView({ first }: { first: JobPage | null }) {
  const router = useRouter();
  const loggedIn = useUserStore(isLoggedIn);
  const tab = router.query.tab === 'mine' ? 'mine' : 'jobs';
  return (
    <div className={formStyles.page}>
      <Head>
        <title key="title">加入我们</title>
      </Head>
      <HeaderBar title="加入我们" fixed />
      <div className={formStyles.hero}>
        <h1>加入薯片企服</h1>
        <p>和我们一起，让企业服务像网上购物一样简单透明</p>
      </div>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(k) => void router.replace({ pathname: '/my/joinUs', query: k === 'mine' ? { tab: 'mine' } : {} }, undefined, { shallow: true })}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      {tab === 'jobs' ? (
        <Openings first={first} />
      ) : loggedIn ? (
        <Applications />
      ) : (
        <LoginNeeded text="登录后查看您的投递记录" redirect="/my/joinUs?tab=mine" />
      )}
    </div>
  );
}
