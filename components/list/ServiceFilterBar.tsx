import { useState } from 'react';
import { Dropdown } from '@/components/common/LazyDropdown';
import { CheckOutline, RedoOutline } from 'antd-mobile-icons';
import type { CategoryNode, PriceOption, SortOption } from '@/services/goods';
import { classTitle, cleanPrice, EMPTY_FILTER, priceTitle, sortTitle, toggleClass, type ServeFilter } from '@/lib/list/serveFilter';
import styles from './filters.module.css';

type Props = {
  value: ServeFilter;
  onChange: (next: ServeFilter) => void;
  tree: CategoryNode[];
  prices: PriceOption[];
  sorts: SortOption[];
};

/**
 * 全部分类 / 价格 / 排序 (inventory §5.1). Panels edit a draft; 确定 applies it, closing without 确定 drops it.
 * 重置 clears all three. A sort option applies on tap.
 */
export function ServiceFilterBar({ value, onChange, tree, prices, sorts }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [draft, setDraft] = useState(value);

  const toggle = (key: string | null) => {
    setOpen(key);
    setDraft(value);
  };
  const apply = (next: ServeFilter) => {
    setOpen(null);
    onChange(next);
  };
  const footer = (
    <div className={styles.footer}>
      <button type="button" className={styles.reset} onClick={() => setDraft({ ...EMPTY_FILTER, sort: draft.sort })}>
        <RedoOutline aria-hidden /> 重置
      </button>
      <button type="button" className={styles.ok} onClick={() => apply(draft)}>
        确定
      </button>
    </div>
  );
  const parent = tree.find((n) => n.code === draft.navCode);

  return (
    <Dropdown activeKey={open} onChange={toggle} className={styles.bar}>
      <Dropdown.Item key="class" title={<span className={styles.title}>{classTitle(value, tree)}</span>} highlight={!!value.navCode}>
        <div className={styles.tree}>
          <ul className={styles.treeLeft} aria-label="一级分类">
            {[{ code: '', name: '不限' }, ...tree].map((n) => (
              <li key={n.code || 'all'}>
                <button
                  type="button"
                  aria-pressed={draft.navCode === n.code}
                  className={draft.navCode === n.code ? styles.leftOn : styles.left}
                  onClick={() => setDraft({ ...draft, navCode: n.code, classCodes: [] })}
                >
                  {n.name}
                </button>
              </li>
            ))}
          </ul>
          <ul className={styles.treeRight} aria-label="二级分类">
            {parent
              ? [{ code: '', name: '不限' }, ...(parent.children ?? [])].map((c) => {
                  const on = c.code ? draft.classCodes.includes(c.code) : draft.classCodes.length === 0;
                  return (
                    <li key={c.code || 'all'}>
                      <button
                        type="button"
                        role="checkbox"
                        aria-checked={on}
                        className={on ? styles.rightOn : styles.right}
                        onClick={() => setDraft({ ...draft, classCodes: toggleClass(draft.classCodes, c.code) })}
                      >
                        <span>{c.name}</span>
                        {on ? <CheckOutline aria-hidden /> : null}
                      </button>
                    </li>
                  );
                })
              : null}
          </ul>
        </div>
        {footer}
      </Dropdown.Item>
      <Dropdown.Item key="price" title={<span className={styles.title}>{priceTitle(value, prices)}</span>} highlight={!!(value.priceCode || value.minPrice || value.maxPrice)}>
        <div className={styles.panel}>
          <p className={styles.panelHead}>价格区间（元）</p>
          <div className={styles.range}>
            <input
              aria-label="最低价格"
              inputMode="numeric"
              placeholder="最小"
              value={draft.minPrice}
              onChange={(e) => setDraft({ ...draft, minPrice: cleanPrice(e.target.value), priceCode: '' })}
            />
            <span>至</span>
            <input
              aria-label="最高价格"
              inputMode="numeric"
              placeholder="最大"
              value={draft.maxPrice}
              onChange={(e) => setDraft({ ...draft, maxPrice: cleanPrice(e.target.value), priceCode: '' })}
            />
          </div>
          {prices.length ? (
            <div className={styles.chips}>
              {prices.map((p) => (
                <button
                  key={p.code}
                  type="button"
                  aria-pressed={draft.priceCode === p.code}
                  className={draft.priceCode === p.code ? styles.chipOn : styles.chip}
                  onClick={() =>
                    setDraft({ ...draft, priceCode: draft.priceCode === p.code ? '' : p.code, minPrice: '', maxPrice: '' })
                  }
                >
                  {p.name}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        {footer}
      </Dropdown.Item>
      <Dropdown.Item key="sort" title={<span className={styles.title}>{sortTitle(value, sorts)}</span>} highlight={!!value.sort}>
        <ul className={styles.options} aria-label="排序">
          {sorts.map((s, i) => {
            const on = value.sort ? value.sort === s.code : i === 0;
            return (
              <li key={s.code}>
                <button type="button" aria-pressed={on} className={on ? styles.optionOn : styles.option} onClick={() => apply({ ...value, sort: i === 0 ? '' : s.code })}>
                  <span>{s.name}</span>
                  {on ? <CheckOutline aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Dropdown.Item>
    </Dropdown>
  );
}
