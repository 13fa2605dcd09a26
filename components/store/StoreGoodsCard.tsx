import Link from 'next/link';
import { LazyImage } from '@/components/common/LazyImage';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { StoreGoodsItem } from '@/lib/contract/store/api';
import styles from './store.module.css';

/** Where a store goods card leads (spec §2): trade listings to the trade detail, the rest to /detail. */
export function storeGoodsHref(g: StoreGoodsItem): string {
  return goodsDetailHref({ id: g.id, productType: g.productType, typeCode: g.typeCode, classCodeLevel: g.classCodeOne });
}

/** '材料齐全|极速办理' -> chips; tags first, at most four in all. */
export function goodsChips(g: Pick<StoreGoodsItem, 'tags' | 'desc'>): string[] {
  const chips = [...g.tags, ...g.desc.split('|')].map((s) => s.trim()).filter(Boolean);
  return Array.from(new Set(chips)).slice(0, 4);
}

/**
 * A goods card of the store pages and the planner's card (inventory §14): image, name, chips and the server's price
 * text. `inert` (store preview / mpass): shown, not linked.
 */
export function StoreGoodsCard({ goods, inert = false }: { goods: StoreGoodsItem; inert?: boolean }) {
  const body = (
    <>
      <LazyImage src={goods.img} alt="" width={90} height={90} className={styles.goodsImg} fallback="goods" />
      <div className={styles.goodsBody}>
        <h3 className={styles.goodsName}>{goods.name}</h3>
        <p className={styles.goodsChips}>
          {goodsChips(goods).map((c) => (
            <span key={c}>{c}</span>
          ))}
        </p>
        <p className={styles.goodsPrice}>{goods.priceText}</p>
      </div>
    </>
  );
  if (inert) return <div className={styles.goods}>{body}</div>;
  return (
    <Link href={storeGoodsHref(goods)} className={styles.goods}>
      {body}
    </Link>
  );
}
