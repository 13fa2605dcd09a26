import { useRef } from 'react';
import { type DropdownRef } from 'antd-mobile';
import { Dropdown } from '@/components/common/LazyDropdown';
import { CheckOutline } from 'antd-mobile-icons';
import type { DictTierItem } from '@/services/dict';
import { DEFAULT_PLANNER_SORT, PLANNER_SORTS, type PlannerFilters, type PlannerSortKey } from './plannerText';
import styles from './list.module.css';

type Props = {
  filters: PlannerFilters;
  cityName: string;
  districts: DictTierItem[];
  categories: { code: string; name: string }[];
  onChange: (patch: Partial<PlannerFilters>) => void;
};

type Option = { key: string; label: string };

function OptionList({ options, active, onPick, label }: { options: Option[]; active: string; onPick: (key: string) => void; label: string }) {
  return (
    <ul className={styles.options} role="listbox" aria-label={label}>
      {options.map((o) => (
        <li key={o.key || 'all'} role="none">
          <button type="button" role="option" aria-selected={o.key === active} className={o.key === active ? styles.optionActive : styles.option} onClick={() => onPick(o.key)}>
            <span>{o.label}</span>
            {o.key === active ? <CheckOutline aria-hidden /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 区域 / sort / 全部分类 of /planner/list (inventory §13.1); a changed title is highlighted. */
export function PlannerFilterBar({ filters, cityName, districts, categories, onChange }: Props) {
  const ref = useRef<DropdownRef>(null);
  const pick = (patch: Partial<PlannerFilters>) => {
    ref.current?.close();
    onChange(patch);
  };
  const district = districts.find((d) => d.code === filters.regionCode);
  const sort = PLANNER_SORTS.find((s) => s.key === filters.sort) ?? PLANNER_SORTS[0];
  const category = categories.find((c) => c.code === filters.categoryCode);

  return (
    <div className={styles.filterBar}>
      <Dropdown ref={ref}>
        <Dropdown.Item key="region" title={district?.name ?? '区域'} highlight={!!district}>
          <div className={styles.regionPanel}>
            <div className={styles.regionCity}>
              <span className={styles.regionCityLabel}>区域</span>
              <span className={styles.regionCityName}>{cityName}</span>
            </div>
            <OptionList
              label="区域"
              options={[{ key: '', label: '不限' }, ...districts.map((d) => ({ key: d.code, label: d.name }))]}
              active={filters.regionCode}
              onPick={(regionCode) => pick({ regionCode })}
            />
          </div>
        </Dropdown.Item>
        <Dropdown.Item key="sort" title={sort.label} highlight={filters.sort !== DEFAULT_PLANNER_SORT}>
          <OptionList
            label="排序"
            options={PLANNER_SORTS.map((s) => ({ key: s.key, label: s.label }))}
            active={filters.sort}
            onPick={(key) => pick({ sort: key as PlannerSortKey })}
          />
        </Dropdown.Item>
        <Dropdown.Item key="category" title={category?.name ?? '全部分类'} highlight={!!category}>
          <OptionList
            label="业务分类"
            options={[{ key: '', label: '全部分类' }, ...categories.map((c) => ({ key: c.code, label: c.name }))]}
            active={filters.categoryCode}
            onPick={(categoryCode) => pick({ categoryCode, keyWords: '' })}
          />
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}
