import { useState } from 'react';
import type { TradeBasicRow } from '@/services/goods';
import { SCOPE_COLLAPSE_CHARS } from './fields';
import styles from './trade.module.css';

/** A value longer than the limit folds behind 查看全部信息 / 收起全部信息 (经营范围, 适用项目). */
function LongValue({ value }: { value: string }) {
  const [open, setOpen] = useState(false);
  if (value.length <= SCOPE_COLLAPSE_CHARS) return <>{value}</>;
  return (
    <>
      <span className={open ? undefined : styles.folded}>{value}</span>
      <button type="button" className={styles.unfold} onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? '收起全部信息' : '查看全部信息'}
      </button>
    </>
  );
}

const LONG_FIELDS = new Set(['business_scope', 'applicable_items', 'similar_group']);

/** 基本信息: the kind's fields in their fixed order, '/' where the listing has none (inventory §8 block 4). */
export function TradeBasicInfo({ rows, title = '基本信息' }: { rows: TradeBasicRow[]; title?: string }) {
  if (!rows.length) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <dl className={styles.fields}>
        {rows.map((r) => (
          <div key={r.fieldCode} className={LONG_FIELDS.has(r.fieldCode) ? styles.fieldWide : styles.field}>
            <dt>{r.label}</dt>
            <dd>{LONG_FIELDS.has(r.fieldCode) ? <LongValue value={r.value} /> : r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
