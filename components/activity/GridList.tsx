import Link from 'next/link';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { LazyImage } from '@/components/common/LazyImage';
import { priceText, campaignHref, recoPriceText } from './activityRules';
import styles from './activity.module.css';

/** 99特卖's two-column masonry: even-indexed products on the left, odd on the right. */
export function GridList({ items }: { items: ActivityProduct[] }) {
  const cols = [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];
  return (
    <div className={styles.grid} role="list" aria-label="特卖商品">
      {cols.map((col, k) => (
        <div key={k} className={styles.column}>
          {col.map((p) => (
            <Link key={p.id} href={campaignHref(p)} className={styles.gridCard} role="listitem" aria-label={p.skuName}>
              <LazyImage src={p.imageUrl} alt={p.skuName} width={170} height={170} fallback="goods" />
              <div className={styles.gridBody}>
                <h3 className={styles.name} style={{ fontSize: '0.26rem' }}>
                  {p.skuName}
                </h3>
                <span className={styles.price}>{p.specialUnit ? recoPriceText(p) : priceText(p.specialPriceFen)}</span>
              </div>
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The banner's top-3 strip of 99特卖, from the first 3 list items: rank badges and 惊爆价. */
export function Top3Strip({ items }: { items: ActivityProduct[] }) {
  if (!items.length) return null;
  return (
    <div className={styles.top3} aria-label="特卖榜单">
      {items.slice(0, 3).map((p, i) => (
        <Link key={p.id} href={campaignHref(p)} className={styles.top3Card}>
          <span className={styles.rank}>{i + 1}</span>
          <LazyImage src={p.imageUrl} alt={p.skuName} width={96} height={96} fallback="goods" style={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: '0.08rem' }} />
          <span className={styles.price} style={{ fontSize: '0.22rem' }}>
            {p.specialPriceFen > 0 ? `惊爆价 ${recoPriceText(p)}` : '面议'}
          </span>
        </Link>
      ))}
    </div>
  );
}
