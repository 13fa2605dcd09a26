import Link from 'next/link';
import type { TradeCard as TradeCardData } from '@/services/goods';
import { goodsDetailHref } from '@/lib/goodsRoute';
import { GoodsImage } from './GoodsImage';
import { Highlight } from './GoodsCard';
import styles from './cards.module.css';

/** A company / trademark / patent / qualification listing: logo or cover, name, field summary, price. */
export function TradeCard({ item, keyword }: { item: TradeCardData; keyword?: string }) {
  return (
    <Link href={goodsDetailHref(item)} className={`${styles.goods} ${styles.trade}`}>
      <GoodsImage src={item.goodsImg} alt="" size={75} className={styles.goodsImg} />
      <div className={styles.goodsBody}>
        <h3 className={styles.goodsName}>
          <Highlight text={item.name} keyword={keyword} />
          {item.locked ? <span className={styles.locked}>已锁定</span> : null}
        </h3>
        {item.desc ? <p className={styles.desc}>{item.desc}</p> : null}
        <div className={styles.goodsFoot}>
          <span className={styles.price}>{item.priceText}</span>
        </div>
      </div>
    </Link>
  );
}
