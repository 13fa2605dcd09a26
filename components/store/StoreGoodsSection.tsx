import Link from 'next/link';
import { useCallback, useState } from 'react';
import { Empty } from '@/components/common/Empty';
import { PagedFooter } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import type { Paged } from '@/lib/contract/paging';
import type { StoreGoodsCategory, StoreGoodsItem } from '@/lib/contract/store/api';
import { STORE_GOODS_STATE, type StoreMode } from '@/lib/contract/store/enums';
import { recommendGoods } from '@/services/store';
import { StoreGoodsCard } from './StoreGoodsCard';
import styles from './store.module.css';

type Props = {
  title?: string;
  /** The store whose goods are listed (goodsRecommend). */
  storeId: string;
  categories: StoreGoodsCategory[];
  activeId: string;
  /** Server-rendered first page of the active tab. */
  first: Paged<StoreGoodsItem> | null;
  mode: StoreMode;
  inert: boolean;
  /** 'infinite': every goods of the tab on scroll; 'preview': the first `limit` on-sale goods and a 更多优惠 link. */
  variant: 'infinite' | 'preview';
  limit: number;
  /** 更多优惠 of the preview variant, for the active tab. */
  moreHref?: (typeId: string, index: number) => string;
  /** The active tab changed (pages keep it in the URL). */
  onTab?: (typeId: string, index: number) => void;
};

/** 为您推荐: the store's goods categories as tabs, and that category's goods (inventory §14). */
export function StoreGoodsSection({ title = '为您推荐', storeId, categories, activeId, first, mode, inert, variant, limit, moreHref, onTab }: Props) {
  const [active, setActive] = useState(activeId);
  const fetchPage = useCallback(
    (page: number) => recommendGoods({ storeId, typeId: active || undefined, page, limit, type: mode || undefined }),
    [storeId, active, limit, mode],
  );
  const list = usePagedList(fetchPage, `${storeId}|${active}`, first);
  const index = Math.max(0, categories.findIndex((c) => c.id === active));
  // Preview blocks show goods on sale only; the full lists follow the server (preview mode lists every state).
  const goods = variant === 'preview' ? list.items.filter((g) => g.state === STORE_GOODS_STATE.ON_SALE).slice(0, limit) : list.items;

  const pick = (id: string, i: number) => {
    if (id === active) return;
    setActive(id);
    onTab?.(id, i);
  };

  return (
    <section className={styles.block} aria-label={title}>
      {title ? <h2 className={styles.blockTitle}>{title}</h2> : null}
      {categories.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label="商品分类">
          {categories.map((c, i) => (
            <button key={c.id} type="button" role="tab" aria-selected={c.id === active} className={c.id === active ? styles.tabActive : styles.tab} onClick={() => pick(c.id, i)}>
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.goodsList} role="tabpanel" aria-busy={list.loading}>
        {goods.map((g) => (
          <StoreGoodsCard key={g.id} goods={g} inert={inert} />
        ))}
      </div>
      {list.failed ? (
        <button type="button" className={styles.retry} onClick={() => void list.refresh()}>
          请求失败，点击重新加载
        </button>
      ) : !list.loading && goods.length === 0 ? (
        <Empty text="抱歉,未找到相关结果" />
      ) : variant === 'infinite' ? (
        <PagedFooter hasMore={list.hasMore && !list.loading} loadMore={list.loadMore} empty={goods.length === 0} />
      ) : moreHref && !inert ? (
        <Link href={moreHref(active, index)} className={styles.moreButton}>
          更多优惠
        </Link>
      ) : null}
    </section>
  );
}
