import { describe, expect, it } from 'vitest';
import type { TradeFilter, TradeFilterOption } from '@/services/goods';
import {
  ageToTimeRange,
  EMPTY_SEL,
  filterTitle,
  parseRange,
  pickOption,
  selFromQuery,
  selSummary,
  selToInput,
  selToQuery,
  type TradeSel,
} from '@/lib/list/tradeFilter';

const opt = (code: string, name: string, ext2 = '', ext1 = '', children: TradeFilterOption[] = []): TradeFilterOption => ({ id: code, code, name, ext1, ext2, pcode: '', children });
const f = (code: string, name: string, kind: TradeFilter['kind'], children: TradeFilterOption[], extra: Partial<TradeFilter> = {}): TradeFilter => ({
  code, name, ext1: '', ext3: '', kind, multi: false, children, ...extra,
});

const filters: TradeFilter[] = [
  f('CONDITION-JY-GS-DQ', '区域', 'region', [], { ext1: 'registration_area' }),
  f('CONDITION-JY-GS-HY', '行业', 'chips', [opt('JY-GS-HY-KJ', '科技类', 'JY-GS-HY-KJ', 'company_industry')], { ext1: 'company_industry' }),
  f('CONDITION-JY-ZL-HY', '行业分类', 'chips', [opt('ZL-1', '电子信息', '电子信息', 'patent_classification')], { ext1: 'patent_classification', ext3: '1' }),
  f('CONDITION-JY-GS-JG', '价格', 'price', [opt('P1', '1万以下', '0-1000000'), opt('P5', '50万以上', '50000000-')]),
  f('CONDITION-JY-GS-PX', '排序', 'sort', [opt('S1', '默认排序'), opt('S2', '价格从低到高')]),
  f('CONDITION-JY-GS-GD', '更多', 'more', [
    opt('JY-GS-GD-ZCZB', '注册资本', '', 'registered_capital', [opt('Z1', '50万以下', '0-50000000', 'registered_capital')]),
    opt('JY-GS-GD-JYSJ', '经营时间', '', 'registration_time', [opt('A1', '1-2年', '1-2', 'registration_time'), opt('A3', '3年以上', '3-', 'registration_time')]),
    opt('JY-GS-GD-FDZC', '附带资产', '', 'attached_assets', [opt('BANK', '银行账户', 'BANK'), opt('WEB', '网站', 'WEBSITE')]),
    opt('CONDITION-JY-SB-GD-ZFCD', '字符长度', '', 'name_length', [opt('L3', '3个字', '3-3')]),
  ]),
];

const sel = (s: Partial<TradeSel>): TradeSel => ({ ...EMPTY_SEL, chips: {}, more: {}, ...s });
const YEAR = 365.25 * 86_400;

describe('trade list filters (inventory §5.2)', () => {
  it('parses ranges with open ends', () => {
    expect(parseRange('1-3')).toEqual({ start: 1, end: 3 });
    expect(parseRange('5-')).toEqual({ start: 5, end: undefined });
    expect(parseRange('4')).toEqual({ start: 4, end: 4 });
    expect(parseRange('')).toEqual({});
  });

  it('sends the region as the most precise level chosen', () => {
    const r = { province: { code: '510000', name: '四川省' }, city: { code: '510100', name: '成都市' }, districts: [] };
    expect(selToInput(sel({ region: r }), filters).fieldList).toEqual([{ fieldCode: 'registration_area', fieldValue: ['510100'], matchType: 'MATCH_TYPE_MULTI' }]);
    const d = { ...r, districts: [{ code: '510104', name: '锦江区' }, { code: '510105', name: '青羊区' }] };
    expect(selToInput(sel({ region: d }), filters).fieldList?.[0].fieldValue).toEqual(['510104', '510105']);
    expect(filterTitle(filters[0], sel({ region: d }))).toBe('多选');
    expect(selToInput(EMPTY_SEL, filters)).toEqual({});
  });

  it('sends typed prices in fen (swapped when reversed) and presets as they are', () => {
    expect(selToInput(sel({ priceMin: '50000', priceMax: '100' }), filters)).toEqual({ platformPriceStart: 10000, platformPriceEnd: 5000000 });
    // Exact fen (0.29 * 100 is 28.999… in floating point); an amount that is none is left out.
    expect(selToInput(sel({ priceMin: '0.29', priceMax: '1.1' }), filters)).toEqual({ platformPriceStart: 29, platformPriceEnd: 110 });
    expect(selToInput(sel({ priceMin: 'abc', priceMax: '1.234' }), filters)).toEqual({});
    expect(selToInput(sel({ pricePreset: 'P5' }), filters)).toEqual({ platformPriceStart: 50000000 });
    expect(filterTitle(filters[3], sel({ pricePreset: 'P1' }))).toBe('1万以下');
  });

  it('sorts by the 1-based option index', () => {
    expect(selToInput(sel({ sort: 2 }), filters)).toEqual({ sortBy: 2 });
    expect(filterTitle(filters[4], sel({ sort: 2 }))).toBe('价格从低到高');
  });

  it('sends chip values by code, or by name when the filter matches by name', () => {
    const input = selToInput(sel({ chips: { 'CONDITION-JY-GS-HY': ['JY-GS-HY-KJ'], 'CONDITION-JY-ZL-HY': ['ZL-1'] } }), filters);
    expect(input.fieldList).toEqual([
      { fieldCode: 'company_industry', fieldValue: ['JY-GS-HY-KJ'], matchType: 'MATCH_TYPE_MULTI' },
      { fieldCode: 'patent_classification', fieldValue: ['电子信息'], matchType: 'MATCH_TYPE_MULTI' },
    ]);
  });

  it('turns 更多 groups into ranges, ages into registration times, name lengths and multi values', () => {
    const now = 1_700_000_000;
    const input = selToInput(sel({ more: { 'JY-GS-GD-ZCZB': ['Z1'], 'JY-GS-GD-JYSJ': ['A1'], 'JY-GS-GD-FDZC': ['BANK', 'WEB'], 'CONDITION-JY-SB-GD-ZFCD': ['L3'] } }), filters, now);
    expect(input.nameLengthStart).toBe(3);
    expect(input.nameLengthEnd).toBe(3);
    expect(input.fieldList).toEqual([
      { fieldCode: 'registered_capital', fieldValue: { start: 0, end: 50000000 }, matchType: 'MATCH_TYPE_RANGE' },
      { fieldCode: 'registration_time', fieldValue: { start: Math.round(now - 2 * YEAR), end: Math.round(now - YEAR) }, matchType: 'MATCH_TYPE_RANGE' },
      { fieldCode: 'attached_assets', fieldValue: ['BANK', 'WEBSITE'], matchType: 'MATCH_TYPE_MULTI' },
    ]);
    expect(filterTitle(filters[5], sel({ more: { 'JY-GS-GD-JYSJ': ['A1'] } }))).toBe('1-2年');
    expect(filterTitle(filters[5], sel({ more: { 'JY-GS-GD-FDZC': ['BANK', 'WEB'] } }))).toBe('多选');
  });

  it('reads ages from the name when ext2 is missing ("N年以上" has no lower time bound)', () => {
    const now = 1_000_000_000;
    expect(ageToTimeRange({ ext2: '', name: '3年以上' }, now)).toEqual({ end: Math.round(now - 3 * YEAR) });
    expect(ageToTimeRange({ ext2: '', name: '1年以下' }, now)).toEqual({ start: Math.round(now - YEAR), end: now });
  });

  it('single chips replace, multi chips toggle, 不限 clears', () => {
    expect(pickOption(['a'], 'b', false)).toEqual(['b']);
    expect(pickOption(['a'], 'a', false)).toEqual([]);
    expect(pickOption(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(pickOption(['a', 'b'], '', true)).toEqual([]);
  });

  it('round-trips the selection through the URL (classCode + pcode pairs)', () => {
    const s = sel({
      region: { province: { code: '510000', name: '' }, city: { code: '510100', name: '成都市' }, districts: [] },
      pricePreset: 'P1',
      sort: 2,
      chips: { 'CONDITION-JY-GS-HY': ['JY-GS-HY-KJ'] },
      more: { 'JY-GS-GD-FDZC': ['BANK'] },
    });
    const q = selToQuery(s);
    expect(q).toEqual({ areacode: '510100', area: '成都市', pricecode: 'P1', sort: '2', classCode: 'JY-GS-HY-KJ,BANK', pcode: 'CONDITION-JY-GS-HY,JY-GS-GD-FDZC' });
    expect(selFromQuery(q)).toEqual(s);
  });

  it('summarises the active filters for a subscription lead', () => {
    expect(selSummary('公司交易', sel({ sort: 2 }), filters)).toBe('公司交易-排序:价格从低到高');
  });
});
