import { useState } from 'react';
import { Dropdown } from '@/components/common/LazyDropdown';
import { CheckOutline, DownOutline, RedoOutline, UpOutline } from 'antd-mobile-icons';
import type { TradeFilter, TradeFilterOption } from '@/services/goods';
import { AreaPanel } from './AreaPanel';
import { EMPTY_REGION, filterTitle, isFilterActive, isMultiGroup, pickOption, type TradeSel } from '@/lib/list/tradeFilter';
import styles from './filters.module.css';

const COLLAPSE_AT = 16; // more than 4 rows of 4 chips fold behind 全部

type Props = { filters: TradeFilter[]; value: TradeSel; onChange: (next: TradeSel) => void };

/**
 * The trade list's filters, built from the response (inventory §5.2): region, price, sort, 更多 and chip grids.
 * Multi-select panels edit a draft applied by 确定; single choices apply at once; closing drops the draft.
 */
export function TradeFilterBar({ filters, value, onChange }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [draft, setDraft] = useState(value);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const toggle = (key: string | null) => {
    setOpen(key);
    setDraft(value);
  };
  const apply = (next: TradeSel) => {
    setOpen(null);
    onChange(next);
  };
  const footer = (reset: () => void) => (
    <div className={styles.footer}>
      <button type="button" className={styles.reset} onClick={reset}>
        <RedoOutline aria-hidden /> 重置
      </button>
      <button type="button" className={styles.ok} onClick={() => apply(draft)}>
        确定
      </button>
    </div>
  );

  const chipGrid = (key: string, options: TradeFilterOption[], chosen: string[], onPick: (code: string) => void) => {
    const long = options.length > COLLAPSE_AT;
    const shown = long && !expanded[key] ? options.slice(0, COLLAPSE_AT) : options;
    return (
      <>
        <div className={styles.chips}>
          {shown.map((o) => {
            const on = chosen.includes(o.code);
            return (
              <button key={o.code} type="button" aria-pressed={on} className={on ? styles.chipOn : styles.chip} onClick={() => onPick(o.code)}>
                {o.name}
              </button>
            );
          })}
        </div>
        {long ? (
          <button type="button" className={styles.groupToggle} onClick={() => setExpanded({ ...expanded, [key]: !expanded[key] })}>
            {expanded[key] ? '收起' : '全部'} {expanded[key] ? <UpOutline aria-hidden /> : <DownOutline aria-hidden />}
          </button>
        ) : null}
      </>
    );
  };

  const panel = (f: TradeFilter) => {
    if (f.kind === 'region') {
      return (
        <>
          <AreaPanel value={draft.region} onChange={(region) => setDraft({ ...draft, region })} />
          {footer(() => setDraft({ ...draft, region: EMPTY_REGION }))}
        </>
      );
    }
    if (f.kind === 'price') {
      const digits = (v: string) => v.replace(/\D/g, '').slice(0, 8);
      return (
        <>
          <div className={styles.panel}>
            <p className={styles.panelHead}>价格区间（元）</p>
            <div className={styles.range}>
              <input aria-label="最低价格" inputMode="numeric" placeholder="最低价" value={draft.priceMin} onChange={(e) => setDraft({ ...draft, priceMin: digits(e.target.value), pricePreset: '' })} />
              <span>至</span>
              <input aria-label="最高价格" inputMode="numeric" placeholder="最高价" value={draft.priceMax} onChange={(e) => setDraft({ ...draft, priceMax: digits(e.target.value), pricePreset: '' })} />
            </div>
            {chipGrid(f.code, f.children, [draft.pricePreset], (code) =>
              setDraft({ ...draft, pricePreset: draft.pricePreset === code ? '' : code, priceMin: '', priceMax: '' }),
            )}
          </div>
          {footer(() => setDraft({ ...draft, pricePreset: '', priceMin: '', priceMax: '' }))}
        </>
      );
    }
    if (f.kind === 'sort') {
      return (
        <ul className={styles.options} aria-label={f.name}>
          {f.children.map((o, i) => {
            const on = value.sort ? value.sort === i + 1 : i === 0;
            return (
              <li key={o.code}>
                <button type="button" aria-pressed={on} className={on ? styles.optionOn : styles.option} onClick={() => apply({ ...value, sort: i === 0 ? 0 : i + 1 })}>
                  <span>{o.name}</span>
                  {on ? <CheckOutline aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      );
    }
    if (f.kind === 'more') {
      return (
        <>
          <div className={styles.panel}>
            {f.children.map((g) => (
              <div key={g.code} className={styles.group}>
                <p className={styles.groupHead}>{g.name}</p>
                {chipGrid(g.code, g.children, draft.more[g.code] ?? [], (code) =>
                  setDraft({ ...draft, more: { ...draft.more, [g.code]: pickOption(draft.more[g.code] ?? [], code, isMultiGroup(g.code)) } }),
                )}
              </div>
            ))}
          </div>
          {footer(() => setDraft({ ...draft, more: {} }))}
        </>
      );
    }
    const options = [{ id: '', code: '', name: '不限', ext1: '', ext2: '', pcode: f.code, children: [] }, ...f.children];
    const chosen = draft.chips[f.code] ?? [];
    return (
      <>
        <div className={styles.panel}>
          {chipGrid(f.code, options, chosen.length ? chosen : [''], (code) => {
            const next = { ...draft, chips: { ...draft.chips, [f.code]: pickOption(chosen, code, f.multi) } };
            if (f.multi) setDraft(next);
            else apply(next);
          })}
        </div>
        {f.multi ? footer(() => setDraft({ ...draft, chips: { ...draft.chips, [f.code]: [] } })) : null}
      </>
    );
  };

  if (!filters.length) return null;
  return (
    <Dropdown activeKey={open} onChange={toggle} className={styles.bar}>
      {filters.map((f) => (
        <Dropdown.Item key={f.code} title={<span className={styles.title}>{filterTitle(f, value)}</span>} highlight={isFilterActive(f, value)}>
          {panel(f)}
        </Dropdown.Item>
      ))}
    </Dropdown>
  );
}
