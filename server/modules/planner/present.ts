import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import type { PlannerCard, PlannerListItem } from '@/lib/contract/planner/api';
import { DEFAULT_PLANNER_TYPE, DEFAULT_POST_NAME, PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { bpToPercentText } from '@/lib/format';
import { planners } from './schema';

export type PlannerRow = typeof planners.$inferSelect;

/** The one planner shape of every answer (lib/contract/planner/api.ts PlannerCard). */
export function plannerCardOf(p: PlannerRow): PlannerCard {
  return {
    mchUserId: p.userId,
    name: p.name,
    avatar: p.avatar,
    postName: p.postName || DEFAULT_POST_NAME,
    tagNameList: p.tags,
    type: p.mchClass || DEFAULT_PLANNER_TYPE,
    point: p.point,
  };
}

/** A card of the planner list (inventory §13.1). */
export function listItemOf(p: PlannerRow, recomLog = ''): PlannerListItem {
  return {
    ...plannerCardOf(p),
    recentCompany: p.recentCompany,
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    cityCode: p.cityCode,
    districtCode: p.districtCode,
    dggPlannerRecomLog: recomLog,
  };
}

/** Business categories' second-level names, distinct, in the planner's order. */
export const categoryNames = (p: PlannerRow) => [...new Set(p.businessCategories.map((c) => c.secondTypeName).filter(Boolean))];

const activeSql = sql`${planners.status} = ${PLANNER_STATUS.ACTIVE}`;

/**
 * Share of active planners with a lower 薯片分, percent 0–100, counted now (not a stored or made-up figure). A planner
 * alone in the market beats nobody.
 */
export async function beatPercentOf(db: DbLike, point: number): Promise<{ percent: number; total: number }> {
  const [row] = await db
    .select({
      lower: sql<number>`count(*) filter (where ${planners.point} < ${point})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(planners)
    .where(activeSql);
  const total = row?.total ?? 0;
  return { percent: total ? Math.floor(((row?.lower ?? 0) / total) * 100) : 0, total };
}

export const percentText = (n: number | null) => (n === null ? '' : `${n}%`);
