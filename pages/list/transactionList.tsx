import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import type { ServeListData } from '@/services/goods';
import { findAdvertising, type AdItem } from '@/services/home';
import { Seo } from '@/components/common/Seo';
import { BannerCarousel } from '@/components/home/BannerCarousel';
import { BackButton } from '@/components/search/BackButton';
import { SearchBox } from '@/components/search/SearchBox';
import { useQuerySync } from '@/components/search/useQuerySync';
import { ServiceGoodsList } from '@/components/list/ServiceGoodsList';
import { classTitle, filterFromQuery, filterToQuery, type ServeFilter } from '@/lib/list/serveFilter';
import { loadServeFirstPage } from '@/services/loaders/list';
import listStyles from '@/components/list/list.module.css';
import styles from '@/components/search/search.module.css';

const AD_SLOT = 'ad100399';

type Props = { keyword: string; filter: ServeFilter; serve: ServeListData | null; ads: AdItem[]; title: string; renderKey: string };

export const getServerSideProps = pageLoader(
  async ({ client, query, resolvedUrl }): Promise<Props> => {
    const keyword = query.keywords || '';
    const filter = filterFromQuery(query);
    const [serve, ads] = await Promise.all([optional(loadServeFirstPage(client, keyword, filter)), optional(findAdvertising([AD_SLOT], client))]);
    const named = classTitle(filter, serve?.typeData ?? []);
    const title = named === '全部分类' ? '全部服务' : named;
    return { keyword, filter, serve, ads: ads?.[AD_SLOT] ?? [], title, renderKey: resolvedUrl };
  },
  { errorPage: true },
);

/** 服务列表 of a category (the entry from /category): ad banner, a search field and the filtered service list. */
const TransactionListPage: PageWithLayout<ReadyProps<Props>> = ({ data }) => <ListView key={data.renderKey} {...data} />;

function ListView({ keyword: initialKeyword, filter: initialFilter, serve, ads, title }: Props) {
  const router = useRouter();
  const [filter, setFilter] = useState(initialFilter);
  const [typed, setTyped] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword);
  const sync = useQuerySync(keyword ? { keywords: keyword } : {});
  // The category identifies the list; sort and price are views of it.
  const identity = new URLSearchParams({
    ...(initialFilter.navCode ? { navcode: initialFilter.navCode } : {}),
    ...(initialFilter.classCodes.length ? { classcode: initialFilter.classCodes.join(',') } : {}),
  }).toString();
  const canonical = `${router.pathname}${identity ? `?${identity}` : ''}`;

  return (
    <div className={listStyles.page}>
      <Seo
        title={`${title}-服务列表-薯片企服`}
        description={`薯片企服${title}：精选${title}服务，价格透明，专业规划师一对一服务，在线咨询、快速办理。`}
        path={canonical}
      />
      <div className={styles.stickyTop}>
        <SearchBox
          value={typed}
          onChange={setTyped}
          onSubmit={(w) => {
            setKeyword(w);
            void router.replace({ pathname: router.pathname, query: { ...filterToQuery(filter), ...(w ? { keywords: w } : {}) } }, undefined, { shallow: true, scroll: false });
          }}
          left={<BackButton />}
        />
      </div>
      <h1 className="visually-hidden">{title}</h1>
      {ads.length ? (
        <div className={listStyles.banner}>
          <BannerCarousel ads={ads} interval={3000} width={351} height={140} label="推荐活动" />
        </div>
      ) : null}
      <ServiceGoodsList
        initial={keyword === initialKeyword ? serve : null}
        keyword={keyword}
        filter={filter}
        onFilterChange={(f) => {
          setFilter(f);
          sync(filterToQuery(f));
        }}
        leadPrefix={`企业服务-${title}`}
        stickyTop="calc(0.96rem + var(--safe-top))"
      />
    </div>
  );
}

TransactionListPage.getLayout = defaultLayout;
export default TransactionListPage;
