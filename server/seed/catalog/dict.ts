import { DICT } from '@/server/modules/catalog/enums';
import type { CategoryIndex } from './categories';
import { buildTradeDict, type DictRow } from './dictTrade';

const row = (code: string, name: string, parentCode: string | null, sort: number, ext: Partial<DictRow> = {}): DictRow => ({
  code, name, parentCode, sort, ext1: null, ext2: null, ext3: null, ext4: null, enabled: true, ...ext,
});

/**
 * The CMS dictionary: home recommend tabs (ext3 = first-level class), service list price presets (ext2 "min-max"
 * yuan) and sorts (ext1 = order field, ext2 '1' ascending), resource picker presets and sorts, and the trade filters.
 */
export function buildDict(cats: CategoryIndex): DictRow[] {
  const out: DictRow[] = [];
  const family = (code: string, name: string, children: [string, Partial<DictRow>][]) => {
    out.push(row(code, name, null, 0));
    children.forEach(([n, ext], i) => out.push(row(`${code}-${i + 1}`, n, code, i + 1, ext)));
  };
  const firsts = cats.all.filter((c) => c.kind === 'service' && c.level === 1);
  const tabs = ['公司服务', '财税服务', '商标服务', '专利版权', '法律服务', '金融服务', '资质办理', '互联网服务'];
  family(DICT.HOME_TABS, '首页推荐商品', tabs.map((n) => [n, { ext3: firsts.find((f) => f.name === n)!.code }]));
  family(DICT.SERVICE_PRICE, '服务价格区间', [
    ['500元以下', { ext2: '0-500' }], ['500-1000元', { ext2: '500-1000' }], ['1000-3000元', { ext2: '1000-3000' }],
    ['3000-10000元', { ext2: '3000-10000' }], ['1万元以上', { ext2: '10000-99999999' }],
  ]);
  family(DICT.SERVICE_SORT, '服务排序', [
    ['综合排序', { ext1: 'default', ext2: '0' }], ['销量优先', { ext1: 'salesVolume', ext2: '0' }], ['价格从低到高', { ext1: 'price', ext2: '1' }],
    ['价格从高到低', { ext1: 'price', ext2: '0' }], ['最新上架', { ext1: 'createdAt', ext2: '0' }],
  ]);
  family(DICT.RESOURCE_PRICE, '资源价格区间', [
    ['1000元以下', { ext1: 'goodsPrice', ext2: '0-1000' }], ['1000-3000元', { ext1: 'goodsPrice', ext2: '1000-3000' }],
    ['3000-5000元', { ext1: 'goodsPrice', ext2: '3000-5000' }], ['5000元以上', { ext1: 'goodsPrice', ext2: '5000-99999999' }],
  ]);
  family(DICT.RESOURCE_SORT, '资源排序', [
    ['默认排序', { ext1: 'sort', ext2: '1' }], ['价格从低到高', { ext1: 'goodsPrice', ext2: '1' }], ['价格从高到低', { ext1: 'goodsPrice', ext2: '0' }],
  ]);
  return [...out, ...buildTradeDict(cats)];
}
