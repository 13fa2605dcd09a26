import type { GetGoodsListQuery, GetRecommendGoodsBody, GetServeListBody, GoodsPage, ServeListData } from '@/lib/contract/goods/api';
import { DICT } from '@/lib/contract/catalog/enums';
import { GOODS_SORTS, type GoodsSort } from '@/lib/contract/goods/enums';
import type { DbLike } from '../../db/types';
import { allCategories, buildTree } from '../catalog/categories';
import { dictChildren } from '../dict/service';
import { goodsClassCodes, queryGoods, type GoodsFilter } from './query';

const isSort = (s: string | undefined): s is GoodsSort => (GOODS_SORTS as readonly (string | undefined)[]).includes(s);

/** "a-b" in yuan → fen bounds; either side may be empty. */
function rangeFen(range: string | null | undefined): { min?: number; max?: number } {
  const [a, b] = String(range ?? '').split('-');
  const num = (s: string | undefined) => (s && /^\d+(\.\d+)?$/.test(s.trim()) ? Math.round(Number(s) * 100) : undefined);
  return { min: num(a), max: num(b) };
}

/** A sort option of the dictionary (ext1 = order field, ext2 '1' ascending) as the list's sort key. */
function sortKeyOf(field: string | null, asc: string | null): GoodsSort | null {
  if (field === 'default') return 'default';
  if (field === 'salesVolume') return 'sales';
  if (field === 'price') return asc === '1' ? 'price_asc' : 'price_desc';
  if (field === 'createdAt') return 'newest';
  return null;
}

export async function getServeList(db: DbLike, areaCode: string, input: GetServeListBody): Promise<ServeListData> {
  const [prices, sorts] = await Promise.all([dictChildren(db, [DICT.SERVICE_PRICE]), dictChildren(db, [DICT.SERVICE_SORT])]);
  const f: GoodsFilter = { areaCode, keyword: input.searchKey || undefined };
  if (input.navCode && input.navCode !== '-1') f.classCode1 = input.navCode;
  if (input.classCodes?.length) f.classCodes = input.classCodes;
  const preset = input.priceCode ? prices.find((p) => p.code === input.priceCode) : undefined;
  if (preset) {
    const r = rangeFen(preset.ext2);
    f.minPriceFen = r.min;
    f.maxPriceFen = r.max;
  } else {
    if (input.minPrice !== undefined) f.minPriceFen = input.minPrice * 100;
    if (input.maxPrice !== undefined) f.maxPriceFen = input.maxPrice * 100;
    // Typed the wrong way round: the page means the range between them.
    if (f.minPriceFen !== undefined && f.maxPriceFen !== undefined && f.minPriceFen > f.maxPriceFen) {
      [f.minPriceFen, f.maxPriceFen] = [f.maxPriceFen, f.minPriceFen];
    }
  }
  const sortOptions = sorts.map((s) => ({ code: sortKeyOf(s.ext1, s.ext2) ?? s.code, name: s.name, rowCode: s.code }));
  const sortKey = sortOptions.find((s) => s.rowCode === input.sort)?.code ?? input.sort;
  f.sort = isSort(sortKey) ? sortKey : 'default';
  const goodsList = await queryGoods(db, f, input.start, input.limit);
  if (!input.needTypes) return { typeData: null, price: null, sortFilter: null, goodsList };
  return {
    typeData: buildTree(await allCategories(db)),
    price: prices.map((p) => ({ id: p.code, code: p.code, name: p.name, ext2: p.ext2 ?? '' })),
    sortFilter: sortOptions.map(({ code, name }) => ({ code, name })),
    goodsList,
  };
}

/** The plain goods list of the caller's city (home tabs, store pages, related goods). */
export function getGoodsList(db: DbLike, areaCode: string, q: GetGoodsListQuery): Promise<GoodsPage> {
  const f: GoodsFilter = {
    areaCode,
    anyClassCode: q.classCode,
    keyword: q.keyword || undefined,
    sort: q.sort,
    minPriceFen: q.minPriceFen,
    maxPriceFen: q.maxPriceFen,
    excludeId: q.excludeId,
  };
  return queryGoods(db, f, q.page, q.limit);
}

/**
 * Recommendations: goods of the viewed goods' second-level class (then its first level), else of the given first
 * level, best first; always the caller's city.
 */
export async function getRecommendGoods(db: DbLike, areaCode: string, input: GetRecommendGoodsBody): Promise<GoodsPage> {
  const f: GoodsFilter = { areaCode, sort: 'default' };
  if (input.productId) {
    const g = await goodsClassCodes(db, input.productId);
    f.excludeId = input.productId;
    if (g?.classCode2) {
      // One scope for every page: the second level when it fills a page, else the first level.
      const probe = await queryGoods(db, { ...f, classCodes: [g.classCode2] }, 1, input.limit);
      if (probe.totalCount >= input.limit) return input.page === 1 ? probe : queryGoods(db, { ...f, classCodes: [g.classCode2] }, input.page, input.limit);
      return queryGoods(db, { ...f, classCode1: g.classCode1 }, input.page, input.limit);
    }
  }
  if (input.classCode) f.anyClassCode = input.classCode;
  return queryGoods(db, f, input.page, input.limit);
}
