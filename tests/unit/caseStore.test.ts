import {
  caseListInput,
  caseQuery,
  categoryOptions,
  parseCaseQuery,
  pathLabel,
  regionOptions,
  EMPTY_CASE_FILTERS,
} from '@/components/case/caseFilters';
import { cnDate, fractionPercent, oneDecimal, stepRange } from '@/components/case/caseText';
import { isLowScore } from '@/components/case/CaseCard';
import { firstTab, storeFlags, withMode } from '@/lib/store/storeQuery';
import { goodsChips, storeGoodsHref } from '@/components/store/StoreGoodsCard';
import { radarPoint } from '@/components/store/ScoreRadar';
import type { StoreGoodsItem } from '@/services/store';

const tree = [
  { code: 'FL1', name: '公司服务', level: 1, parentCode: null, children: [{ code: 'FL11', name: '公司注册', level: 2, parentCode: 'FL1', children: [] }] },
];

describe('case square filters', () => {
  it('offers trade kinds and the service tree, each column starting with 不限', () => {
    const options = categoryOptions(tree);
    expect(options.map((o) => o.label)).toEqual(['交易商品', '服务商品']);
    expect(options[0].children?.map((c) => c.label)).toEqual(['不限', '公司交易', '商标交易', '专利交易', '资质交易']);
    expect(options[1].children?.[1]).toMatchObject({ value: 'FL1', label: '公司服务' });
    expect(options[1].children?.[1].children?.[0]).toMatchObject({ value: '', label: '不限' });
  });
  it('titles a dropdown with the deepest chosen name', () => {
    const options = categoryOptions(tree);
    expect(pathLabel(options, ['PRO_CLASS_TYPE_SERVICE', 'FL1', ''], '分类')).toBe('公司服务');
    expect(pathLabel(options, [], '分类')).toBe('分类');
    const regions = regionOptions([{ code: '510000', name: '四川省', children: [{ code: '510100', name: '成都市', children: [] }] }]);
    expect(pathLabel(regions, ['510000', '510100'], '区域')).toBe('成都市');
  });
  it('turns filters into the case_list request', () => {
    const input = caseListInput({ sort: 'score', category: ['PRO_CLASS_TYPE_TRANSACTION', 'FL20201224136273'], region: ['510000', '510100'] }, 2);
    expect(input).toMatchObject({
      page: 2,
      limit: 15,
      productTypeCode: 'PRO_CLASS_TYPE_TRANSACTION',
      productOneBelongCode: 'FL20201224136273',
      dealProvince: '510000',
      dealCity: '510100',
    });
    expect(input.productTwoBelongCode).toBeUndefined();
    expect(input.orderItems?.[0]).toEqual({ column: 'caseScore', asc: false });
    expect(caseListInput(EMPTY_CASE_FILTERS, 1).orderItems?.[0]).toEqual({ column: 'isTop', asc: false });
  });
  it('round-trips the query of the original links (goodsType, classCode1)', () => {
    const f = parseCaseQuery({ goodsType: 'PRO_CLASS_TYPE_SERVICE', classCode1: 'FL1', province: '510000' });
    expect(f).toEqual({ sort: 'default', category: ['PRO_CLASS_TYPE_SERVICE', 'FL1'], region: ['510000'] });
    expect(caseQuery(f)).toEqual({ goodsType: 'PRO_CLASS_TYPE_SERVICE', classCode1: 'FL1', province: '510000' });
    expect(parseCaseQuery({ classCode1: 'FL20201224136319' }).category).toEqual(['PRO_CLASS_TYPE_TRANSACTION', 'FL20201224136319']);
    expect(parseCaseQuery({ goodsType: 'junk' }).category).toEqual([]);
  });
});

describe('case detail text', () => {
  it('writes dates the Chinese way', () => {
    expect(cnDate('2024-03-05')).toBe('2024年03月05日');
    expect(stepRange('2024-03-05', '2024-03-12')).toBe('2024年03月05日~2024年03月12日');
    expect(stepRange('2024-03-05', '')).toBe('2024年03月05日');
  });
  it('draws expert scores out of 10', () => {
    expect(fractionPercent(9.2)).toBe(92);
    expect(fractionPercent(12)).toBe(100);
    expect(oneDecimal(9)).toBe('9.0');
    expect(oneDecimal(null)).toBe('--');
  });
  it('marks scores below 8 as low', () => {
    expect(isLowScore(790)).toBe(true);
    expect(isLowScore(800)).toBe(false);
    expect(isLowScore(null)).toBe(false);
  });
});

describe('store pages', () => {
  it('reads preview and mpass modes, where links and contact are off', () => {
    expect(storeFlags({ pageStatus: 'preview' })).toEqual({ mode: 'preview', mpass: false, inert: true, isShare: false });
    expect(storeFlags({ platform: 'mpass', isShare: '1' })).toEqual({ mode: '', mpass: true, inert: true, isShare: true });
    expect(storeFlags({})).toMatchObject({ inert: false });
    expect(withMode('/store/groupStore?storeId=s1', { mode: 'preview' })).toBe('/store/groupStore?storeId=s1&pageStatus=preview');
    expect(withMode('/store/groupStore?storeId=s1', { mode: '' })).toBe('/store/groupStore?storeId=s1');
  });
  it('opens the wanted tab, else the module’s first, else the first category', () => {
    const cats = [{ id: 'a' }, { id: 'b' }];
    expect(firstTab(cats, [], 'b')).toBe('b');
    expect(firstTab(cats, [{ data: [{ id: 'b' }] }])).toBe('b');
    expect(firstTab(cats, [{ data: [{ id: 'x' }] }], 'zz')).toBe('a');
    expect(firstTab([], [])).toBe('');
  });
  it('links store goods to their detail page and shows their chips', () => {
    const g = { id: 't_1', productType: 'PRO_CLASS_TYPE_TRANSACTION', typeCode: 'FL20201224136319', classCodeOne: 'FL20201224136319', tags: ['急售'], desc: '一般纳税人|急售|3年以上' } as StoreGoodsItem;
    expect(storeGoodsHref(g)).toBe('/detail/transactionDetails?productId=t_1&type=FL20201224136319');
    expect(storeGoodsHref({ ...g, productType: 'PRO_CLASS_TYPE_SALES', typeCode: '', classCodeOne: 'FL1' })).toBe('/detail?productId=t_1&classCodeOne=FL1');
    expect(goodsChips(g)).toEqual(['急售', '一般纳税人', '3年以上']);
  });
  it('places radar corners clockwise from the top', () => {
    expect(radarPoint(0, 5, 100)).toEqual([150, 54]);
    expect(radarPoint(0, 5, 0)).toEqual([150, 150]);
    const [x] = radarPoint(1, 5, 100);
    expect(x).toBeGreaterThan(150);
  });
});
