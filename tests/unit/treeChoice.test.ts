import { describe, expect, it } from 'vitest';
import { meantPath, pathOptions, reachesLeaf, samePath, type TreeOption } from '@/lib/treeChoice';

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

describe('the place a tap meant', () => {
  it('keeps the chosen place when it is tapped again (the list unchecks it)', () => {
    expect(meantPath(['51', '5101', '510107'], ['51', '5101'])).toEqual(['51', '5101', '510107']);
    expect(meantPath(['81'], [])).toEqual(['81']);
  });

  it('takes any other tap as it is', () => {
    expect(meantPath(['51', '5101'], ['51', '5101', '510107'])).toEqual(['51', '5101', '510107']);
    expect(meantPath(['51', '5101', '510107'], ['51', '5101', '510104'])).toEqual(['51', '5101', '510104']);
    expect(meantPath(['51', '5101', '510107'], ['51'])).toEqual(['51']);
    expect(meantPath(['51', '5101'], ['11'])).toEqual(['11']);
  });

  it('says when two paths choose the same place', () => {
    expect(samePath(['51', '5101'], ['51', '5101'])).toBe(true);
    expect(samePath(['51', '5101'], ['51'])).toBe(false);
    expect(samePath([], [])).toBe(true);
  });
});
