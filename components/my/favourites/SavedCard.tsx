import type { FavouriteItem } from '@/services/favourite';
import { LazyImage } from '@/components/common/LazyImage';
import { FAVOURITE_TYPE } from '@/lib/contract/catalog/enums';
import styles from './favourites.module.css';

/** A saved goods, trade listing, combo or planner as it is now; one removed since is greyed as 已失效. */
export function SavedCard({ item }: { item: FavouriteItem }) {
  const planner = item.targetType === FAVOURITE_TYPE.PLANNER;
  return (
    <>
      <LazyImage
        src={item.img}
        alt=""
        width={80}
        height={80}
        fallback={planner ? 'avatar' : 'goods'}
        className={`${styles.thumb} ${planner ? styles.round : ''}`}
      />
      <span className={`${styles.body} ${item.gone ? styles.gone : ''}`}>
        <span className={styles.name}>{item.name}</span>
        {item.gone ? <span className={styles.goneTag}>已失效</span> : item.subtitle ? <span className={styles.sub}>{item.subtitle}</span> : null}
        {item.priceText && !item.gone ? <span className={planner ? styles.sub : styles.price}>{item.priceText}</span> : null}
      </span>
    </>
  );
}
