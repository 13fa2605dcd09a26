import Link from 'next/link';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { LazyImage } from '@/components/common/LazyImage';
import { campaignHref, recoPriceText } from './activityRules';
import styles from './activity.module.css';

/** 爆款单品: the campaign's top 3 recommended products (inventory §4.3). */
export function RecoBlock({ items, title = '爆款单品' }: { items: ActivityProduct[]; title?: string }) {
  if (!items.length) return null;
  return (
    <section className={styles.reco} aria-label={title}>
      <h2 className={styles.recoTitle}>{title}</h2>
      <div className={styles.recoRow}>
        {items.slice(0, 3).map((p) => (
          <Link key={p.id} href={campaignHref(p)} className={styles.recoCard}>
            <span className={styles.hot}>热卖</span>
            <LazyImage src={p.imageUrl} alt={p.skuName} width={100} height={100} fallback="goods" style={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: '0.12rem' }} />
            <p className={styles.recoName}>{p.skuName}</p>
            <span className={styles.price} style={{ fontSize: '0.26rem' }}>
              {p.specialPriceFen > 0 ? `低至 ${recoPriceText(p)}` : '面议'}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
