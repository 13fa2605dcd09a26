import { useEffect, useRef } from 'react';
import { meantPath, type TreePath } from '@/lib/treeChoice';

/**
 * For a place sheet (antd-mobile's Cascader): turns each tap's path into the place the person meant (a second tap on
 * the chosen place keeps it, `meantPath`). `chosen` is what the sheet opens on.
 */
export function usePlaceTaps(open: boolean, chosen: TreePath): (tapped: TreePath) => TreePath {
  const shown = useRef<TreePath>(chosen);
  useEffect(() => {
    if (open) shown.current = chosen;
  }, [open, chosen]);
  return (tapped) => {
    const meant = meantPath(shown.current, tapped);
    shown.current = tapped;
    return meant;
  };
}
