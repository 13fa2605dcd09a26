import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { serverHttp } from '@/lib/http';
import type { ServeListData } from '@/services/goods';
import { Seo } from '@/components/common/Seo';
import { ResultsHeader } from '@/components/search/ResultsHeader';
import { SearchOverlay } from '@/components/search/SearchOverlay';
import { useQuerySync } from '@/components/search/useQuerySync';
import { ServiceGoodsList } from '@/components/list/ServiceGoodsList';
import { filterFromQuery, filterToQuery, type ServeFilter } from '@/components/list/serveFilter';
import { loadServeFirstPage } from '@/components/list/loaders';
import { optional, q1, sessionRedirect } from '@/components/list/ssr';
import listStyles from '@/components/list/list.module.css';
import styles from '@/components/search/search.module.css';

type Props = { keyword: string; filter: ServeFilter; serve: ServeListData | null; renderKey: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query, resolvedUrl }) => {
  const keyword = q1(query.keywords);
  const filter = filterFromQuery(query);
  try {
    const serve = await optional(loadServeFirstPage(serverHttp(req), keyword, filter));
    return { props: { keyword, filter, serve, renderKey: resolvedUrl } };
  } catch (err) {
    const redirect = sessionRedirect(err, resolvedUrl);
    if (redirect) return redirect;
    throw err;
  }
};

const serveHref = (keyword: string) => `/search/searchGoodsServe?${new URLSearchParams({ keywords: keyword }).toString()}`;

/** 服务搜索结果: service goods only (no trade tab), with the service filters. */
const SearchGoodsServePage: PageWithLayout<Props> = (props) => <Results key={props.renderKey} {...props} />;

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
