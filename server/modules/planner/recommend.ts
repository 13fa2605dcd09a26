import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { PlannerPage, RecommendPage, RecommendQuery } from '@/lib/contract/planner/api';
import { RECOMMEND_SCENE } from '@/lib/contract/planner/enums';
import { reviewedPlannerIds } from '../evaluate/service';
import { goodsClassCodes } from '../goods/query';
import { listingClassCodes } from '../trade/cards';
import { bpToPercentText } from '@/lib/format';
import { listItemOf, plannerCardOf, type PlannerRow } from './present';
import { planners } from './schema';
import { activePlanner, plannersByIds, servesCity } from './service';

// Planners put in front of a customer: those recommended for a goods page, and those who served the customer.

export type RecommendInput = Pick<RecommendQuery, 'firstTypeCode' | 'level_2_ID' | 'productId' | 'sceneId' | 'page' | 'limit'> & {
  area: string;
};

/** The classes of the goods a recommendation is for, when the page sent only its id. */
async function classesOfProduct(db: DbLike, productId: string) {
  const cls = (await goodsClassCodes(db, productId)) ?? (await listingClassCodes(db, productId));
  if (!cls) throw notFound('商品不存在');
  return { c1: cls.classCode1, c2: cls.classCode2 };
}

/**
 * GET /recommend/v1/planner: planners for a product page (推荐规划师 and the consultation card): active planners of the
 * product's first-level category, those serving the city first, then those matching the second level, then by
 * 薯片分 and deals. Falls back to every active planner when nobody covers the category, so a product page always
 * has someone to contact.
 */
export async function recommendPlanner(db: DbLike, input: RecommendInput): Promise<RecommendPage> {
  let { firstTypeCode, level_2_ID } = input;
  if (input.productId && (!firstTypeCode || !level_2_ID)) {
    const cls = await classesOfProduct(db, input.productId);
    firstTypeCode ??= cls.c1;
    level_2_ID ??= cls.c2 ?? undefined;
  }
  const scene = input.sceneId ?? RECOMMEND_SCENE.PLANNER_LIST;
  const inCategory = firstTypeCode ? and(activePlanner, sql`${firstTypeCode} = any(${planners.firstTypeCodes})`) : activePlanner;
  let [{ n }] = await db.select({ n: countInt }).from(planners).where(inCategory);
  let cond = inCategory;
  if (!n && firstTypeCode) {
    cond = activePlanner;
    [{ n }] = await db.select({ n: countInt }).from(planners).where(cond);
  }
  const order: SQL[] = [desc(sql`(${servesCity(input.area)})`)];
  if (level_2_ID) order.push(desc(sql`(${planners.businessCategories} @> ${JSON.stringify([{ secondTypeCode: level_2_ID }])}::jsonb)`));
  const rows = await db
    .select()
    .from(planners)
    .where(cond)
    .orderBy(...order, desc(planners.point), desc(planners.payNum), asc(planners.userId))
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  const records = rows.map((p) => ({
    ...plannerCardOf(p),
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    mchUserBusinessCategories: p.businessCategories,
    dggPlannerRecomLog: [scene, input.productId ?? firstTypeCode ?? '', p.userId].join(':'),
  }));
  return pageOf(records, n, input.page, input.limit);
}


/**
 * GET /planner/v1/find_serviced_planner: planners who served the user — those the user reviewed (orders arrive with
 * the order issue), latest first.
 */
export async function findServicedPlanner(db: DbLike, userId: string | null, page: number, limit: number): Promise<PlannerPage> {
  if (!userId) return pageOf([], 0, page, limit);
  const { total: n, ids } = await reviewedPlannerIds(db, userId, page, limit);
  const byId = new Map((await plannersByIds(db, ids)).map((p) => [p.userId, p]));
  const records = ids
    .map((id) => byId.get(id))
    .filter((p): p is PlannerRow => !!p)
    .map((p) => listItemOf(p));
  return pageOf(records, n, page, limit);
}
