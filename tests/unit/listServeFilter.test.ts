import { describe, expect, it } from 'vitest';
import {
  classTitle,
  cleanPrice,
  EMPTY_FILTER,
  filterFromQuery,
  filterSummary,
  filterToInput,
  filterToQuery,
  priceTitle,
  sortTitle,
  toggleClass,
} from '@/lib/list/serveFilter';
import type { CategoryNode } from '@/services/goods';

const node = (code: string, name: string, children: CategoryNode[] = [], level = 1): CategoryNode => ({ code, name, level, parentCode: null, children });
const tree = [node('FL1', '公司服务', [node('FL11', '公司注册', [node('FL111', '有限公司注册', [], 3)], 2), node('FL12', '公司变更', [], 2)])];
const prices = [{ id: '1', code: 'P1', name: '1000元以下', ext2: '0-1000' }];
const sorts = [{ code: 'default', name: '综合排序' }, { code: 'price_asc', name: '价格从低到高' }];

describe('service list filters (inventory §5.1)', () => {
  it('reads the deep link: navcode, classcode list, priceid, price range, sort', () => {
    expect(filterFromQuery({ navcode: 'FL1', classcode: 'FL11,FL12', sort: 'price_asc' })).toEqual({
      ...EMPTY_FILTER,
      navCode: 'FL1',
      classCodes: ['FL11', 'FL12'],
      sort: 'price_asc',
    });
    expect(filterFromQuery({ price: '100-2000' })).toMatchObject({ minPrice: '100', maxPrice: '2000', priceCode: '' });
    expect(filterFromQuery({ priceid: 'P1', price: '0-1000' })).toMatchObject({ priceCode: 'P1', minPrice: '', maxPrice: '' });
  });

  it('round-trips through the URL', () => {
    const f = { ...EMPTY_FILTER, navCode: 'FL1', classCodes: ['FL11'], minPrice: '5', maxPrice: '', sort: 'sales' };
    expect(filterFromQuery(filterToQuery(f))).toEqual(f);
  });

  it('swaps typed prices given the wrong way round and lets a preset win', () => {
    expect(filterToInput({ ...EMPTY_FILTER, minPrice: '900', maxPrice: '100' })).toEqual({ minPrice: 100, maxPrice: 900 });
    expect(filterToInput({ ...EMPTY_FILTER, minPrice: '1', priceCode: 'P1' })).toEqual({ priceCode: 'P1' });
    expect(filterToInput({ ...EMPTY_FILTER, navCode: 'FL1', classCodes: ['FL11', 'FL12'] })).toEqual({ navCode: 'FL1', classCodes: 'FL11,FL12' });
  });

  it('keeps only digits, at most 8, in price inputs', () => {
    expect(cleanPrice('12a3.5')).toBe('1235');
    expect(cleanPrice('1234567890')).toBe('12345678');
  });

  it('不限 clears the choice; other items toggle', () => {
    expect(toggleClass(['FL11'], '')).toEqual([]);
    expect(toggleClass(['FL11'], 'FL12')).toEqual(['FL11', 'FL12']);
    expect(toggleClass(['FL11', 'FL12'], 'FL11')).toEqual(['FL12']);
  });

  it('titles the dropdowns by what is chosen', () => {
    expect(classTitle(EMPTY_FILTER, tree)).toBe('全部分类');
    expect(classTitle({ ...EMPTY_FILTER, navCode: 'FL1' }, tree)).toBe('公司服务');
    expect(classTitle({ ...EMPTY_FILTER, navCode: 'FL1', classCodes: ['FL11', 'FL111'] }, tree)).toBe('公司注册,有限公司注册');
    expect(priceTitle({ ...EMPTY_FILTER, priceCode: 'P1' }, prices)).toBe('1000元以下');
    expect(priceTitle({ ...EMPTY_FILTER, minPrice: '10', maxPrice: '20' }, prices)).toBe('10-20元');
    expect(priceTitle(EMPTY_FILTER, prices)).toBe('价格');
    expect(sortTitle(EMPTY_FILTER, sorts)).toBe('综合排序');
    expect(sortTitle({ ...EMPTY_FILTER, sort: 'price_asc' }, sorts)).toBe('价格从低到高');
  });

  it('summarises the filters for a lead', () => {
    expect(filterSummary({ ...EMPTY_FILTER, navCode: 'FL1', priceCode: 'P1' }, tree, prices)).toBe('公司服务-1000元以下');
  });
});
