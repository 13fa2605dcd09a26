import Link from 'next/link';
import { formatCount } from '@/lib/format';
import type { GoodsDetail, PriceView } from '@/services/goods';
import { priceParts } from './price';
import styles from './detail.module.css';

type Props = {
  goods: GoodsDetail;
  /** The price of the chosen SKU, or the goods' own. */
  price: PriceView;
  pricing?: boolean;
  financing?: boolean;
};

export function PriceLine({ price, pricing }: { price: PriceView; pricing?: boolean }) {
  const p = priceParts(price);
  return (
    <div className={styles.priceLine} aria-busy={pricing || undefined}>
      <span className={styles.price} data-testid="goods-price" aria-label={`价格 ${p.text}`}>
        {p.negotiable ? (
          <span className={styles.priceMain}>面议</span>
        ) : (
          <>
            {p.unit === '元' ? <span className={styles.priceYen}>¥</span> : null}
            <span className={styles.priceMain}>{p.main}</span>
            {p.unit === '元' ? null : <span className={styles.priceUnit}>{p.unit}</span>}
          </>
        )}
      </span>
      {p.original ? <s className={styles.priceOriginal}>{p.original}</s> : null}
    </div>
  );
}

/** Price, name, slogan and display tags (inventory §7.1 Title; §7.2 financing variant). */
export function PriceTitle({ goods, price, pricing, financing }: Props) {
  const sold = goods.salesVolume > 0 ? `已售 ${formatCount(goods.salesVolume)}` : '';
  return (
    <section className={styles.titleBlock} aria-label="商品信息">
      <div className={styles.priceRow}>
        <PriceLine price={price} pricing={pricing} />
        {financing ? (
          <Link href="/detail/server/financing/creditEvaluation" className={styles.estimateButton}>
            额度估算
          </Link>
        ) : sold ? (
          <span className={styles.sold}>{sold}</span>
        ) : null}
      </div>
      {financing && price.priceKind === 'floating' ? <p className={styles.priceNote}>按照实际贷款金额收取服务费</p> : null}
      <h1 className={styles.name}>{goods.name}</h1>
      {!financing && goods.slogan ? <p className={styles.slogan}>{goods.slogan}</p> : null}
      {goods.tags.length ? (
        <ul className={styles.tags} aria-label="商品标签">
          {goods.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
      {financing && goods.slogan ? <p className={styles.slogan}>{goods.slogan}</p> : null}
      {financing && goods.salesVolume > 0 ? <p className={styles.applied}>已有 {formatCount(goods.salesVolume)} 人申请</p> : null}
      {!goods.onSale ? <p className={styles.notice}>该商品已下架，可咨询规划师了解同类服务</p> : null}
      {goods.onSale && !goods.availableInArea ? <p className={styles.notice}>当前城市暂未开通该服务，可咨询规划师了解详情</p> : null}
    </section>
  );
}
