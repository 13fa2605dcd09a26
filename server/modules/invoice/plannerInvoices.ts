import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PlannerInvoicePage } from '@/lib/contract/workbench/api';
import { ALL, type InvoiceFilter } from '@/lib/contract/workbench/enums';
import { INVOICE_STATUS } from '@/lib/contract/invoice/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { plannerLineIdsSql } from '../order/plannerScope';
import { orderLineBriefs } from '../order/plannerOrders';
import { invoices } from './schema';
import { toDetail } from './view';

// The planner's workbench, invoices: the applications for the orders the planner acts for (order/plannerScope.ts),
// by status; those under audit are the ones to issue (operator/issue) or reject (operator/reject).

const ofPlanner = (plannerId: string) => sql`${invoices.orderId} in ${plannerLineIdsSql(plannerId)}`;

/** GET /invoice/v1/planner/invoice_list: a page of one status (under audit: oldest first, they wait longest), with each status's count. */
export async function plannerInvoiceList(deps: Deps, plannerId: string, q: { page: number; limit: number; status: InvoiceFilter }): Promise<PlannerInvoicePage> {
  const scope = ofPlanner(plannerId);
  const where = q.status === ALL ? scope : (and(scope, eq(invoices.status, q.status)) as SQL);
  const order = q.status === INVOICE_STATUS.AUDIT ? [asc(invoices.applyTime), asc(invoices.id)] : [desc(invoices.applyTime), desc(invoices.id)];
  const [rows, [{ n }], byStatus] = await Promise.all([
    deps.db.select().from(invoices).where(where).orderBy(...order).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    deps.db.select({ n: countInt }).from(invoices).where(where),
    deps.db.select({ s: invoices.status, n: countInt }).from(invoices).where(scope).groupBy(invoices.status),
  ]);
  const counts: Record<string, number> = { [ALL]: 0 };
  for (const r of byStatus) {
    counts[r.s] = r.n;
    counts[ALL] += r.n;
  }
  const briefs = await orderLineBriefs(deps.db, rows.map((r) => r.orderId));
  const now = deps.now();
  const records = rows.map((r) => {
    const b = briefs.get(r.orderId);
    return { ...toDetail(r, now), cusOrderNo: b?.cusOrderNo ?? r.orderNo, applyUserName: r.applyUserName, goodsName: b?.goodsName ?? '', skuName: b?.skuName ?? '' };
  });
  return { ...pageOf(records, n, q.page, q.limit), counts };
}

/** Applications under audit for the planner's orders (the workbench home). */
export async function plannerInvoicesToIssue(db: DbLike, plannerId: string): Promise<number> {
  const [{ n }] = await db.select({ n: countInt }).from(invoices).where(and(ofPlanner(plannerId), eq(invoices.status, INVOICE_STATUS.AUDIT)));
  return n;
}
