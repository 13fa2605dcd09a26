import type { SkuAttr, SkuOption } from '@/services/goods';
import { isOffered, type Selection } from './skuState';
import { SKU_UNAVAILABLE } from './useSkuPricing';
import styles from './detail.module.css';

type Props = {
  attrs: SkuAttr[];
  skus: SkuOption[];
  selection: Selection;
  sku: SkuOption | null;
  unavailable: boolean;
  onPick: (attrIndex: number, valueId: string) => void;
};

/** 选择规格: one chip group per attribute; the price above follows the choice. */
export function SkuSelector({ attrs, skus, selection, sku, unavailable, onPick }: Props) {
  if (!attrs.length) return null;
  return (
    <section className={styles.block} aria-label="选择规格">
      <h2 className={styles.blockTitle}>选择规格</h2>
      {attrs.map((attr, i) => (
        <div key={attr.id} className={styles.skuAttr}>
          <p className={styles.skuAttrName} id={`sku-attr-${attr.id}`}>
            {attr.name}
          </p>
          <div className={styles.skuValues} role="radiogroup" aria-labelledby={`sku-attr-${attr.id}`}>
            {attr.attrValList.map((v) => {
              const checked = selection[i] === v.id;
              const offered = isOffered(skus, selection, i, v.id);
              return (
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  className={`${styles.skuValue} ${checked ? styles.skuChecked : ''} ${offered ? '' : styles.skuOff}`}
                  onClick={() => !checked && onPick(i, v.id)}
                >
                  {v.name}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <p className={styles.skuSummary} aria-live="polite">
        {unavailable ? SKU_UNAVAILABLE : sku ? `已选：${sku.valueNames}${sku.skuNo ? `（编号 ${sku.skuNo}）` : ''}` : '请选择规格'}
      </p>
    </section>
  );
}
