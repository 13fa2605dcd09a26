import { useEffect, useMemo, useRef, useState } from 'react';
import { Cascader } from '@/components/common/lazyAntd';
import { placeOption } from '@/components/common/PlaceOption';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import type { UserProfile } from '@/services/auth';
import { reachesLeaf, samePath, type TreeOption, type TreePath } from '@/lib/treeChoice';
import { usePlaceTaps } from '@/components/common/usePlaceTaps';
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

  const chosen = useMemo(() => (provinceCode ? [provinceCode, cityCode].filter(Boolean) : []), [provinceCode, cityCode]);
  const meant = usePlaceTaps(visible, chosen);
  // A tap on a city (or on a province without cities) ends the choice and saves it (the same place again: nothing to save).
  const choose = (path: TreePath): boolean => {
    if (!options || !reachesLeaf(options, path)) return false;
    onClose();
    if (!samePath(path, chosen)) void saveField(PROFILE_FIELD.region, `${path[0]},${path[1] ?? ''}`, onSaved);
    return true;
  };

  return (
    <Cascader
      title="所在地区"
      placeholder="请选择"
        optionRender={placeOption}
      visible={visible && !!options}
      options={options ?? []}
      value={chosen}
      onClose={onClose}
      onSelect={(path) => void choose(meant(path))}
      onConfirm={(path) => {
        if (path[0] && !choose(path)) toast.warning('请选择所在城市');
      }}
    />
  );
}
