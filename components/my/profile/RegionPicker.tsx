import { useEffect, useRef, useState } from 'react';
import { PlaceSheet } from '@/components/common/PlaceSheet';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import type { UserProfile } from '@/services/auth';
import type { TreeOption } from '@/lib/treeChoice';
import { PROFILE_FIELD, saveField } from './saveField';

/** The region tree's root (every province → its cities). */
const REGION_ROOT = '2147483647';

const toOptions = (items: DictTierItem[], depth: number): TreeOption[] =>
  items.map((i) => ({ label: i.name, value: i.code, children: depth > 1 && i.children.length ? toOptions(i.children, depth - 1) : undefined }));

type Props = { visible: boolean; provinceCode: string; cityCode: string; onClose: () => void; onSaved: (p: UserProfile) => void };

/** 所在地区: province, then city, tapped in a tab each (a province without cities, such as 香港, ends at the first tap). */
export function RegionPicker({ visible, provinceCode, cityCode, onClose, onSaved }: Props) {
  const [options, setOptions] = useState<TreeOption[] | null>(null);
  const loading = useRef(false);
  useEffect(() => {
    if (!visible || options || loading.current) return;
    loading.current = true;
    cmsCodeTier(REGION_ROOT, undefined, 2)
      .then((tree) => setOptions(toOptions(tree, 2)))
      .catch((err) => {
        toast.warning(errorText(err, '地区加载失败'));
        onClose();
      })
      .finally(() => {
        loading.current = false;
      });
  }, [visible, options, onClose]);

  return (
    <PlaceSheet
      title="所在地区"
      visible={visible && !!options}
      options={options ?? []}
      value={[provinceCode, cityCode].filter(Boolean)}
      onClose={onClose}
      onChoose={([province, city]) => void saveField(PROFILE_FIELD.region, `${province},${city ?? ''}`, onSaved)}
      incomplete="请选择所在城市"
    />
  );
}
