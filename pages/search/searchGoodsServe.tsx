import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import type { ServeListData } from '@/services/goods';
import { Seo } from '@/components/common/Seo';
import { ResultsHeader } from '@/components/search/ResultsHeader';
import { SearchOverlay } from '@/components/search/SearchOverlay';
import { useQuerySync } from '@/components/search/useQuerySync';
import { ServiceGoodsList } from '@/components/list/ServiceGoodsList';
import { filterFromQuery, filterToQuery, type ServeFilter } from '@/lib/list/serveFilter';
import { loadServeFirstPage } from '@/services/loaders/list';
import listStyles from '@/components/list/list.module.css';
import styles from '@/components/search/search.module.css';

type Props = { keyword: string; filter: ServeFilter; serve: ServeListData | null; renderKey: string };

export const getServerSideProps = pageLoader(
  async ({ client, query, resolvedUrl }): Promise<Props> => {
    const keyword = query.keywords || '';
    const filter = filterFromQuery(query);
    return { keyword, filter, serve: await optional(loadServeFirstPage(client, keyword, filter)), renderKey: resolvedUrl };
  },
  { errorPage: true },
);

const serveHref = (keyword: string) => `/search/searchGoodsServe?${new URLSearchParams({ keywords: keyword }).toString()}`;

/** 服务搜索结果: service goods only (no trade tab), with the service filters. */
const SearchGoodsServePage: PageWithLayout<ReadyProps<Props>> = ({ data }) => <Results key={data.renderKey} {...data} />;

function Results({ keyword, filter: initialFilter, serve }: Props) {
  const router = useRouter();
  const [filter, setFilter] = useState(initialFilter);
  const [searching, setSearching] = useState(false);
  const sync = useQuerySync({ keywords: keyword });
  return (
    <div className={listStyles.page}>
      <Seo
        title={keyword ? `${keyword}-服务搜索-薯片企服` : '全部服务-薯片企服'}
        description={`薯片企服为您找到与“${keyword || '企业服务'}”相关的服务：价格透明，规划师一对一咨询。`}
        path={serveHref(keyword)}
        noindex
      />
      <div className={styles.stickyTop}>
        <ResultsHeader keyword={keyword} onOpenSearch={() => setSearching(true)} />
      </div>
      <ServiceGoodsList
        firstIsLcp
        initial={serve}
        keyword={keyword}
        filter={filter}
        onFilterChange={(f) => {
          setFilter(f);
          sync(filterToQuery(f));
        }}
        stickyTop="calc(0.96rem + var(--safe-top))"
      />
      <SearchOverlay
        open={searching}
        keyword={keyword}
        onClose={() => setSearching(false)}
        onSearch={(w) => {
          setSearching(false);
          void router.replace(serveHref(w));
        }}
      />
    </div>
  );
}

SearchGoodsServePage.getLayout = defaultLayout;
export default SearchGoodsServePage;
