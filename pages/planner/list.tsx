import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { DEFAULT_CITY } from '@/lib/constants';
import { pageLoader, throwIfSession, type ReadyProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { plannerList, type Paged, type PlannerListItem } from '@/services/planner';
import { getFilterCode } from '@/services/category';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PlannerListCard } from '@/components/planner/PlannerListCard';
import { PlannerFilterBar } from '@/components/planner/PlannerFilterBar';
import { PlannerSearch } from '@/components/planner/PlannerSearch';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { parsePlannerSort, plannerListInput, plannerListQuery, type PlannerFilters } from '@/components/planner/plannerText';
import styles from '@/components/planner/list.module.css';

type Data = {
  filters: PlannerFilters;
  cityName: string;
  first: Paged<PlannerListItem> | null;
  districts: DictTierItem[];
  categories: { code: string; name: string }[];
};

type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query, cookieCity }): Promise<Data> => {
    const cityCode = query.cityCode || String(cookieCity?.code || DEFAULT_CITY.code);
    const cityName = query.cityName || (cityCode === String(cookieCity?.code) ? String(cookieCity?.name || '') : '') || DEFAULT_CITY.name;
    const filters: PlannerFilters = {
      keyWords: (query.keyWords || '').slice(0, 20),
      cityCode,
      regionCode: query.regionCode || '',
      categoryCode: query.categoryCode || '',
      sort: parsePlannerSort(query.sort || ''),
    };
    const [first, districts, codes] = await Promise.allSettled([
      plannerList(plannerListInput(filters, 1), client),
      cmsCodeTier(cityCode, client),
      getFilterCode(client),
    ]);
    if (first.status === 'rejected') throwIfSession(first.reason);
    return {
      filters,
      cityName,
      first: first.status === 'fulfilled' ? first.value : null,
      districts: districts.status === 'fulfilled' ? districts.value : [],
      categories: codes.status === 'fulfilled' ? codes.value.categories : [],
    };
  },
  { errorPage: true },
);

/** 在线直选规划师 (inventory §13.1): find a planner by name, district, order and business category. */
const PlannerListPage: PageWithLayout<Props> = ({ data: { filters: initialFilters, cityName, first, districts, categories } }) => {
  const router = useRouter();
  const [filters, setFilters] = useState(initialFilters);
  const filterKey = useMemo(() => JSON.stringify(filters), [filters]);
  const fetchPage = useCallback((page: number) => plannerList(plannerListInput(filters, page)), [filters]);
  const list = usePagedList(fetchPage, filterKey, first);

  const change = (patch: Partial<PlannerFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    void router.replace({ pathname: router.pathname, query: plannerListQuery(next, cityName) }, undefined, { shallow: true, scroll: false });
  };

  const refresh = async () => {
    const p = await list.refresh();
    if (p) toast.show({ message: `共找到${p.totalCount}个规划师` });
  };

  return (
    <>
      <Seo
        title={`${cityName}规划师_在线直选规划师-薯片企服`}
        description={`在线直选${cityName}企业服务规划师：按区域、业务分类、薯片分、好评率和成交量筛选，查看规划师名片，在线咨询或电话联系。`}
        path="/planner/list"
      />
      <HeaderBar title="在线直选规划师" fixed />
      <div className={styles.sticky}>
        <PlannerSearch keyWords={filters.keyWords} onSearch={(keyWords) => change({ keyWords })} />
        <PlannerFilterBar filters={filters} cityName={cityName} districts={districts} categories={categories} onChange={change} />
      </div>
      <PullToRefresh onRefresh={refresh}>
        <section className={styles.list} aria-label="规划师列表" aria-busy={list.loading}>
          {list.total > 0 ? <p className={styles.count}>共找到{list.total}个规划师</p> : null}
          {list.items.map((p) => (
            <PlannerListCard key={p.mchUserId} planner={p} />
          ))}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="抱歉，未搜索到对应的规划师">
                <p className={styles.emptyHint}>换个条件试试</p>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
    </>
  );
};

PlannerListPage.getLayout = defaultLayout;
export default PlannerListPage;
