import Link from 'next/link';
import { Swiper } from '@/components/common/lazyAntd';
import { LazyImage } from '@/components/common/LazyImage';
import { useClientData } from '@/components/detail/useClientData';
import { getRecommendGoods, type GoodsCard } from '@/services/goods';
import { goodsLine, goodsPrice, shareGoodsHref } from '@/lib/known/shareRules';
import styles from './share.module.css';

export const SHARE_GOODS_LIMIT = 4;
/** The carousel of a planner's shared small video turns every 3 s (inventory §15h). */
const CAROUSEL_MS = 3000;

type Props = {
  /** The server's goods; null: loaded here when the section comes near the screen. */
  initial: GoodsCard[] | null;
  /** The sharing planner goes along to the goods page. */
  plannerId?: string;
  /** `list`: cards under a title (推荐商品); `carousel`: one card at a time with 立即抢购. */
  variant?: 'list' | 'carousel';
};

function Price({ goods }: { goods: GoodsCard }) {
  const p = goodsPrice(goods);
  return (
    <span className={styles.goodsPrice}>
      {p.negotiable ? (
        '面议'
      ) : (
        <>
          <b>{p.value}</b>
          {p.unit}
        </>
      )}
    </span>
  );
}

/** 推荐商品 of the share pages (inventory known.md §0 ShareGoods): on-shelf service goods of the visitor's city. */
export function ShareGoods({ initial, plannerId, variant = 'list' }: Props) {
  const { data, loading, failed, anchor, retry } = useClientData(
    () => (initial ? Promise.resolve(initial) : getRecommendGoods({ page: 1, limit: SHARE_GOODS_LIMIT }).then((p) => p.records)),
    [initial ? 'server' : 'browser'],
    { whenVisible: !initial && variant === 'list' },
  );
  const list = (data ?? initial ?? []).slice(0, SHARE_GOODS_LIMIT);
  const waiting = !list.length && (loading || !data) && !failed;

  if (variant === 'carousel') {
    if (!list.length) return null;
    return (
      <section className={styles.goodsCarousel} aria-label="推荐商品">
        <Swiper autoplay autoplayInterval={CAROUSEL_MS} loop={list.length > 1} indicator={list.length > 1 ? undefined : () => null}>
          {list.map((g) => (
            <Swiper.Item key={g.id}>
              <Link href={shareGoodsHref(g, plannerId)} className={styles.carouselCard}>
                <LazyImage src={g.img} alt="" width={64} height={64} fallback="goods" className={styles.carouselImg} eager />
                <span className={styles.carouselText}>
                  <span className={styles.goodsName}>{g.name}</span>
                  <Price goods={g} />
                </span>
                <span className={styles.carouselBuy}>立即抢购</span>
              </Link>
            </Swiper.Item>
          ))}
        </Swiper>
      </section>
    );
  }

  return (
    <section className={styles.block} aria-labelledby="share-goods-title" ref={anchor}>
      <h2 id="share-goods-title" className={styles.blockTitle}>
        推荐商品
      </h2>
      {list.length ? (
        <ul className={styles.goodsList}>
          {list.map((g) => (
            <li key={g.id}>
              <Link href={shareGoodsHref(g, plannerId)} className={styles.goodsCard}>
                <LazyImage src={g.img} alt="" width={96} height={96} fallback="goods" className={styles.goodsImg} />
                <span className={styles.goodsMain}>
                  <span className={styles.goodsName}>{g.name}</span>
                  {goodsLine(g) ? <span className={styles.goodsLine}>{goodsLine(g)}</span> : null}
                  <Price goods={g} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : waiting ? (
        <ul className={styles.goodsList} aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className={styles.goodsSkeleton} />
          ))}
        </ul>
      ) : failed ? (
        <button type="button" className={styles.listNote} onClick={retry}>
          请求失败，点击重新加载
        </button>
      ) : (
        <p className={styles.listNote}>暂无推荐商品</p>
      )}
    </section>
  );
}
