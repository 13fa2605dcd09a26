import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planners } from '../catalog/schema';
import { PLANNER_STATUS } from '../catalog/enums';
import { bpToPercentText } from './common';

export type PlannerRow = typeof planners.$inferSelect;

export const STATUS_NAME: Record<number, string> = { 1: '启用', 0: '禁用', 3: '离职' };
export const DEFAULT_MCH_CLASS = 'MERCHANT_B';

/** A card of the planner list (inventory §13.1). */
export function listItemOf(p: PlannerRow, recomLog = '') {
  return {
    mchUserId: p.userId,
    userName: p.name,
    mchUserName: p.name,
    img: p.avatar,
    postName: p.postName,
    recentCompany: p.recentCompany,
    tagList: p.tags,
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    point: p.point,
    type: p.mchClass || DEFAULT_MCH_CLASS,
    cityCode: p.cityCode,
    districtCode: p.districtCode,
    dggPlannerRecomLog: recomLog,
  };
}

/** Business categories' second-level names, distinct, in the planner's order. */
export const categoryNames = (p: PlannerRow) => [...new Set(p.businessCategories.map((c) => c.secondTypeName).filter(Boolean))];

/**
 * Share of active planners with a lower 薯片分, percent 0–100, counted now (not a stored or made-up figure). A planner
 * alone in the market beats nobody.
 */
export async function beatPercentOf(db: Db, point: number): Promise<{ percent: number; total: number }> {
  const [row] = await db
    .select({
      lower: sql<number>`count(*) filter (where ${planners.point} < ${point})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(planners)
    .where(sql`${planners.status} = ${PLANNER_STATUS.ACTIVE}`);
  const total = row?.total ?? 0;
  return { percent: total ? Math.floor(((row?.lower ?? 0) / total) * 100) : 0, total };
}

export const percentText = (n: number | null) => (n === null ? '' : `${n}%`);
