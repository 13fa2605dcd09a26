import { useState } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import type { CascadeNode } from './caseFilters';
import styles from './case.module.css';

type Props = {
  label: string;
  options: CascadeNode[];
  value: string[];
  onConfirm: (path: string[]) => void;
  /** Options still loading (the national region tree arrives on first open). */
  loading?: boolean;
};

/** A tree picked column by column, with 重置 / 确定 (the case square's 分类 and 区域 panels). */
export function CascadePanel({ label, options, value, onConfirm, loading = false }: Props) {
  const [path, setPath] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // Reopened after the page changed the filter: start from the page's value.
    setShownValue(value);
    setPath(value);
  }

  const columns: CascadeNode[][] = [options];
  for (let i = 0; i < path.length; i++) {
    const hit = columns[i]?.find((n) => n.value === path[i]);
    if (!hit?.value || !hit.children?.length) break;
    columns.push(hit.children);
  }
  const pick = (depth: number, v: string) => setPath([...path.slice(0, depth), v]);

  return (
    <div className={styles.cascade}>
      <div className={styles.columns} aria-busy={loading}>
        {loading ? <p className={styles.loadingText}>加载中…</p> : null}
        {columns.map((col, depth) => (
          <ul key={depth} className={styles.column} role="listbox" aria-label={`${label}第${depth + 1}级`}>
            {col.map((n) => {
              const on = (path[depth] ?? '') === n.value && (n.value !== '' || path.length > depth);
              return (
                <li key={n.value || 'any'} role="none">
                  <button type="button" role="option" aria-selected={on} className={on ? styles.cellOn : styles.cell} onClick={() => pick(depth, n.value)}>
                    <span>{n.label}</span>
                    {on && !n.children?.length ? <CheckOutline aria-hidden /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      <div className={styles.panelActions}>
        <button type="button" className={styles.reset} onClick={() => setPath([])}>
          重置
        </button>
        <button type="button" className={styles.confirm} onClick={() => onConfirm(path)}>
          确定
        </button>
      </div>
    </div>
  );
}
