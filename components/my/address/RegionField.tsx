import { useEffect, useRef, useState } from 'react';
import { PlaceSheet } from '@/components/common/PlaceSheet';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import { regionText } from '@/lib/address/addressRules';
import { pathOptions, type TreeOption, type TreePath } from '@/lib/treeChoice';
import styles from './address.module.css';

/** The region tree's root (every province → its cities → their districts). */
const REGION_ROOT = '2147483647';

export type RegionValue = { provinceCode: string; provinceName: string; cityCode: string; cityName: string; areaCode: string; areaName: string };
export const EMPTY_REGION: RegionValue = { provinceCode: '', provinceName: '', cityCode: '', cityName: '', areaCode: '', areaName: '' };

const toOptions = (items: DictTierItem[]): TreeOption[] =>
  items.map((i) => ({ label: i.name, value: i.code, children: i.children.length ? toOptions(i.children) : undefined }));

/** The offline region table, loaded once per page view (the same tree the profile's region picker reads). */
let cached: TreeOption[] | null = null;

/** The region `path` chooses (as far as it goes). */
function regionOf(options: TreeOption[], path: TreePath): RegionValue {
  const [p, c, a] = pathOptions(options, path);
  return { provinceCode: p?.value ?? '', provinceName: p?.label ?? '', cityCode: c?.value ?? '', cityName: c?.label ?? '', areaCode: a?.value ?? '', areaName: a?.label ?? '' };
}

type Props = { id: string; value: RegionValue; onChange: (v: RegionValue) => void };

/** 收货地区: province, city, district from the offline table, tapped in a tab per level (PlaceSheet, ADR 0066). */
export function RegionField({ id, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<TreeOption[] | null>(cached);
  const loading = useRef(false);

  useEffect(() => {
    if (!open || options || loading.current) return;
    loading.current = true;
    cmsCodeTier(REGION_ROOT, undefined, 3)
      .then((tree) => {
        cached = toOptions(tree);
        setOptions(cached);
      })
      .catch((err) => {
        toast.warning(errorText(err, '地区加载失败，请稍后再试'));
        setOpen(false);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [open, options]);

  const text = regionText(value);
  return (
    <>
      <button type="button" id={id} className={styles.picker} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={text ? undefined : styles.placeholder}>{text || '请选择省 / 市 / 区'}</span>
        <RightOutline aria-hidden />
      </button>
      <PlaceSheet
        title="收货地区"
        visible={open && !!options}
        options={options ?? []}
        value={[value.provinceCode, value.cityCode, value.areaCode].filter(Boolean)}
        onClose={() => setOpen(false)}
        onChoose={(path) => options && onChange(regionOf(options, path))}
        incomplete="请选择完整的省、市、区"
      />
    </>
  );
}
