import { IntentLink } from '@/components/common/IntentLink';
import type { GoodsCard as GoodsCardData } from '@/services/goods';
import { goodsDetailHref } from '@/lib/goodsRoute';
import { GoodsImage } from './GoodsImage';
import { PriceTag } from './PriceTag';
import styles from './cards.module.css';

/** What a goods row reads of a goods card (a whole card will do; the home passes only these: components/home/homeView.ts). */
export const GOODS_CARD_FIELDS = [
  'id',
  'name',
  'slogan',
  'img',
  'tags',
  'productType',
  'classCode',
  'classCodeLevel',
  'salesVolume',
  'priceValue',
  'priceUnit',
  'priceText',
] as const;
export type GoodsCardView = Pick<GoodsCardData, (typeof GOODS_CARD_FIELDS)[number]>;

/** A service goods row: cover, name, tags, slogan, the server's price text. Taps open the detail (spec §2). */
export function GoodsCard({
  goods,
  keyword,
  eager = false,
  priority = false,
}: {
  goods: GoodsCardView;
  keyword?: string;
  eager?: boolean;
  /** Its cover is the page's LCP picture (LazyImage `priority`). */
  priority?: boolean;
}) {
  return (
    <IntentLink href={goodsDetailHref(goods)} className={styles.goods}>
      <GoodsImage src={goods.img} alt="" size={90} eager={eager} priority={priority} className={styles.goodsImg} />
      <div className={styles.goodsBody}>
        <h3 className={styles.goodsName}>
          <Highlight text={goods.name} keyword={keyword} />
        </h3>
        {goods.tags.length ? (
          <div className={styles.tags}>
            {goods.tags.slice(0, 3).map((t) => (
              <span key={t} className={styles.tag}>
                {t}
              </span>
            ))}
          </div>
        ) : null}
        {goods.slogan ? <p className={styles.slogan}>{goods.slogan}</p> : null}
        <div className={styles.goodsFoot}>
          <PriceTag value={goods.priceValue} unit={goods.priceUnit} text={goods.priceText} />
          {goods.salesVolume > 0 ? <span className={styles.sales}>已售 {formatSales(goods.salesVolume)}</span> : null}
        </div>
      </div>
    </IntentLink>
  );
}

const formatSales = (n: number) => (n >= 10000 ? `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}w+` : String(n));

/** The searched word in brand blue inside a name. */
export function Highlight({ text, keyword }: { text: string; keyword?: string }) {
  const kw = keyword?.trim();
  if (!kw) return <>{text}</>;
  const at = text.toLowerCase().indexOf(kw.toLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <em className={styles.hit}>{text.slice(at, at + kw.length)}</em>
      {text.slice(at + kw.length)}
    </>
  );
}

export function GoodsCardSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.goods} ${styles.skeleton}`}>
          <div className={`${styles.goodsImg} ${styles.shimmer}`} />
          <div className={styles.goodsBody}>
            <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '80%' }} />
            <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '45%' }} />
            <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '60%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
