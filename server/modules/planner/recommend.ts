import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { PlannerPage, RecommendPage, RecommendQuery } from '@/lib/contract/planner/api';
import { RECOMMEND_SCENE } from '@/lib/contract/planner/enums';
import { evaluations } from '../evaluate/schema';
import { goods } from '../goods/schema';
import { tradeListings } from '../trade/schema';
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
  const [g] = await db.select({ c1: goods.classCode1, c2: goods.classCode2 }).from(goods).where(eq(goods.id, productId)).limit(1);
  if (g) return g;
  const [t] = await db
    .select({ c1: tradeListings.classCode1, c2: tradeListings.classCode2 })
    .from(tradeListings)
    .where(eq(tradeListings.id, productId))
    .limit(1);
  if (t) return t;
  throw notFound('商品不存在');
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
  const latest = db
    .select({ plannerId: evaluations.plannerId, at: sql<Date>`max(${evaluations.evaluatedAt})`.as('at') })
    .from(evaluations)
    .where(and(eq(evaluations.userId, userId), sql`${evaluations.plannerId} is not null`))
    .groupBy(evaluations.plannerId)
    .as('served');
  const [[{ n }], ids] = await Promise.all([
    db.select({ n: countInt }).from(latest),
    db
      .select({ id: latest.plannerId })
      .from(latest)
      .orderBy(desc(latest.at), asc(latest.plannerId))
      .limit(limit)
      .offset(offsetOf(page, limit)),
  ]);
  const byId = new Map((await plannersByIds(db, ids.map((r) => r.id as string))).map((p) => [p.userId, p]));
  const records = ids
    .map((r) => byId.get(r.id as string))
    .filter((p): p is PlannerRow => !!p)
    .map((p) => listItemOf(p));
  return pageOf(records, n, page, limit);
}
