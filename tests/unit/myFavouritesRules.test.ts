import { describe, expect, it } from 'vitest';
import {
  ALL_TABS,
  GOODS_TABS,
  KNOWN_TABS,
  allChosen,
  deleteConfirmText,
  emptyText,
  favouriteQuery,
  knownFilterOf,
  knownMetaText,
  stillShown,
  tabOf,
  tabTitle,
  toggled,
  toggledAll,
} from '@/lib/favourites/favouriteRules';

describe('我的收藏 tabs', () => {
  it('opens the tab the address names when the page has it, else its first tab', () => {
    expect(tabOf('trade')).toBe('trade');
    expect(tabOf(['known', 'goods'])).toBe('known');
    expect(tabOf('shop')).toBe('goods');
    expect(tabOf(undefined)).toBe('goods');
    expect(tabOf('planner', GOODS_TABS)).toBe('goods');
    expect(tabOf('trade', GOODS_TABS)).toBe('trade');
    expect(tabOf('goods', KNOWN_TABS)).toBe('known');
  });

  it('reads the 必懂 kind, all kinds for anything unknown', () => {
    expect(knownFilterOf('1')).toBe(1);
    expect(knownFilterOf('5')).toBe(5);
    expect(knownFilterOf('4')).toBe(0);
    expect(knownFilterOf('abc')).toBe(0);
    expect(knownFilterOf(undefined)).toBe(0);
  });

  it('writes the address back without the defaults', () => {
    expect(favouriteQuery('goods', 0)).toEqual({});
    expect(favouriteQuery('trade', 0)).toEqual({ tab: 'trade' });
    expect(favouriteQuery('known', 3)).toEqual({ tab: 'known', type: '3' });
    expect(favouriteQuery('known', 0, KNOWN_TABS)).toEqual({});
    expect(favouriteQuery('known', 2, KNOWN_TABS)).toEqual({ type: '2' });
    expect(favouriteQuery('goods', 2)).toEqual({});
  });

  it('names every tab and its empty state', () => {
    expect(ALL_TABS.map(tabTitle)).toEqual(['服务商品', '交易商品', '套餐', '规划师', '必懂']);
    expect(emptyText('planner')).toBe('还没有收藏规划师');
  });
});

describe('管理 mode', () => {
  const ids = ['a', 'b', 'c'];
  it('ticks and unticks one row', () => {
    const one = toggled(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggled(one, 'a')]).toEqual([]);
  });

  it('全选 ticks every shown row, or none when all were ticked', () => {
    expect(allChosen(new Set(), [])).toBe(false);
    expect(allChosen(new Set(['a', 'b']), ids)).toBe(false);
    const all = toggledAll(new Set(['a']), ids);
    expect([...all].sort()).toEqual(ids);
    expect(allChosen(all, ids)).toBe(true);
    expect([...toggledAll(all, ids)]).toEqual([]);
  });

  it('forgets ticks of rows no longer shown', () => {
    expect([...stillShown(new Set(['a', 'x']), ids)]).toEqual(['a']);
  });

  it('asks before deleting, with the count', () => {
    expect(deleteConfirmText(3)).toBe('确定取消收藏选中的3项内容吗？');
  });
});

describe('必懂 card footer', () => {
  const counts = { answerCount: 12, collectCount: 3, applaudCount: 15_300, remarkCount: 7 };
  it('counts answers and collects for a question', () => {
    expect(knownMetaText({ type: 1, ...counts })).toBe('12 回答 · 3 收藏');
  });
  it('counts likes and comments for the rest', () => {
    expect(knownMetaText({ type: 2, ...counts })).toBe('1.5w 赞 · 7 评论');
    expect(knownMetaText({ type: 3, ...counts })).toBe('1.5w 赞 · 7 评论');
  });
});
