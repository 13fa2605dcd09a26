import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { cusOrderCountsByStatus, findOrder } from '../order/facts';
import { refundableFen } from './applying';
import { evaluateNum } from '../evaluate/write';
import { afterSaleRecords as recordsTable, afterSales, refunds } from './schema';
import type { AfterSale as AfterSaleView, AfterSalePage, MyCounts, ProcessRecordPage, Refund as RefundView, RefundListPage } from '@/lib/contract/aftersale/api';
import { OPEN_STATUSES } from '@/lib/contract/aftersale/enums';
import { CUS_ORDER_STATUS as CUS } from '@/lib/contract/order/enums';
import { ownSheet, refundView, toView } from './sheet';

// Reading the customer's sheets: detail, list, record (processing history), refundList, refundInfo, saleing_num, and
// the badges of the 我的 page (my_counts).

/** By id, or the newest sheet of an order (id may be empty: the order page links by order). */
export async function afterSaleDetail(deps: Deps, userId: string, q: { id?: string; orderId?: string; orderNo?: string }): Promise<AfterSaleView> {
  return withChangeMax(deps.db, await detailView(deps, userId, q));
}

/** A sheet the customer may change also says how much it may ask at most (all the order may still refund). */
async function withChangeMax(db: DbLike, v: AfterSaleView): Promise<AfterSaleView> {
  if (!v.canChange) return v;
  const o = await findOrder(db, v.orderId);
  if (!o) return { ...v, canChange: false };
  const money = await refundableFen(db, o);
  return { ...v, changeMaxFen: money.refundableFen + money.pendingFen };
}

async function detailView(deps: Deps, userId: string, q: { id?: string; orderId?: string; orderNo?: string }): Promise<AfterSaleView> {
  if (q.id) return toView(deps.db, await ownSheet(deps.db, userId, q.id));
  const cond = q.orderId ? eq(afterSales.orderId, q.orderId) : q.orderNo ? eq(afterSales.orderNo, q.orderNo) : null;
  if (!cond) throw badInput('id：售后单号不能为空');
  const [row] = await deps.db.select().from(afterSales).where(and(cond, eq(afterSales.userId, userId))).orderBy(desc(afterSales.createdAt)).limit(1);
  if (!row) throw notFound('售后单不存在');
  return toView(deps.db, row);
}

export async function afterSaleList(deps: Deps, userId: string, f: { page: number; limit: number; statusList: number[]; code?: string }): Promise<AfterSalePage> {
  const parts: SQL[] = [eq(afterSales.userId, userId)];
  if (f.statusList.length) parts.push(inArray(afterSales.status, f.statusList));
  if (f.code) parts.push(or(ilike(afterSales.afterSaleNo, likeContains(f.code)), ilike(afterSales.orderNo, likeContains(f.code))) as SQL);
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(afterSales).where(where),
    deps.db.select().from(afterSales).where(where).orderBy(desc(afterSales.createdAt), desc(afterSales.id)).limit(f.limit).offset(offsetOf(f.page, f.limit)),
  ]);
  const records = [];
  for (const r of rows) records.push(await toView(deps.db, r));
  return pageOf(records, n, f.page, f.limit);
}

/** The processing history (record). */
export async function afterSaleRecords(deps: Deps, userId: string, afterSaleId: string, f: { page: number; limit: number; sort: number }): Promise<ProcessRecordPage> {
  await ownSheet(deps.db, userId, afterSaleId);
  const where = eq(recordsTable.afterSaleId, afterSaleId);
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(recordsTable).where(where),
    deps.db
      .select()
      .from(recordsTable)
      .where(where)
      .orderBy(f.sort === 1 ? asc(recordsTable.id) : desc(recordsTable.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
  ]);
  return pageOf(
    rows.map((r) => ({ id: r.id, action: r.action, dealStatusName: r.dealStatusName, remark: r.remark, actorType: r.actorType, dealTime: r.createdAt.toISOString() })),
    n,
    f.page,
    f.limit,
  );
}

export async function refundList(deps: Deps, userId: string, q: { afterSaleId: string; page: number; limit: number }): Promise<RefundListPage> {
  await ownSheet(deps.db, userId, q.afterSaleId);
  const rows = await deps.db.select().from(refunds).where(eq(refunds.afterSaleId, q.afterSaleId)).orderBy(desc(refunds.createdAt));
  const list = rows.slice(offsetOf(q.page, q.limit), offsetOf(q.page, q.limit) + q.limit).map(refundView);
  return { list, total: rows.length, current: q.page, limit: q.limit };
}

export async function refundInfo(deps: Deps, userId: string, id: string): Promise<RefundView> {
  const [r] = await deps.db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  if (!r || r.userId !== userId) throw notFound('退款记录不存在');
  return refundView(r);
}
/** 售后中 count for the 我的 page (sheets in 1–3). */
export async function saleingNum(db: DbLike, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: countInt }).from(afterSales).where(and(eq(afterSales.userId, userId), inArray(afterSales.status, OPEN_STATUSES)));
  return n;
}
/**
 * The badges of the 我的 page (my_counts, "order status counts"): customer orders by status (1 待付款, 2 办理中,
 * 3 已完成), order items to evaluate, and open sheets.
 */
export async function myCounts(db: DbLike, userId: string): Promise<MyCounts> {
  const rows = await cusOrderCountsByStatus(db, userId, [CUS.UNPAID, CUS.PROGRESSING, CUS.COMPLETED]);
  const by = (s: number) => rows.find((x) => x.status === s)?.n ?? 0;
  return { unpaid: by(CUS.UNPAID), progressing: by(CUS.PROGRESSING), completed: by(CUS.COMPLETED), toEvaluate: await evaluateNum(db, userId), saleing: await saleingNum(db, userId) };
}
