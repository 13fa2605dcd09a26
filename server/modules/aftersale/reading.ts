import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf, type Paged } from '../planner/common';
import { afterSaleRecords, afterSales, refunds } from './schema';
import type { AfterSale as AfterSaleView, Refund as RefundView } from '@/services/aftersale';
import { AS, OPEN_STATUSES } from './constants';
import { ownSheet, refundView, toView } from './sheet';

// Reading the customer's sheets: detail, list, record (processing history), refundList, refundInfo, saleing_num.

/** By id, or the newest sheet of an order (id may be empty: the order page links by order). */
export async function afterSaleDetail(deps: Deps, userId: string, q: { id?: string; orderId?: string; orderNo?: string }): Promise<AfterSaleView> {
  if (q.id) return toView(deps.db, await ownSheet(deps.db, userId, q.id));
  const cond = q.orderId ? eq(afterSales.orderId, q.orderId) : q.orderNo ? eq(afterSales.orderNo, q.orderNo) : null;
  if (!cond) throw badInput('id：售后单号不能为空');
  const [row] = await deps.db.select().from(afterSales).where(and(cond, eq(afterSales.userId, userId))).orderBy(desc(afterSales.createdAt)).limit(1);
  if (!row) throw notFound('售后单不存在');
  return toView(deps.db, row);
}

export async function listAfterSales(deps: Deps, userId: string, f: { page: number; limit: number; statusList: number[]; code?: string }): Promise<Paged<AfterSaleView>> {
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

export async function processRecords(deps: Deps, userId: string, afterSaleId: string, f: { page: number; limit: number; sort: number }) {
  await ownSheet(deps.db, userId, afterSaleId);
  const where = eq(afterSaleRecords.afterSaleId, afterSaleId);
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(afterSaleRecords).where(where),
    deps.db
      .select()
      .from(afterSaleRecords)
      .where(where)
      .orderBy(f.sort === 1 ? asc(afterSaleRecords.id) : desc(afterSaleRecords.id))
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

export async function refundList(deps: Deps, userId: string, q: { afterSaleId: string; page: number; limit: number }) {
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
/** The after-sale state of an order, for the order pages (AFTER_SALE_STATUS_1 可售后 … _3 售后完成). */
export async function afterSaleStateOf(db: DbLike, orderId: string): Promise<{ afterSaleStatus: string; afterSaleId: string | null }> {
  const [last] = await db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(desc(afterSales.createdAt)).limit(1);
  if (last && OPEN_STATUSES.includes(last.status as 1 | 2 | 3)) return { afterSaleStatus: 'AFTER_SALE_STATUS_2', afterSaleId: last.id };
  if (last && last.status === AS.DONE) return { afterSaleStatus: 'AFTER_SALE_STATUS_3', afterSaleId: last.id };
  return { afterSaleStatus: 'AFTER_SALE_STATUS_1', afterSaleId: last?.id ?? null };
}
