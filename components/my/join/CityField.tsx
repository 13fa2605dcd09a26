import { useEffect, useRef, useState } from 'react';
import { type CascadePickerOption } from 'antd-mobile';
import { CascadePicker } from '@/components/common/lazyAntd';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import styles from './form.module.css';
import { placeText } from '@/lib/format';

/** The region tree's root (every province → its cities), from the offline city table. */
const REGION_ROOT = '2147483647';

export type PickedCity = { code: string; name: string; provinceName: string };

const toOptions = (items: DictTierItem[]): CascadePickerOption[] =>
  items.map((p) => ({ label: p.name, value: p.code, children: p.children.map((c) => ({ label: c.name, value: c.code })) }));

/** 所在城市: province, then city, from the region dictionary (a province without cities cannot be chosen). */
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
      <CascadePicker
        title="所在城市"
        visible={open && !!tree}
        options={tree ? toOptions(tree) : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const [pCode, cCode] = v as (string | null)[];
          const province = tree?.find((p) => p.code === pCode);
          const city = province?.children.find((c) => c.code === cCode);
          if (!province || !city) return void toast.warning('请选择城市');
          onChange({ code: city.code, name: city.name, provinceName: province.name });
        }}
      />
    </div>
  );
}
