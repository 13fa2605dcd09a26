import { describe, expect, it } from 'vitest';
import {
  ALL_TAB,
  apiKeyword,
  cardLayout,
  dotDate,
  foundTabs,
  heatText,
  highlightParts,
  kwordHref,
  parseReadIds,
  tabOf,
} from '@/components/found/foundText';

describe('heatText (the heat badge)', () => {
  it('shows the count up to 99999 and 10w+ above', () => {
    expect(heatText(0)).toBe('0');
    expect(heatText(358)).toBe('358');
    expect(heatText(99_999)).toBe('99999');
    expect(heatText(100_000)).toBe('10w+');
    expect(heatText(12_345_678)).toBe('10w+');
  });

  it('never shows a negative, fractional or non-number count', () => {
    expect(heatText(-3)).toBe('0');
    expect(heatText(Number.NaN)).toBe('0');
    expect(heatText(12.7)).toBe('12');
  });
});

describe('dotDate', () => {
  it('writes dates with dots', () => {
    expect(dotDate('2026-11-20')).toBe('2026.11.20');
    expect(dotDate('2026-11-20T02:00:00.000Z')).toBe('2026.11.20');
  });
});

describe('cardLayout', () => {
  it('gives every fifth card the large picture and the others the side picture', () => {
    const layouts = Array.from({ length: 10 }, (_, i) => cardLayout(i, '/c.svg'));
    expect(layouts).toEqual(['side', 'side', 'side', 'side', 'large', 'side', 'side', 'side', 'side', 'large']);
  });

  it('shows text only without a picture', () => {
    expect(cardLayout(4, '')).toBe('text');
    expect(cardLayout(0, '')).toBe('text');
  });
});

describe('tabs', () => {
  const categories = [
    { code: 'company', name: '公司注册' },
    { code: 'policy', name: '政策解读' },
  ];

  it('are 全部 then the answered categories, with no code of their own', () => {
    expect(foundTabs(categories)).toEqual([
      { key: ALL_TAB, title: '全部' },
      { key: 'company', title: '公司注册' },
      { key: 'policy', title: '政策解读' },
    ]);
    expect(categories.some((c) => c.code === ALL_TAB)).toBe(false);
  });

  it('reads a query category only when it is one of them', () => {
    expect(tabOf('policy', categories)).toBe('policy');
    expect(tabOf('con100032', categories)).toBe('');
    expect(tabOf(undefined, categories)).toBe('');
    expect(tabOf('', categories)).toBe('');
  });
});

describe('search keyword', () => {
  it('sends the API at most 50 trimmed characters', () => {
    expect(apiKeyword('  商标  ')).toBe('商标');
    expect(apiKeyword('商'.repeat(100))).toBe('商'.repeat(50));
    expect(apiKeyword('   ')).toBe('');
  });

  it('links to the results with the keyword encoded', () => {
    expect(kwordHref(' 商标 & 专利 ')).toBe('/found/kword?keyword=%E5%95%86%E6%A0%87%20%26%20%E4%B8%93%E5%88%A9');
  });
});

describe('highlightParts', () => {
  const join = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

  it('cuts the text into plain and matching parts that join back to the text', () => {
    const text = '商标注册全攻略：商标类别怎么选';
    const parts = highlightParts(text, '商标');
    expect(parts).toEqual([
      { text: '商标', hit: true },
      { text: '注册全攻略：', hit: false },
      { text: '商标', hit: true },
      { text: '类别怎么选', hit: false },
    ]);
    expect(join(parts)).toBe(text);
  });

  it('matches case-insensitively and keeps the text as written', () => {
    expect(highlightParts('SaaS 与 saas', 'SAAS')).toEqual([
      { text: 'SaaS', hit: true },
      { text: ' 与 ', hit: false },
      { text: 'saas', hit: true },
    ]);
  });

  it('takes the keyword literally (no pattern, no markup)', () => {
    expect(highlightParts('税率15%的优惠', '15%')).toEqual([
      { text: '税率', hit: false },
      { text: '15%', hit: true },
      { text: '的优惠', hit: false },
    ]);
    expect(highlightParts('a.b', '.')).toEqual([
      { text: 'a', hit: false },
      { text: '.', hit: true },
      { text: 'b', hit: false },
    ]);
    const tag = highlightParts('<b>商标</b>', '<b>');
    expect(tag[0]).toEqual({ text: '<b>', hit: true });
    expect(join(tag)).toBe('<b>商标</b>');
  });

  it('answers the whole text when there is no keyword or no match, and nothing for no text', () => {
    expect(highlightParts('商标注册', '')).toEqual([{ text: '商标注册', hit: false }]);
    expect(highlightParts('商标注册', '  ')).toEqual([{ text: '商标注册', hit: false }]);
    expect(highlightParts('商标注册', '专利')).toEqual([{ text: '商标注册', hit: false }]);
    expect(highlightParts('', '商标')).toEqual([]);
  });

  it('does not overlap matches', () => {
    expect(highlightParts('aaaa', 'aa').filter((p) => p.hit)).toHaveLength(2);
  });
});

describe('parseReadIds', () => {
  it('reads a JSON list of ids and ignores anything else', () => {
    expect(parseReadIds('["art_0001","art_0002"]')).toEqual(['art_0001', 'art_0002']);
    expect(parseReadIds('["art_0001",3,null]')).toEqual(['art_0001']);
    expect(parseReadIds('{"a":1}')).toEqual([]);
    expect(parseReadIds('not json')).toEqual([]);
    expect(parseReadIds(null)).toEqual([]);
  });
});
