import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { PlannerListBody, PlannerPage } from '@/lib/contract/planner/api';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { listItemOf, type PlannerRow } from './present';
import { planners } from './schema';

// Who the planners are: the list, one planner, and the reads other modules make of this module's table.

export type PlannerListInput = Omit<PlannerListBody, 'cityCode'> & { cityCode: string };

export const servesCity = (city: string) => or(eq(planners.cityCode, city), sql`${city} = any(${planners.areaCodes})`) as SQL;
export const activePlanner = eq(planners.status, PLANNER_STATUS.ACTIVE);

/** 在线直选规划师 (POST /planner/v2/list): active planners serving the city, by name, district and category, one sort. */
export async function plannerList(db: DbLike, input: PlannerListInput): Promise<PlannerPage> {
  const where: SQL[] = [activePlanner, servesCity(input.cityCode)];
  if (input.regionCode) where.push(eq(planners.districtCode, input.regionCode));
  if (input.keyWords) where.push(ilike(planners.name, likeContains(input.keyWords)));
  if (input.firstTypeCode) where.push(sql`${input.firstTypeCode} = any(${planners.firstTypeCodes})`);
  const cond = and(...where);

  const [column, flag] =
    input.orderByReputation !== undefined
      ? [planners.goodReputationBp, input.orderByReputation]
      : input.orderByPayNum !== undefined
        ? [planners.payNum, input.orderByPayNum]
        : [planners.point, input.orderByPoint ?? 1];
  const order = flag === 0 ? asc(column) : desc(column);

  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(planners).where(cond),
    db
      .select()
      .from(planners)
      .where(cond)
      .orderBy(order, asc(planners.sort), asc(planners.userId))
      .limit(input.limit)
      .offset(offsetOf(input.start, input.limit)),
  ]);
  return pageOf(rows.map((p) => listItemOf(p)), n, input.start, input.limit);
}

/** A planner by id, or undefined. */
export async function findPlanner(db: DbLike, id: string): Promise<PlannerRow | undefined> {
  const [p] = await db.select().from(planners).where(eq(planners.userId, id)).limit(1);
  return p;
}

/** A planner by id; 404 规划师不存在 when unknown. */
export async function plannerRow(db: DbLike, id: string): Promise<PlannerRow> {
  const p = await findPlanner(db, id);
  if (!p) throw notFound('规划师不存在');
  return p;
}

/** Planners by id, in no particular order (unknown ids are left out). */
export async function plannersByIds(db: DbLike, ids: string[]): Promise<PlannerRow[]> {
  return ids.length ? db.select().from(planners).where(inArray(planners.userId, ids)) : [];
}

/** Active planners among these ids, best 薯片分 first, at most `limit`. */
export async function activePlannersByIds(db: DbLike, ids: string[], limit: number): Promise<PlannerRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(planners)
    .where(and(activePlanner, inArray(planners.userId, ids)))
    .orderBy(desc(planners.point), asc(planners.userId))
    .limit(limit);
}

/**
 * Counts a new review of the planner: 好评率, evaluator count, the score sum and 薯片分 (their mean) move in one
 * statement over the stored figures (concurrent reviews cannot lose an update). Call it inside the review's transaction.
 */
export async function countPlannerReview(tx: DbLike, plannerId: string, good: boolean, score: number): Promise<void> {
  await tx
    .update(planners)
    .set({
      goodReputationBp: sql`round((${planners.goodReputationBp}::numeric * ${planners.evaluatorCount} + ${good ? 10000 : 0}) / (${planners.evaluatorCount} + 1))::int`,
      evaluatorCount: sql`${planners.evaluatorCount} + 1`,
      reviewScoreSum: sql`${planners.reviewScoreSum} + ${score}`,
      point: sql`round((${planners.reviewScoreSum} + ${score})::numeric / (${planners.evaluatorCount} + 1))::int`,
      updatedAt: new Date(),
    })
    .where(eq(planners.userId, plannerId));
}

/**
 * The home page's planners: active planners serving the city, best 薯片分 first; the national best when the city
 * has none.
 */
export async function bestPlannersOfCity(db: DbLike, areaCode: string, limit: number): Promise<PlannerRow[]> {
  const inCity = or(eq(planners.cityCode, areaCode), sql`${planners.areaCodes} @> ARRAY[${areaCode}]::text[]`);
  const pick = (where: SQL | undefined) =>
    db.select().from(planners).where(where).orderBy(desc(planners.point), asc(planners.sort), asc(planners.userId)).limit(limit);
  let rows = await pick(and(activePlanner, inCity));
  if (!rows.length) rows = await pick(activePlanner);
  return rows;
}

/** Ids of active planners, at most `limit`, in no particular order (the sitemap). */
export async function activePlannerIds(db: DbLike, limit: number): Promise<string[]> {
  const rows = await db.select({ id: planners.userId }).from(planners).where(activePlanner).limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The first active planner other than `exceptId` (serving `city`, when given) that the caller's `where` accepts, in
 * the caller's `rank` order, then best 薯片分 and by id; undefined when there is none. `where` and `rank` build their
 * SQL on the planner's user id column (e.g. with another module's condition builders).
 */
export async function firstActivePlannerId(
  db: DbLike,
  f: { exceptId: string; city?: string; where?: (plannerId: AnyColumn) => SQL; rank?: (plannerId: AnyColumn) => SQL[] },
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: planners.userId })
    .from(planners)
    .where(and(activePlanner, ne(planners.userId, f.exceptId), f.city ? servesCity(f.city) : undefined, f.where?.(planners.userId)))
    .orderBy(...(f.rank?.(planners.userId) ?? []), desc(planners.point), asc(planners.userId))
    .limit(1);
  return row?.userId;
}

/** Active planners whose name contains the words (all when empty), best 薯片分 first: answerers and 关注更多. */
export async function activePlannersNamed(db: DbLike, words: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const where = words ? and(activePlanner, ilike(planners.name, likeContains(words))) : activePlanner;
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: planners.userId }).from(planners).where(where).orderBy(desc(planners.point), planners.userId).limit(limit).offset(offset),
    db.select({ n: countInt }).from(planners).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: n };
}
