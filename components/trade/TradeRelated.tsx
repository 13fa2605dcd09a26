import Link from 'next/link';
import { useCallback } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { TradeCard } from '@/components/list/TradeCard';
import { useClientData } from '@/components/detail/useClientData';
import { PagedFooter } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { LazyImage } from '@/components/common/LazyImage';
import { getRecommendTrades, type TradeDetail } from '@/services/goods';
import type { TradeKind } from '@/lib/trade/kinds';
import styles from './trade.module.css';

/** 同类推荐 takes the first five of the ranking; 猜您需要 goes on from there, so no listing shows twice. */
export const SIMILAR_SIZE = 5;

/** 同类推荐 (inventory §8 block 13): five listings of the same kind, side by side. */
export function TradeSimilar({ detail, kind }: { detail: TradeDetail; kind: TradeKind | null }) {
  const { data, anchor } = useClientData(
    () => getRecommendTrades({ productId: detail.id, dictCode: detail.dictCode, page: 1, limit: SIMILAR_SIZE }),
    [detail.id],
    { whenVisible: true },
  );
  const list = data?.records ?? [];
  if (!list.length) return <div ref={anchor} aria-hidden />;
  const moreHref = `/list/jyList?typeCode=${encodeURIComponent(kind?.classCode ?? detail.typeCode)}`;
  return (
    <section className={styles.block} aria-label="同类推荐">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>同类推荐</h2>
        <Link href={moreHref} className={styles.more}>
          查看更多 <RightOutline aria-hidden />
        </Link>
      </div>
      <ul className={styles.similar}>
        {list.map((t) => (
          <li key={t.id}>
            <Link href={t.href} className={styles.similarCard}>
              <LazyImage src={t.goodsImg} alt="" width={120} height={120} className={styles.similarImg} fallback="goods" />
              <p className={styles.similarName}>{t.dzname || t.name}</p>
              {t.desc ? <p className={styles.similarDesc}>{t.desc}</p> : null}
              <p className={styles.similarPrice}>{t.priceText}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 猜您需要 (inventory §8 block 14): more listings of the kind, page after page. */
export function TradeGuess({ detail }: { detail: TradeDetail }) {
  const fetchPage = useCallback(
    // Pages of SIMILAR_SIZE after the ones 同类推荐 shows.
    (page: number) => getRecommendTrades({ productId: detail.id, dictCode: detail.dictCode, page: page + 1, limit: SIMILAR_SIZE }),
    [detail.id, detail.dictCode],
  );
  const list = usePagedList(fetchPage, detail.id, null);
  if (!list.loading && !list.failed && !list.hasMore && list.items.length === 0) return null;
  return (
    <section className={styles.block} aria-label="猜您需要">
      <h2 className={styles.blockTitle}>猜您需要</h2>
      <div className={styles.guess}>
        {list.items.map((t) => (
          <TradeCard key={t.id} item={t} />
        ))}
      </div>
      {list.failed ? (
        <button type="button" className={styles.retry} onClick={() => void list.refresh()}>
          请求失败，点击重新加载
        </button>
      ) : (
        <PagedFooter hasMore={list.hasMore && !list.loading} loadMore={list.loadMore} empty={!list.loading && list.items.length === 0} />
      )}
    </section>
  );
}
