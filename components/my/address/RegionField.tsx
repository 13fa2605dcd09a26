import { useEffect, useRef, useState } from 'react';
import { type CascadePickerOption } from 'antd-mobile';
import { CascadePicker } from '@/components/common/lazyAntd';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import { regionText } from '@/lib/address/addressRules';
import styles from './address.module.css';

/** The region tree's root (every province → its cities → their districts). */
const REGION_ROOT = '2147483647';

export type RegionValue = { provinceCode: string; provinceName: string; cityCode: string; cityName: string; areaCode: string; areaName: string };
export const EMPTY_REGION: RegionValue = { provinceCode: '', provinceName: '', cityCode: '', cityName: '', areaCode: '', areaName: '' };

const toOptions = (items: DictTierItem[]): CascadePickerOption[] =>
  items.map((i) => ({ label: i.name, value: i.code, children: i.children.length ? toOptions(i.children) : undefined }));

/** The offline region table, loaded once per page view (the same tree the profile's region picker reads). */
let cached: CascadePickerOption[] | null = null;

function regionOf(options: CascadePickerOption[], codes: readonly (string | number | null)[]): RegionValue {
  const out = { ...EMPTY_REGION };
  const keys = [['provinceCode', 'provinceName'], ['cityCode', 'cityName'], ['areaCode', 'areaName']] as const;
  let level: CascadePickerOption[] | undefined = options;
  codes.forEach((code, i) => {
    const hit = code ? level?.find((o) => o.value === code) : undefined;
    if (!hit || i > 2) return;
    out[keys[i][0]] = String(hit.value);
    out[keys[i][1]] = String(hit.label);
    level = hit.children;
  });
  return out;
}

type Props = { id: string; value: RegionValue; onChange: (v: RegionValue) => void };

/** 收货地区: province, city, district from the offline table (a level without children ends the choice). */
export function RegionField({ id, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<CascadePickerOption[] | null>(cached);
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
      <CascadePicker
        title="收货地区"
        visible={open && !!options}
        options={options ?? []}
        defaultValue={value.provinceCode ? [value.provinceCode, value.cityCode, value.areaCode].filter(Boolean) : undefined}
        onClose={() => setOpen(false)}
        onConfirm={(codes) => {
          setOpen(false);
          if (options && codes[0]) onChange(regionOf(options, codes));
        }}
      />
    </>
  );
}
