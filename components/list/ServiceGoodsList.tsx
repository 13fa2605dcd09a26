import { useCallback, useMemo, useState } from 'react';
import type { CategoryNode, PriceOption, ServeListData, SortOption } from '@/services/goods';
import { getServeList } from '@/services/goods';
import { Empty } from '@/components/common/Empty';
import { GoodsCard, GoodsCardSkeleton } from './GoodsCard';
import { LeadForm } from './LeadForm';
import { PagedList } from './PagedList';
import { ServiceFilterBar } from './ServiceFilterBar';
import { filterSummary, filterToInput, type ServeFilter } from '@/lib/list/serveFilter';
import { SERVE_PAGE_SIZE } from '@/lib/list/serveList';
import { usePaged } from './usePaged';
import styles from './list.module.css';

type Props = {
  /** The server's first page for `filter` and `keyword` (with the filter definitions), null if it failed. */
  initial: ServeListData | null;
  keyword: string;
  filter: ServeFilter;
  onFilterChange: (f: ServeFilter) => void;
  /** Lead text prefix: 企业服务. */
  leadPrefix?: string;
  /** Sticky offset of the filter bar (below a fixed header). */
  stickyTop?: string;
  /** The first card's cover is the page's LCP picture (no banner above the list): fetched first, at high priority. */
  firstIsLcp?: boolean;
};

/** The service goods list with its three filters (inventory §5.1), paged; nothing found shows the lead form. */
export function ServiceGoodsList({ initial, keyword, filter, onFilterChange, leadPrefix = '企业服务', stickyTop = '0', firstIsLcp = false }: Props) {
  const [defs, setDefs] = useState<{ tree: CategoryNode[]; prices: PriceOption[]; sorts: SortOption[] }>(() => ({
    tree: initial?.typeData ?? [],
    prices: initial?.price ?? [],
    sorts: initial?.sortFilter ?? [],
  }));
  const needTypes = !defs.tree.length && !defs.sorts.length;

  const fetchPage = useCallback(
    async (page: number) => {
      const res = await getServeList({
        ...filterToInput(filter),
        ...(keyword ? { searchKey: keyword } : {}),
        start: page,
        limit: SERVE_PAGE_SIZE,
        needTypes: needTypes && page === 1 ? 1 : 0,
      });
      if (res.typeData || res.sortFilter) setDefs({ tree: res.typeData ?? [], prices: res.price ?? [], sorts: res.sortFilter ?? [] });
      return res.goodsList;
    },
    [filter, keyword, needTypes],
  );
  const queryKey = useMemo(() => JSON.stringify([keyword, filter]), [keyword, filter]);
  const list = usePaged(fetchPage, queryKey, initial?.goodsList ?? null);

  const leadContent = `${leadPrefix}${keyword ? `:搜索内容-${keyword}` : ''}-${filterSummary(filter, defs.tree, defs.prices)}`;
  const empty = !list.loading && !list.failed && list.page > 0 && !list.items.length;

  return (
    <>
      <div className={styles.sticky} style={{ top: stickyTop }}>
        <ServiceFilterBar value={filter} onChange={onFilterChange} tree={defs.tree} prices={defs.prices} sorts={defs.sorts} />
      </div>
      <PagedList
        hasMore={list.hasMore && list.page > 0}
        loadMore={list.loadMore}
        refresh={list.refresh}
        showFoot={list.items.length > 0}
      >
        <div className={styles.listBody}>
          {list.items.length ? (
            list.items.map((g, i) => <GoodsCard key={g.id} goods={g} keyword={keyword} eager={i < 3} priority={firstIsLcp && i === 0} />)
          ) : list.failed ? null : list.loading || !list.page ? (
            <GoodsCardSkeleton count={6} />
          ) : null}
        </div>
        {!list.items.length && list.failed ? (
          <Empty text="网络错误，请刷新后重试">
            <button type="button" className="button-primary" onClick={() => void list.refresh().catch(() => undefined)}>
              重新加载
            </button>
          </Empty>
        ) : empty ? (
          <>
            <Empty text={keyword ? `没有找到“${keyword}”相关服务` : '暂无商品'} />
            <LeadForm content={leadContent} heading="" />
          </>
        ) : null}
      </PagedList>
    </>
  );
}
