import Head from 'next/head';
import { useCallback } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { EvaluateItemCard } from '@/components/evaluate/EvaluateItemCard';
import { evaluateCenterList, type EvaluateCenterItem } from '@/services/evaluateWrite';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<EvaluateCenterItem>>;


export const getServerSideProps = pageLoader(async ({ client }) => evaluateCenterList(false, 1, 15, client));

/** 我的评价: everything I have reviewed, newest first, each opening its review. */
const MyEvaluatePage: PageWithLayout<Props> = ({ data: initial }) => {
  const fetchPage = useCallback((page: number) => evaluateCenterList(false, page, 15), []);
  const list = usePagedList(fetchPage, 'evaluated', initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">我的评价</title>
      </Head>
      <HeaderBar title="我的评价" fixed />
      <PagedSection list={list} label="我的评价" emptyText="暂无评价" render={(it) => <EvaluateItemCard key={it.evaluateCenterId} item={it} />} />
    </div>
  );
};

MyEvaluatePage.getLayout = defaultLayout;
export default MyEvaluatePage;
