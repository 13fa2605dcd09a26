import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import type { ComboDetail } from '@/services/combo';
import styles from './combo.module.css';
import { LazyImage } from '@/components/common/LazyImage';

/** 套餐内容: each service in the package with its own price, and what the package saves. */
export function ComboItems({ combo }: { combo: ComboDetail }) {
  return (
    <section className={styles.block} aria-label="套餐内容">
      <h2>套餐内容（{combo.items.length}项）</h2>
      <ul>
        {combo.items.map((it) => (
          <li key={`${it.goods.id}-${it.skuId ?? ''}`}>
            <Link href={it.goods.href} className={styles.item}>
              <LazyImage src={it.goods.img} alt="" width={65} height={65} fallback="goods" className={styles.itemImg} />
              <div className={styles.itemBody}>
                <p className={styles.itemName}>{it.goods.name}</p>
                {it.skuText ? <p className={styles.itemSku}>{it.skuText}</p> : null}
                <p className={styles.itemPrice}>
                  <span>单买价 ¥{fenToYuan(it.itemPriceFen)}</span>
                  <span>×{it.quantity}</span>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        {combo.originalPriceText ? <span>单买合计 {combo.originalPriceText}</span> : null}
        <span>
          套餐价 <b>{combo.priceText}</b>
        </span>
      </p>
    </section>
  );
}
