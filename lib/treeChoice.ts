/**
 * A choice made level by level in a tree (province → city → district), as antd-mobile's Cascader hands it over: the
 * codes tapped so far, from the root down.
 */
export type TreeOption = { value: string; label: string; children?: TreeOption[] };
export type TreePath = readonly (string | number | null | undefined)[];

/** The options `path` runs through, from the root down; it stops at the first code that is not in its level. */
export function pathOptions(options: readonly TreeOption[], path: TreePath): TreeOption[] {
  const out: TreeOption[] = [];
  let level: readonly TreeOption[] | undefined = options;
  for (const code of path) {
    const hit: TreeOption | undefined = code == null || code === '' ? undefined : level?.find((o) => o.value === code);
    if (!hit) break;
    out.push(hit);
    level = hit.children;
  }
  return out;
}

/** Whether `path` runs from the root to a place with nothing below it: the choice is whole. */
export function reachesLeaf(options: readonly TreeOption[], path: TreePath): boolean {
  const through = pathOptions(options, path);
  const last = through[through.length - 1];
  return !!last && through.length === path.filter((c) => c != null && c !== '').length && !last.children?.length;
}

/**
 * The place a tap meant. antd-mobile's list unchecks a checked item when it is tapped again, so a second tap on the
 * place already chosen arrives as `shown` without its last code; the person meant to keep that place.
 */
export function meantPath(shown: TreePath, tapped: TreePath): TreePath {
  const again = tapped.length === shown.length - 1 && tapped.every((c, i) => c === shown[i]);
  return again ? shown : tapped;
}

/** Whether two paths choose the same place. */
export const samePath = (a: TreePath, b: TreePath): boolean => a.length === b.length && a.every((c, i) => c === b[i]);
