import { useEffect, useMemo, useRef, useState } from 'react';
import { Cascader } from '@/components/common/lazyAntd';
import { placeOption } from '@/components/common/PlaceOption';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import { regionText } from '@/lib/address/addressRules';
import { pathOptions, reachesLeaf, type TreeOption, type TreePath } from '@/lib/treeChoice';
import { usePlaceTaps } from '@/components/common/usePlaceTaps';
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

/**
 * 收货地区: province, city, district from the offline table, chosen by taps in antd-mobile's Cascader (a tab per level,
 * as the big shops do; wheels spring back when a busy page lags a tap, ADR 0066). A
 * place with nothing below it ends the choice and closes the sheet; 确定 before that asks for the rest.
 */
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

  // One array per chosen region, not per render: the Cascader starts its taps over whenever `value` changes.
  const chosen = useMemo(
    () => (value.provinceCode ? [value.provinceCode, value.cityCode, value.areaCode].filter(Boolean) : []),
    [value.provinceCode, value.cityCode, value.areaCode],
  );
  const meant = usePlaceTaps(open, chosen);
  // A tap on a place with nothing below it (a district, or a city without districts) ends the choice.
  const choose = (codes: TreePath): boolean => {
    if (!options || !reachesLeaf(options, codes)) return false;
    setOpen(false);
    onChange(regionOf(options, codes));
    return true;
  };

  const text = regionText(value);
  return (
    <>
      <button type="button" id={id} className={styles.picker} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={text ? undefined : styles.placeholder}>{text || '请选择省 / 市 / 区'}</span>
        <RightOutline aria-hidden />
      </button>
      <Cascader
        title="收货地区"
        placeholder="请选择"
        optionRender={placeOption}
        visible={open && !!options}
        options={options ?? []}
        value={chosen}
        onClose={() => setOpen(false)}
        onSelect={(codes) => void choose(meant(codes))}
        onConfirm={(codes) => {
          if (!codes[0]) return;
          if (!choose(codes)) toast.warning('请选择完整的省、市、区');
        }}
      />
    </>
  );
}
