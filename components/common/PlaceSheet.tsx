import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { Cascader } from '@/components/common/lazyAntd';
import { toast } from '@/lib/toast';
import { meantPath, reachesLeaf, samePath, type TreeOption, type TreePath } from '@/lib/treeChoice';

const asText: CSSProperties = { display: 'block', width: '100%', padding: 0, border: 0, background: 'none', font: 'inherit', color: 'inherit', textAlign: 'left' };

/**
 * A place as a button: antd-mobile's list items are not focusable, so without it the scrolling list cannot be reached
 * by keyboard (axe: scrollable-region-focusable). Its click reaches the item, which chooses it.
 */
const placeOption = (option: { label?: unknown }) => (
  <button type="button" style={asText}>
    {String(option.label ?? '')}
  </button>
);

type Props = {
  title: string;
  visible: boolean;
  options: TreeOption[];
  /** The place chosen so far (root first), which the sheet opens on; empty for none. */
  value: readonly string[];
  onClose: () => void;
  /** A whole place was chosen, and it differs from `value`. */
  onChoose: (path: string[]) => void;
  /** Said when 确定 is tapped before a whole place is chosen. */
  incomplete: string;
};

/**
 * A place chosen by taps in antd-mobile's Cascader, a tab per level (ADR 0066). A tap on a place with nothing below it
 * ends the choice and closes the sheet; 确定 before that says `incomplete`. antd-mobile's list unchecks a checked item
 * tapped again: a second tap on the place shown keeps it (`meantPath`).
 */
export function PlaceSheet({ title, visible, options, value, onClose, onChoose, incomplete }: Props) {
  // One array per place: the Cascader starts its taps over whenever `value` changes identity.
  const key = value.join('\u0001');
  const chosen = useMemo(() => (key ? key.split('\u0001') : []), [key]);
  const shown = useRef<TreePath>(chosen);
  useEffect(() => {
    if (visible) shown.current = chosen;
  }, [visible, chosen]);

  const choose = (path: TreePath): boolean => {
    if (!reachesLeaf(options, path)) return false;
    onClose();
    if (!samePath(path, chosen)) onChoose(path.map(String));
    return true;
  };

  return (
    <Cascader
      title={title}
      placeholder="请选择"
      optionRender={placeOption}
      visible={visible}
      options={options}
      value={chosen}
      onClose={onClose}
      onSelect={(tapped) => {
        const meant = meantPath(shown.current, tapped);
        shown.current = tapped;
        choose(meant);
      }}
      onConfirm={(path) => {
        if (path[0] != null && !choose(path)) toast.warning(incomplete);
      }}
    />
  );
}
