import { describe, expect, it } from 'vitest';
import { rankCandidates, tierOf, type Candidate } from '@/server/modules/lead/demandCardRouting';
import { summaryText } from '@/server/modules/lead/demandCardNotify';

const want = { cityCode: '510100', code: 'FL20210425163709', domain: 'FL20210425163698' };
const c = (id: string, over: Partial<Candidate> = {}): Candidate => ({
  id,
  cityCode: '510100',
  areaCodes: [],
  domains: [],
  categories: [],
  point: 800,
  load: 0,
  own: false,
  ...over,
});
const REG = { domains: ['FL20210425163698'], categories: ['FL20210425163709'] };
const FIELD = { domains: ['FL20210425163698'], categories: ['FL20210425163722'] };

describe('tierOf', () => {
  it('orders own planner, category in the city, field in the city, elsewhere, the city, anyone', () => {
    expect(tierOf(c('a', { ...FIELD, own: true }), want).match).toBe('OWN');
    expect(tierOf(c('a', REG), want).match).toBe('CATEGORY');
    expect(tierOf(c('a', { ...REG, cityCode: '110100', areaCodes: ['510100'] }), want).match).toBe('CATEGORY');
    expect(tierOf(c('a', FIELD), want).match).toBe('DOMAIN');
    expect(tierOf(c('a', { ...REG, cityCode: '310100' }), want)).toEqual({ tier: 3, match: 'ELSEWHERE' });
    expect(tierOf(c('a', { ...FIELD, cityCode: '310100' }), want)).toEqual({ tier: 4, match: 'ELSEWHERE' });
    expect(tierOf(c('a'), want).match).toBe('CITY');
    expect(tierOf(c('a', { cityCode: '310100' }), want).match).toBe('ANY');
  });

  it('does not keep an own planner of another field or city', () => {
    expect(tierOf(c('a', { own: true }), want).match).toBe('CITY');
    expect(tierOf(c('a', { ...REG, own: true, cityCode: '310100' }), want).match).toBe('ELSEWHERE');
  });
});

describe('rankCandidates', () => {
  it('takes the best tier, then the fewest recent cards, then 薯片分, then id', () => {
    const ranked = rankCandidates(
      [c('z', { ...FIELD, point: 990 }), c('b', { ...REG, load: 2, point: 990 }), c('c', { ...REG, load: 1, point: 700 }), c('a', { ...REG, load: 1, point: 700 })],
      want,
    );
    expect(ranked.map((r) => r.candidate.id)).toEqual(['a', 'c', 'b', 'z']);
    expect(ranked[0].match).toBe('CATEGORY');
    expect(rankCandidates([], want)).toEqual([]);
  });
});

describe('summaryText', () => {
  it('is the title, the city and one answer a line, leaving out empty answers', () => {
    const text = summaryText({
      title: '公司注册需求卡',
      cityName: '成都市',
      rows: [
        { label: '办理时间', value: '1个月内' },
        { label: '备注', value: '' },
        { label: '是否允许电话联系', value: '是' },
      ],
    });
    expect(text).toBe('【需求卡】公司注册需求卡\n城市：成都市\n办理时间：1个月内\n是否允许电话联系：是');
  });
});
