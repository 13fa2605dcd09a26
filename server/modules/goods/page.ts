/**
 * Everything the server-rendered goods page needs in one call: the goods, its review digest, the booth ("钻展")
 * planner of the caller's city and its 领券 strip. Each public part is a short shared copy (cachedJson, like the home) kept
 * where it changes: the goods per goods and city, the digest per goods (forgotten when a review is written), the
 * booth planner per city and category (the same for every goods of that category). The caller's own part (isSave)
 * comes from the short copy of their saved goods (favourite/savedCopy.ts), forgotten when they change it.
 * docs/PERFORMANCE.md explains the numbers behind this.
 */
import type { GoodsDetail, GoodsPageData } from '@/lib/contract/goods/api';
import { AD_SLOT, FAVOURITE_TYPE } from '@/lib/contract/catalog/enums';
import { GOODS_PAGE_COUPONS } from '@/lib/contract/coupon/enums';
import type { Db } from '../../db/client';
import type { Cache } from '../../cache';
import { cachedJson } from '../../cache';
import { goodsReviewDigest } from '../evaluate/service';
import { recommendPlanner } from '../planner/recommend';
import { isSavedFromCopy } from '../favourite/savedCopy';
import { findCouponPage } from '../coupon/receiving';
import { findAdvertising } from '../home/ads';
import { getGoodsDetail } from './detail';

/** How long the public part of a goods page may be shared (stock and prices are re-checked when ordering). */
export const GOODS_PAGE_TTL_S = 30;
/** The booth planner's copy lives as long as the goods copy did when it held the planner. */
export const BOOTH_TTL_S = GOODS_PAGE_TTL_S;
const BOOTH_SCENE = 'app-cpxqye-02';

type Deps = { db: Db; cache: Cache; now: () => Date };
type BoothPlanner = GoodsPageData['planner'];

/**
 * The booth planner of a goods page. Who it is depends only on the city and the goods' two category levels, so one
 * copy serves every goods of that category; only its recommendation log names the goods, and is written per goods.
 * A goods without a category is looked up by its id, as before.
 */
export async function boothPlanner(deps: Deps, goods: Pick<GoodsDetail, 'id' | 'classCodeOne' | 'classCodeTwo'>, areaCode: string): Promise<BoothPlanner> {
  const pick = async (productId: string | undefined) => {
    const page = await recommendPlanner(deps.db, {
      area: areaCode,
      sceneId: BOOTH_SCENE,
      productId,
      firstTypeCode: goods.classCodeOne || undefined,
      level_2_ID: goods.classCodeTwo || undefined,
      page: 1,
      limit: 1,
    });
    return page.records[0] ?? null;
  };
  if (!goods.classCodeOne) return pick(goods.id);
  const key = `goods:booth:${areaCode}:${goods.classCodeOne}:${goods.classCodeTwo}`;
  const shared = await cachedJson(deps.cache, key, BOOTH_TTL_S, () => pick(undefined));
  return shared && { ...shared, dggPlannerRecomLog: [BOOTH_SCENE, goods.id, shared.mchUserId].join(':') };
}

/**
 * The 领券 strip, drawn with the page so that nothing moves the rows under it once the page is up (a strip that
 * arrived later pushed 审批 down under a finger). Seen as a visitor, shared per goods; a customer's own states load in
 * the browser.
 */
function stripCoupons(deps: Deps, goodsId: string) {
  return cachedJson(deps.cache, `goods:coupons:${goodsId}`, GOODS_PAGE_TTL_S, async () => {
    const page = await findCouponPage(deps.db, null, { goodsId, page: 1, limit: GOODS_PAGE_COUPONS }, deps.now());
    return page.records;
  });
}

/**
 * The mid-page ad slot, drawn with the page: the same for every goods of a city and terminal. Fetched by the browser,
 * it was the one call that made a visitor's goods page load the HTTP client (axios) and render once more right after
 * the page came up.
 */
function midAds(deps: Deps, areaCode: string, terminalCode: string) {
  return cachedJson(deps.cache, `goods:midads:${areaCode}:${terminalCode}`, GOODS_PAGE_TTL_S, async () => {
    const bySlot = await findAdvertising(deps.db, [AD_SLOT.DETAIL_MID], { areaCode, terminalCode, now: deps.now() });
    return bySlot[AD_SLOT.DETAIL_MID];
  });
}

export async function getGoodsPage(deps: Deps, input: { productId: string; areaCode: string; terminalCode: string; userId: string | null }): Promise<GoodsPageData> {
  const key = `goods:page:${input.productId}:${input.areaCode}`;
  // The public goods: computed with no user (isSave false).
  const goods = await cachedJson(deps.cache, key, GOODS_PAGE_TTL_S, () => getGoodsDetail(deps.db, { productId: input.productId, areaCode: input.areaCode, userId: null }));
  const [reviews, planner, coupons, ads, isSave] = await Promise.all([
    goodsReviewDigest(deps, goods.id),
    boothPlanner(deps, goods, input.areaCode),
    stripCoupons(deps, goods.id),
    midAds(deps, input.areaCode, input.terminalCode),
    // Only a signed-in caller has favourites: visitors cost no query; a customer's saved goods are a short copy.
    isSavedFromCopy(deps, input.userId, FAVOURITE_TYPE.GOODS, goods.id),
  ]);
  return { goods: { ...goods, isSave }, reviews, planner, coupons, midAds: ads };
}
