import { eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { planners } from './schema';

// 历史成交 / 服务次数 (pay_num): the customer orders of the planner that took their first payment. The order module
// raises it inside that payment's transaction; nothing else writes it (ADR 0027).

/** One more paid order of the planner (an increment: concurrent payments cannot lose one). */
export async function countPlannerDeal(tx: DbLike, plannerId: string): Promise<void> {
  await tx
    .update(planners)
    .set({ payNum: sql`${planners.payNum} + 1` })
    .where(eq(planners.userId, plannerId));
}
