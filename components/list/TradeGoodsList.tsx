import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JyListData, TradeFilter } from '@/services/goods';
import { getJyList } from '@/services/goods';
import type { DictItem } from '@/services/dict';
import { toast } from '@/lib/toast';
import { Empty } from '@/components/common/Empty';
import { GoodsCardSkeleton } from './GoodsCard';
import { TradeCard } from './TradeCard';
import { LeadForm } from './LeadForm';
import { PagedList } from './PagedList';
import { TradeFilterBar } from './TradeFilterBar';
import { EMPTY_SEL, selSummary, selToInput, type TradeSel } from '@/lib/list/tradeFilter';
import { usePaged } from './usePaged';
import styles from './list.module.css';
import tabStyles from './tabs.module.css';

const PAGE_SIZE = 10;

export const tradeTabName = (t: Pick<DictItem, 'name'>) => `${t.name}交易`;

type TabProps = {
  type: DictItem;
  keyword: string;
  initial: JyListData | null;
  initialSel: TradeSel;
  onSelChange?: (sel: TradeSel) => void;
  stickyTop: string;
};

/** One trade type: its filters, selection, list and page, kept while other tabs are shown. */
function TradeTab({ type, keyword, initial, initialSel, onSelChange, stickyTop }: TabProps) {
  const [filters, setFilters] = useState<TradeFilter[] | null>(initial?.filters ?? null);
  const [sel, setSel] = useState(initialSel);
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });

  const fetchPage = useCallback(
    async (page: number) => {
      const defs = filtersRef.current;
      const res = await getJyList({
        dictCode: type.code,
        ...(keyword ? { searchKey: keyword } : {}),
        ...selToInput(sel, defs ?? []),
        start: page,
        limit: PAGE_SIZE,
        needTypes: defs ? 0 : 1,
      });
      if (res.filters) setFilters(res.filters);
      if (page === 1) toast.show({ message: `共找到${res.goods.totalCount}条资源` });
      return res.goods;
    },
    [type.code, keyword, sel],
  );
  const queryKey = useMemo(() => JSON.stringify([type.code, keyword, sel]), [type.code, keyword, sel]);
  const list = usePaged(fetchPage, queryKey, initial?.goods ?? null);

  const change = (next: TradeSel) => {
    setSel(next);
    onSelChange?.(next);
  };
  const empty = !list.loading && !list.failed && list.page > 0 && !list.items.length;

  return (
    <>
      <div className={styles.sticky} style={{ top: stickyTop }}>
        <TradeFilterBar filters={filters ?? []} value={sel} onChange={change} />
      </div>
      <PagedList hasMore={list.hasMore && list.page > 0} loadMore={list.loadMore} refresh={list.refresh} showFoot={list.items.length > 0} endText="没有更多了">
        <div className={styles.listBody}>
          {list.items.length ? (
            list.items.map((g) => <TradeCard key={g.id} item={g} keyword={keyword} />)
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
          <LeadForm
            kind="SUBSCRIBE"
            content={`资产交易${keyword ? `:搜索内容-${keyword}` : ''}-${selSummary(tradeTabName(type), sel, filters ?? [])}`}
            heading="没有找到相关资源，换个搜索词试试！"
            title="新上商品通知"
            description="填写手机号，相关商品上架第一时间通知"
            submitText="免费订阅通知"
          />
        ) : null}
      </PagedList>
    </>
  );
}

type Props = {
  /** Trade types of CONDITION-JY (code CONDITION-JY-GS…, ext4 = class code). */
  types: DictItem[];
  active: string;
  onActiveChange?: (code: string) => void;
  /** /list/jyList shows one type without the tab strip. */
  hideTabs?: boolean;
  keyword: string;
  /** The server's first page of the active tab. */
  initial: JyListData | null;
  initialSel?: TradeSel;
  onSelChange?: (sel: TradeSel) => void;
  stickyTop?: string;
};

/** 资产交易: a tab per trade type, each with its own filters and list (inventory §5.2). */
export function TradeGoodsList({ types, active, onActiveChange, hideTabs = false, keyword, initial, initialSel = EMPTY_SEL, onSelChange, stickyTop = '0' }: Props) {
  const [visited, setVisited] = useState<string[]>([active]);
  const [first] = useState(active);
  if (!visited.includes(active)) setVisited([...visited, active]);

  return (
    <>
      {hideTabs ? null : (
        <div role="tablist" aria-label="交易类型" className={tabStyles.sub}>
          {types.map((t) => (
            <button key={t.code} type="button" role="tab" aria-selected={t.code === active} className={t.code === active ? tabStyles.subOn : tabStyles.subTab} onClick={() => onActiveChange?.(t.code)}>
              {tradeTabName(t)}
            </button>
          ))}
        </div>
      )}
      {types
        .filter((t) => visited.includes(t.code) || t.code === active)
        .map((t) => (
          <div key={t.code} hidden={t.code !== active} role={hideTabs ? undefined : 'tabpanel'} aria-label={tradeTabName(t)}>
            <TradeTab
              type={t}
              keyword={keyword}
              initial={t.code === first ? initial : null}
              initialSel={t.code === first ? initialSel : EMPTY_SEL}
              onSelChange={t.code === active ? onSelChange : undefined}
              stickyTop={stickyTop}
            />
          </div>
        ))}
    </>
  );
}
