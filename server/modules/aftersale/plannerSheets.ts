import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PlannerRefundPage } from '@/lib/contract/workbench/api';
import { ALL, type RefundTabKey } from '@/lib/contract/workbench/enums';
import { AFTER_SALE_STATUS } from '@/lib/contract/aftersale/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { plannerLineIdsSql } from '../order/plannerScope';
import { afterSales } from './schema';
import { toView } from './sheet';

// The planner's workbench, refunds: the after-sale sheets of the orders the planner acts for (order/plannerScope.ts),
// by status; those 售后中 wait for the planner's decision (operator/decide).

const ofPlanner = (plannerId: string) => sql`${afterSales.orderId} in ${plannerLineIdsSql(plannerId)}`;

/** GET /orderSale/v1/planner/list: a page of one status (售后中: oldest first), with each status's count. */
export async function plannerSheetList(deps: Deps, plannerId: string, q: { page: number; limit: number; status: RefundTabKey }): Promise<PlannerRefundPage> {
  const scope = ofPlanner(plannerId);
  const where = q.status === ALL ? scope : (and(scope, eq(afterSales.status, Number(q.status))) as SQL);
  const order = q.status === String(AFTER_SALE_STATUS.PROCESSING) ? [asc(afterSales.createdAt), asc(afterSales.id)] : [desc(afterSales.updatedAt), desc(afterSales.id)];
  const [rows, [{ n }], byStatus] = await Promise.all([
    deps.db.select().from(afterSales).where(where).orderBy(...order).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    deps.db.select({ n: countInt }).from(afterSales).where(where),
    deps.db.select({ s: afterSales.status, n: countInt }).from(afterSales).where(scope).groupBy(afterSales.status),
  ]);
  const counts: Record<string, number> = { [ALL]: 0 };
  for (const r of byStatus) {
    counts[String(r.s)] = r.n;
    counts[ALL] += r.n;
  }
  const records = [];
  for (const r of rows) records.push({ ...(await toView(deps.db, r)), userName: r.userName || '客户' });
  return { ...pageOf(records, n, q.page, q.limit), counts };
}

/** Sheets 售后中 on the planner's orders (the workbench home). */
export async function plannerRefundsToDecide(db: DbLike, plannerId: string): Promise<number> {
  const [{ n }] = await db.select({ n: countInt }).from(afterSales).where(and(ofPlanner(plannerId), eq(afterSales.status, AFTER_SALE_STATUS.PROCESSING)));
  return n;
}
