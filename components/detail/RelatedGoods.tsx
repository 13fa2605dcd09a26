import Link from 'next/link';
import { getRecommendGoods, type GoodsDetail } from '@/services/goods';
import { priceParts } from './price';
import { useClientData } from './useClientData';
import styles from './sections.module.css';
import { LazyImage } from '@/components/common/LazyImage';

/** 相关推荐 (inventory §7.1 block 10): goods like this one in the caller's city, loaded when scrolled to. */
export function RelatedGoods({ goods }: { goods: GoodsDetail }) {
  const { data, loading, failed, anchor, retry } = useClientData(
    () => getRecommendGoods({ productId: goods.id, classCode: goods.classCodeOne, page: 1, limit: 10 }),
    [goods.id],
    { whenVisible: true },
  );
  const list = (data?.records ?? []).filter((g) => g.id !== goods.id);
  return (
    <section className={styles.block} aria-label="相关推荐" ref={anchor}>
      <h2 className={styles.blockTitle}>相关推荐</h2>
      {list.length ? (
        <ul className={styles.goodsGrid}>
          {list.map((g) => {
            const p = priceParts(g);
            return (
              <li key={g.id}>
                <Link href={g.href} className={styles.goodsCard}>
                  <LazyImage src={g.img} alt="" width={170} height={120} fallback="goods" className={styles.goodsImg} />
                  <p className={styles.goodsName}>{g.name}</p>
                  {g.tags.length > 1 ? <p className={styles.goodsTags}>{g.tags.slice(0, 2).join(' | ')}</p> : null}
                  <p className={styles.goodsPrice}>
                    {p.negotiable ? '面议' : (
                      <>
                        <b>{p.main}</b>
                        {p.unit}
                      </>
                    )}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.listEnd}>
          {loading ? '加载中…' : failed ? (
            <button type="button" onClick={retry}>
              请求失败，点击重新加载
            </button>
          ) : (
            '暂无相关推荐'
          )}
        </p>
      )}
      {list.length ? <p className={styles.listEnd}>我是有底线的</p> : null}
    </section>
  );
}
