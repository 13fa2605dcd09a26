import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, throwIfSession, type ReadyProps } from '@/lib/pageLoader';
import { caseList, type CaseItem } from '@/services/case';
import { getFilterCode } from '@/services/category';
import type { Paged } from '@/services/planner';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { CaseCard } from '@/components/case/CaseCard';
import { CaseFilterBar } from '@/components/case/CaseFilterBar';
import { caseListInput, caseQuery, categoryOptions, parseCaseQuery, type CascadeNode, type CaseFilters } from '@/components/case/caseFilters';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import styles from '@/components/case/case.module.css';

const PAGE_SIZE = 15;

type Props = ReadyProps<{ filters: CaseFilters; categories: CascadeNode[]; first: Paged<CaseItem> | null }>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const filters = parseCaseQuery(query);
    const [first, codes] = await Promise.allSettled([caseList(caseListInput(filters, 1, PAGE_SIZE), client), getFilterCode(client)]);
    if (first.status === 'rejected') throwIfSession(first.reason);
    return {
      filters,
      categories: categoryOptions(codes.status === 'fulfilled' ? codes.value.tree : []),
      first: first.status === 'fulfilled' ? first.value : null,
    };
  },
  { errorPage: true },
);

/** 案例广场 (inventory §15.1): service and trade cases by order, category and region, 15 at a time. */
const CaseSquarePage: PageWithLayout<Props> = ({ data: { filters: initial, categories, first } }) => {
  const router = useRouter();
  const [filters, setFilters] = useState(initial);
  const key = useMemo(() => JSON.stringify(filters), [filters]);
  const fetchPage = useCallback((page: number) => caseList(caseListInput(filters, page, PAGE_SIZE)), [filters]);
  const list = usePagedList(fetchPage, key, first);

  const change = (patch: Partial<CaseFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    void router.replace({ pathname: '/caseexample', query: caseQuery(next) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <>
      <Seo
        title="案例广场_企业服务成功案例-薯片企服"
        description="薯片企服案例广场：公司注册、财税、商标专利、资质与公司交易等企业服务的真实办理案例，看办理周期、价格、过程与客户评价。"
        path="/caseexample"
      />
      <HeaderBar title="案例广场" fixed />
      <div className={styles.sticky}>
        <CaseFilterBar filters={filters} categories={categories} onChange={change} />
      </div>
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section className={styles.list} aria-label="案例列表" aria-busy={list.loading}>
          {list.items.map((c) => (
            <CaseCard key={c.id} item={c} />
          ))}
          <PagedListEnd list={list} empty={<Empty text="暂无数据" />} />
        </section>
      </PullToRefresh>
    </>
  );
};

CaseSquarePage.getLayout = defaultLayout;
export default CaseSquarePage;
