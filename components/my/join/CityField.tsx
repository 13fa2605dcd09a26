import { useEffect, useMemo, useRef, useState } from 'react';
import { PlaceSheet } from '@/components/common/PlaceSheet';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import styles from './form.module.css';
import { placeText } from '@/lib/format';
import { pathOptions, type TreeOption } from '@/lib/treeChoice';

/** The region tree's root (every province → its cities), from the offline city table. */
const REGION_ROOT = '2147483647';

export type PickedCity = { code: string; name: string; provinceName: string };

/** Provinces with their cities; a province without cities cannot be chosen, so it is not offered. */
const toOptions = (items: DictTierItem[]): TreeOption[] =>
  items.filter((p) => p.children.length).map((p) => ({ label: p.name, value: p.code, children: p.children.map((c) => ({ label: c.name, value: c.code })) }));

/** The city `path` chooses: a province and one of its cities, or nothing. */
function cityOf(options: TreeOption[], path: string[]): PickedCity | null {
  const [province, city] = pathOptions(options, path);
  return province && city ? { code: city.value, name: city.label, provinceName: province.label } : null;
}

/** 所在城市: province, then city, tapped in a tab each (PlaceSheet), from the region dictionary. */
export function CityField({ value, onChange }: { value: PickedCity | null; onChange: (c: PickedCity) => void }) {
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<DictTierItem[] | null>(null);
  const loading = useRef(false);
  useEffect(() => {
    if (!open || tree || loading.current) return;
    loading.current = true;
    cmsCodeTier(REGION_ROOT, undefined, 2)
      .then(setTree)
      .catch((err) => {
        toast.warning(errorText(err, '地区加载失败'));
        setOpen(false);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [open, tree]);

  const options = useMemo(() => (tree ? toOptions(tree) : []), [tree]);
  // Reopened on the city chosen; its province is found from the tree.
  const province = value && tree?.find((p) => p.children.some((c) => c.code === value.code));
  const label = value ? placeText(value.provinceName, value.name) : '请选择所在城市';
  return (
    <div className={styles.field}>
      <span className={styles.req} aria-hidden>
        所在城市
      </span>
      <button type="button" className={styles.pick} data-empty={!value} aria-label={`所在城市：${label}`} onClick={() => setOpen(true)}>
        <span>{label}</span>
        <RightOutline aria-hidden />
      </button>
      <PlaceSheet
        title="所在城市"
        visible={open && !!tree}
        options={options}
        value={province && value ? [province.code, value.code] : []}
        onClose={() => setOpen(false)}
        onChoose={(path) => {
          const city = cityOf(options, path);
          if (city) onChange(city);
        }}
        incomplete="请选择城市"
      />
    </div>
  );
}
