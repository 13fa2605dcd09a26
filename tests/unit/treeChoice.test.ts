import { describe, expect, it } from 'vitest';
import { pathOptions, reachesLeaf, type TreeOption } from '@/lib/treeChoice';

const tree: TreeOption[] = [
  { value: '51', label: '四川省', children: [{ value: '5101', label: '成都市', children: [{ value: '510107', label: '武侯区' }] }] },
  { value: '81', label: '香港', children: [] },
  { value: '11', label: '北京市', children: [{ value: '1101', label: '北京市', children: [{ value: '110105', label: '朝阳区' }] }] },
];

describe('a choice made level by level', () => {
  it('follows the codes from the root down', () => {
    expect(pathOptions(tree, ['11', '1101', '110105']).map((o) => o.label)).toEqual(['北京市', '北京市', '朝阳区']);
    expect(pathOptions(tree, ['51', 'x', '510107']).map((o) => o.label)).toEqual(['四川省']);
    expect(pathOptions(tree, [])).toEqual([]);
  });

  it('is whole only at a place with nothing below it', () => {
    expect(reachesLeaf(tree, ['51', '5101', '510107'])).toBe(true);
    expect(reachesLeaf(tree, ['81'])).toBe(true);
    expect(reachesLeaf(tree, ['51'])).toBe(false);
    expect(reachesLeaf(tree, ['51', '5101'])).toBe(false);
    expect(reachesLeaf(tree, [])).toBe(false);
    expect(reachesLeaf(tree, [null])).toBe(false);
  });

  it('is not whole when a code is not in its level', () => {
    expect(reachesLeaf(tree, ['51', '1101', '110105'])).toBe(false);
    expect(reachesLeaf(tree, ['51', '5101', '510107', '9'])).toBe(false);
  });
});
