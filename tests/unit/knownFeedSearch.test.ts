import { describe, expect, it } from 'vitest';
import {
  HISTORY_MAX,
  KNOWN_HISTORY_KEY,
  parseHistory,
  pushHistory,
  readHistory,
  removeHistory,
  resultHref,
  searchHref,
  searchTabOf,
  writeHistory,
} from '@/lib/known/searchHistory';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('必懂 search history', () => {
  it('puts the newest keyword first and moves a repeat to the front', () => {
    expect(pushHistory(['财税', '注册'], '商标')).toEqual(['商标', '财税', '注册']);
    expect(pushHistory(['财税', '注册', '商标'], '注册')).toEqual(['注册', '财税', '商标']);
  });

  it('keeps 10 keywords at most and ignores blank ones', () => {
    const many = Array.from({ length: 12 }, (_, i) => `k${i}`);
    const list = many.reduce<string[]>((acc, k) => pushHistory(acc, k), []);
    expect(list).toHaveLength(HISTORY_MAX);
    expect(list[0]).toBe('k11');
    expect(pushHistory(['a'], '   ')).toEqual(['a']);
    expect(pushHistory([], '  注册 ')).toEqual(['注册']);
  });

  it('deletes one keyword', () => {
    expect(removeHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('stores the list in localStorage knownHistory and reads back only strings', () => {
    const s = memory();
    writeHistory(['注册', '财税'], s);
    expect(s.m.get(KNOWN_HISTORY_KEY)).toBe('["注册","财税"]');
    expect(readHistory(s)).toEqual(['注册', '财税']);
    s.setItem(KNOWN_HISTORY_KEY, '[1,"ok",null,""]');
    expect(readHistory(s)).toEqual(['ok']);
    expect(parseHistory('not json')).toEqual([]);
  });

  it('builds the result and input links with the tab', () => {
    expect(resultHref(' 公司 注册 ', 'article')).toBe('/known/search/result?keyword=%E5%85%AC%E5%8F%B8%20%E6%B3%A8%E5%86%8C&type=article');
    expect(searchHref('user', '张')).toBe('/known/search?type=user&keyword=%E5%BC%A0');
    expect(searchHref('question')).toBe('/known/search?type=question');
  });

  it('falls back to 问题 for an unknown tab', () => {
    expect(searchTabOf('user')).toBe('user');
    expect(searchTabOf('live')).toBe('question');
    expect(searchTabOf(undefined)).toBe('question');
  });
});
