import Link from 'next/link';
import { Swiper } from '@/components/common/lazyAntd';
import type { AdItem } from '@/services/home';
import { LazyImage } from '@/components/common/LazyImage';
import styles from './sections.module.css';

function AdBanner({ ad }: { ad: AdItem }) {
  // The pictures carry no words (fonts differ by machine): the slot's title and line sit on top.
  const img = (
    <>
      <LazyImage src={ad.materialUrl} alt="" width={345} height={100} className={styles.adImg} />
      <span className={styles.adText}>
        <b>{ad.materialName}</b>
        {ad.materialDescription ? <span>{ad.materialDescription}</span> : null}
      </span>
    </>
  );
  // linkType 2 leaves the site; 1 and 3 are our own pages (a route, or /img).
  return ad.external ? (
    <a href={ad.href} className={styles.ad} rel="noopener noreferrer">
      {img}
    </a>
  ) : (
    <Link href={ad.href} className={styles.ad}>
      {img}
    </Link>
  );
}

/**
 * The mid-page ad slot of the goods detail (inventory §7.1 block 4, ad100149), its materials drawn with the page
 * (goods/v4/detail_page `midAds`); hidden when empty.
 */
export function MidAd({ ads }: { ads: AdItem[] }) {
  if (!ads.length) return null;
  return (
    <section className={styles.adBlock} aria-label="推荐活动">
      {ads.length === 1 ? (
        <AdBanner ad={ads[0]} />
      ) : (
        <Swiper whenVisible autoplay autoplayInterval={3000} loop indicatorProps={{ color: 'white' }}>
          {ads.map((ad) => (
            <Swiper.Item key={ad.id}>
              <AdBanner ad={ad} />
            </Swiper.Item>
          ))}
        </Swiper>
      )}
    </section>
  );
}
