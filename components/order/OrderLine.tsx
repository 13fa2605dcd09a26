import { LazyImage } from '@/components/common/LazyImage';
import { fenToYuan } from '@/lib/format';
import type { OrderSummary } from '@/lib/contract/order/api';
import styles from './order.module.css';

/** One SKU line of an order: picture, name, attributes, unit price and count. */
export function OrderLine({ line }: { line: Pick<OrderSummary, 'indexImg' | 'spuName' | 'skuDetailValues' | 'skuPriceFen' | 'skuCount'> }) {
  return (
    <div className={styles.sku}>
      <LazyImage src={line.indexImg} alt={line.spuName} width={65} height={65} fallback="goods" className={styles.skuImg} />
      <div className={styles.skuBody}>
        <p className={styles.skuName}>{line.spuName}</p>
        {line.skuDetailValues ? <p className={styles.skuAttr}>{line.skuDetailValues}</p> : null}
        <div className={styles.skuFoot}>
          <span>{fenToYuan(line.skuPriceFen)}元</span>
          <span className={styles.muted}>×{line.skuCount}</span>
        </div>
      </div>
    </div>
  );
}
