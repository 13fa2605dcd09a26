import { Swiper } from '@/components/common/lazyAntd';
import { useRouter } from 'next/router';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { LazyImage } from '@/components/common/LazyImage';
import { campaignHref, recoPriceText } from './activityRules';
import styles from './activity.module.css';

/** 官方补贴's banner carousel of the first 3 list items: 3 in view, centred, looping, autoplay (inventory §4.7). */
export function SubsidyCarousel({ items }: { items: ActivityProduct[] }) {
  const router = useRouter();
  if (!items.length) return null;
  const three = items.slice(0, 3);
  return (
    <div className={styles.top3} style={{ display: 'block' }} aria-label="补贴爆款">
      <Swiper slideSize={34} trackOffset={33} loop={three.length > 1} autoplay={three.length > 1} autoplayInterval={3000} indicator={() => null}>
        {three.map((p) => (
          <Swiper.Item key={p.id}>
            <button type="button" className={styles.top3Card} style={{ border: 0, margin: '0 0.06rem', width: 'calc(100% - 0.12rem)', textAlign: 'left' }} onClick={() => void router.push(campaignHref(p))}>
              <span className={styles.hot}>补贴</span>
              <LazyImage src={p.imageUrl} alt={p.skuName} width={96} height={96} fallback="goods" style={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: '0.08rem' }} />
              <span className={styles.recoName} style={{ display: 'block' }}>
                {p.skuName}
              </span>
              <span className={styles.price} style={{ fontSize: '0.22rem' }}>
                {recoPriceText(p)}
              </span>
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
