import { useRef, useState } from 'react';
import { type DropdownRef } from 'antd-mobile';
import { Dropdown } from '@/components/common/LazyDropdown';
import { CheckOutline } from 'antd-mobile-icons';
import { cmsCodeTier } from '@/services/dict';
import { toast } from '@/lib/toast';
import { CASE_SORT_LABELS, pathLabel, regionOptions, type CascadeNode, type CaseFilters, type CaseSort } from './caseFilters';
import { CascadePanel } from './CascadePanel';
import styles from './case.module.css';

type Props = {
  filters: CaseFilters;
  categories: CascadeNode[];
  onChange: (patch: Partial<CaseFilters>) => void;
};

const NATIONAL = '2147483647';

/** Sort, 分类 and 区域 of the case square; the national region tree loads the first time 区域 opens. */
export function CaseFilterBar({ filters, categories, onChange }: Props) {
  const ref = useRef<DropdownRef>(null);
  const [regions, setRegions] = useState<CascadeNode[] | null>(null);
  const [loadingRegions, setLoadingRegions] = useState(false);

  const loadRegions = () => {
    if (regions || loadingRegions) return;
    setLoadingRegions(true);
    cmsCodeTier(NATIONAL).then(
      (tree) => setRegions(regionOptions(tree)),
      () => toast.error('区域加载失败'),
    ).finally(() => setLoadingRegions(false));
  };

  const apply = (patch: Partial<CaseFilters>) => {
    ref.current?.close();
    onChange(patch);
  };

  return (
    <div className={styles.filterBar}>
      <Dropdown ref={ref} onChange={(key) => key === 'region' && loadRegions()}>
        <Dropdown.Item key="sort" title={CASE_SORT_LABELS[filters.sort]} highlight={filters.sort !== 'default'}>
          <ul className={styles.sortList} role="listbox" aria-label="排序">
            {(Object.keys(CASE_SORT_LABELS) as CaseSort[]).map((k) => (
              <li key={k} role="none">
                <button type="button" role="option" aria-selected={k === filters.sort} className={k === filters.sort ? styles.cellOn : styles.cell} onClick={() => apply({ sort: k })}>
                  <span>{CASE_SORT_LABELS[k]}</span>
                  {k === filters.sort ? <CheckOutline aria-hidden /> : null}
                </button>
              </li>
            ))}
          </ul>
        </Dropdown.Item>
        <Dropdown.Item key="category" title={pathLabel(categories, filters.category, '分类')} highlight={filters.category.length > 0}>
          <CascadePanel label="分类" options={categories} value={filters.category} onConfirm={(category) => apply({ category })} />
        </Dropdown.Item>
        <Dropdown.Item key="region" title={regions ? pathLabel(regions, filters.region, '区域') : filters.region.length ? '已选区域' : '区域'} highlight={filters.region.length > 0}>
          <CascadePanel label="区域" options={regions ?? []} loading={!regions} value={filters.region} onConfirm={(region) => apply({ region })} />
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}
