/**
 * Everything the server-rendered goods page needs in one call: the goods, its review digest and the booth
 * ("钻展") planner of the caller's city. The public part is the same for every visitor of a city, so it is served
 * from a short shared copy (cachedJson, like the home); the caller's own part (isSave) is added per request.
 * docs/PERFORMANCE.md explains the numbers behind this.
 */
import type { GoodsPageData } from '@/lib/contract/goods/api';
import { FAVOURITE_TYPE } from '@/lib/contract/catalog/enums';
import type { Db } from '../../db/client';
import type { Cache } from '../../cache';
import { cachedJson } from '../../cache';
import { findAlreadyEvaluatePageList } from '../evaluate/service';
import { recommendPlanner } from '../planner/recommend';
import { isSaved } from '../favourite/saved';
import { getGoodsDetail } from './detail';

/** How long the public part of a goods page may be shared (stock and prices are re-checked when ordering). */
export const GOODS_PAGE_TTL_S = 30;

/** The public part: computed with no user (isSave false). */
export async function publicGoodsPage(db: Db, productId: string, areaCode: string): Promise<GoodsPageData> {
  const goods = await getGoodsDetail(db, { productId, areaCode, userId: null });
  const [reviews, booth] = await Promise.all([
    findAlreadyEvaluatePageList(db, { goodsId: goods.id, page: 1, limit: 1 }),
    recommendPlanner(db, {
      area: areaCode,
      sceneId: 'app-cpxqye-02',
      productId: goods.id,
      firstTypeCode: goods.classCodeOne || undefined,
      level_2_ID: goods.classCodeTwo || undefined,
      page: 1,
      limit: 1,
    }),
  ]);
  return {
    goods,
    reviews: { first: reviews.records[0] ?? null, total: reviews.stats.total, goodRate: reviews.stats.goodRate },
    planner: booth.records[0] ?? null,
  };
}

export async function getGoodsPage(deps: { db: Db; cache: Cache }, input: { productId: string; areaCode: string; userId: string | null }): Promise<GoodsPageData> {
  const key = `goods:page:${input.productId}:${input.areaCode}`;
  const shared = await cachedJson(deps.cache, key, GOODS_PAGE_TTL_S, () => publicGoodsPage(deps.db, input.productId, input.areaCode));
  // Only a signed-in caller has favourites: visitors cost no query.
  const isSave = input.userId ? await isSaved(deps.db, input.userId, FAVOURITE_TYPE.GOODS, shared.goods.id) : false;
  return { ...shared, goods: { ...shared.goods, isSave } };
}
