import { useCallback, useRef, useState } from 'react';
import type { Paged } from '@/services/goods';
import type { HomeTab } from '@/services/home';
import { GoodsCard, GoodsCardSkeleton, type GoodsCardView } from '@/components/list/GoodsCard';
import { LoadMoreSentinel } from '@/components/list/LoadMoreSentinel';
import { usePaged } from '@/components/list/usePaged';
import { Empty } from '@/components/common/Empty';
import styles from './recommend.module.css';

const PAGE_SIZE = 10;

/**
 * 为您推荐: the C-SY-RMSP-GG tabs (sticky under the search bar) over an infinite list of the tab's recommended
 * goods in the current city. The first tab's first page comes from the server.
 */
export function RecommendSection({
  tabs,
  firstPage,
  cityKey,
}: {
  tabs: HomeTab[];
  firstPage: Paged<GoodsCardView> | null;
  /** The city the list is for: a new city starts the list over. */
  cityKey: string;
}) {
  const [active, setActive] = useState(tabs[0]?.code ?? '');
  const tab = tabs.find((t) => t.code === active) ?? tabs[0];
  const top = useRef<HTMLDivElement>(null);

  // The goods service (and the HTTP client) loads with the first page the browser asks for: the first tab's first
  // page comes from the server, so the home's first load does not carry it.
  const fetchPage = useCallback(
    (page: number) =>
      import('@/services/goods').then((m) => m.getRecommendGoods({ classCode: tab?.classCode || undefined, page, limit: PAGE_SIZE })),
    [tab?.classCode],
  );
  const list = usePaged<GoodsCardView>(fetchPage, `${cityKey}|${active}`, active === tabs[0]?.code ? firstPage : null);

  const choose = (code: string) => {
    if (code === active) return;
    setActive(code);
    // Switching while scrolled deep into the list starts the new tab at its top.
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="home-recommend">
      <div ref={top} className={styles.anchor} />
      <div className={styles.tabs}>
        <h2 id="home-recommend" className="visually-hidden">
          为您推荐
        </h2>
        <div role="tablist" aria-label="推荐分类" className={styles.tabList}>
          {tabs.map((t) => (
            <button
              key={t.code}
              type="button"
              role="tab"
              aria-selected={t.code === active}
              className={t.code === active ? styles.tabOn : styles.tab}
              onClick={() => choose(t.code)}
            >
              {t.name}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" aria-label={tab?.name ?? '推荐'} className={styles.recommendList}>
        {list.items.length ? (
          list.items.map((g, i) => <GoodsCard key={g.id} goods={g} eager={i < 2} />)
        ) : list.loading || (!list.page && !list.failed) ? (
          <GoodsCardSkeleton count={4} />
        ) : list.failed ? null : (
          <Empty text="暂无数据" />
        )}
        {list.items.length || list.failed ? (
          <LoadMoreSentinel
            hasMore={list.hasMore}
            loading={list.loading}
            failed={list.failed}
            onLoad={() => void (list.items.length ? list.loadMore() : list.refresh()).catch(() => undefined)}
          />
        ) : null}
      </div>
    </section>
  );
}
