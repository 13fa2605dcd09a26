import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import type { JyListData, ServeListData } from '@/services/goods';
import type { DictItem } from '@/services/dict';
import { Seo } from '@/components/common/Seo';
import { ResultsHeader } from '@/components/search/ResultsHeader';
import { SearchOverlay } from '@/components/search/SearchOverlay';
import { resultsHref } from '@/components/search/routes';
import { useQuerySync } from '@/components/search/useQuerySync';
import { ServiceGoodsList } from '@/components/list/ServiceGoodsList';
import { TradeGoodsList } from '@/components/list/TradeGoodsList';
import { filterFromQuery, filterToQuery, type ServeFilter } from '@/lib/list/serveFilter';
import { EMPTY_SEL, selFromQuery, selToQuery, type TradeSel } from '@/lib/list/tradeFilter';
import { isAppletsRequest, loadServeFirstPage, loadTradeFirstPage, loadTradeTypes } from '@/services/loaders/list';
import listStyles from '@/components/list/list.module.css';
import tabStyles from '@/components/list/tabs.module.css';
import styles from '@/components/search/search.module.css';

type Tab = 'serve' | 'jy';
type Props = {
  keyword: string;
  tab: Tab;
  filter: ServeFilter;
  serve: ServeListData | null;
  types: DictItem[];
  /** Active trade type (CONDITION-JY-GS…). */
  typeCode: string;
  sel: TradeSel;
  trade: JyListData | null;
  renderKey: string;
};

export const getServerSideProps = pageLoader(
  async ({ client, query, req, resolvedUrl }): Promise<Props> => {
    const keyword = query.keywords || '';
    const tab: Tab = query.tab === 'jy' ? 'jy' : 'serve';
    const filter = filterFromQuery(query);
    const types = (await optional(loadTradeTypes(client, isAppletsRequest(req)))) ?? [];
    const wanted = query.typeCode || '';
    const type = types.find((t) => t.ext4 === wanted || t.code === wanted) ?? types[0];
    const sel = tab === 'jy' ? selFromQuery(query) : EMPTY_SEL;
    const [serve, trade] = await Promise.all([
      tab === 'serve' ? optional(loadServeFirstPage(client, keyword, filter)) : null,
      tab === 'jy' && type ? optional(loadTradeFirstPage(client, type.code, keyword, sel)) : null,
    ]);
    return { keyword, tab, filter, serve, types, typeCode: type?.code ?? '', sel, trade, renderKey: resolvedUrl };
  },
  { errorPage: true },
);

/** 搜索结果: 企业服务 (service goods with filters) and 资产交易 (trade listings by type), paged. */
const SearchGoodsPage: PageWithLayout<ReadyProps<Props>> = ({ data }) => <Results key={data.renderKey} {...data} />;

function Results({ keyword, tab: initialTab, filter: initialFilter, serve, types, typeCode: initialType, sel, trade }: Props) {
  const router = useRouter();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [filter, setFilter] = useState(initialFilter);
  const [typeCode, setTypeCode] = useState(initialType);
  const [searching, setSearching] = useState(false);
  const [visited, setVisited] = useState<Tab[]>([initialTab]);
  const sync = useQuerySync({ keywords: keyword });
  const activeType = types.find((t) => t.code === typeCode);

  const switchTab = (next: Tab) => {
    setTab(next);
    setVisited((v) => (v.includes(next) ? v : [...v, next]));
    sync(next === 'jy' ? { tab: 'jy', typeCode: activeType?.ext4 ?? '' } : filterToQuery(filter));
  };

  const title = keyword ? `${keyword}-搜索结果-薯片企服` : '全部服务-搜索结果-薯片企服';
  return (
    <div className={listStyles.page}>
      <Seo
        title={title}
        description={`在薯片企服搜索“${keyword || '企业服务'}”：公司注册、财税、商标专利、法律等服务及公司、商标、专利、资质交易，规划师在线咨询。`}
        path={resultsHref(keyword)}
        noindex
      />
      <div className={`${styles.stickyTop}`}>
        <ResultsHeader keyword={keyword} onOpenSearch={() => setSearching(true)} />
      </div>
      <div role="tablist" aria-label="搜索结果分类" className={tabStyles.work}>
        {(['serve', 'jy'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? tabStyles.workOn : tabStyles.workTab} onClick={() => switchTab(t)}>
            {t === 'serve' ? '企业服务' : '资产交易'}
          </button>
        ))}
      </div>
      {visited.includes('serve') ? (
        <div hidden={tab !== 'serve'} role="tabpanel" aria-label="企业服务">
          <ServiceGoodsList
            firstIsLcp={initialTab === 'serve'}
            initial={serve}
            keyword={keyword}
            filter={filter}
            onFilterChange={(f) => {
              setFilter(f);
              sync(filterToQuery(f));
            }}
            stickyTop="calc(0.96rem + var(--safe-top))"
          />
        </div>
      ) : null}
      {visited.includes('jy') && types.length ? (
        <div hidden={tab !== 'jy'} role="tabpanel" aria-label="资产交易">
          <TradeGoodsList
            types={types}
            active={typeCode}
            onActiveChange={(code) => {
              setTypeCode(code);
              sync({ tab: 'jy', typeCode: types.find((t) => t.code === code)?.ext4 ?? '' });
            }}
            keyword={keyword}
            initial={trade}
            initialSel={sel}
            onSelChange={(s) => sync({ tab: 'jy', typeCode: activeType?.ext4 ?? '', ...selToQuery(s) })}
            stickyTop="calc(0.96rem + var(--safe-top))"
          />
        </div>
      ) : null}
      <SearchOverlay
        open={searching}
        keyword={keyword}
        onClose={() => setSearching(false)}
        onSearch={(w) => {
          setSearching(false);
          void router.replace(resultsHref(w, tab === 'jy' ? { tab: 'jy', typeCode: activeType?.ext4 ?? '' } : {}));
        }}
      />
    </div>
  );
}

SearchGoodsPage.getLayout = defaultLayout;
export default SearchGoodsPage;
