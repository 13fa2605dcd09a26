import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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
