import type { GoodsDetail } from '@/services/goods';
import styles from './detail.module.css';

/** 产品信息 of a loan product (inventory §7.2 financing): 贷款期数, 贷款额度, 月贷款利率, 还款方式 … */
export function ProductAttrs({ attrs }: { attrs: GoodsDetail['attrs'] }) {
  // Several codes may carry the same attribute (e.g. 贷款期数 of different products): one line, values joined.
  const byName = new Map<string, string[]>();
  for (const a of attrs) {
    if (!a.attrName || !a.attrValName) continue;
    const vals = byName.get(a.attrName) ?? [];
    if (!vals.includes(a.attrValName)) vals.push(a.attrValName);
    byName.set(a.attrName, vals);
  }
  if (!byName.size) return null;
  return (
    <section className={styles.block} aria-label="产品信息">
      <h2 className={styles.blockTitle}>产品信息</h2>
      <dl className={styles.attrs}>
        {[...byName].map(([name, vals]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{vals.join('，')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
