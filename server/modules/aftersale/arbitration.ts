import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OpsPageQuery, OpsSheet, OpsSheetPage } from '@/lib/contract/ops/api';
import { AFTER_SALE_STATUS } from '@/lib/contract/aftersale/enums';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { pageOf } from '../../db/paging';
import { authorsByIds } from '../known/authors';
import { findOrder } from '../order/facts';
import { refundableFen } from './applying';
import { afterSaleRecords, afterSales } from './schema';

// The sheets a customer took to 平台介入, as the operator desk shows them (issue 27 §5): both sides' words, the money
// and the timeline; and a sheet's decided fields for the audit log.

const count = sql<number>`count(*)::int`;
const waiting = and(eq(afterSales.status, AFTER_SALE_STATUS.PROCESSING), gt(afterSales.platInvolvedCount, 0));
const iso = (d: Date | string | null) => (d ? (d instanceof Date ? d : new Date(d)).toISOString() : '');

export async function arbitrationCount(db: DbLike): Promise<number> {
  const [r] = await db.select({ n: count }).from(afterSales).where(waiting);
  return Number(r?.n ?? 0);
}

type SheetRow = typeof afterSales.$inferSelect;

async function plannerNames(db: DbLike, ids: string[]) {
  const authors = await authorsByIds(db, ids.filter(Boolean));
  return (id: string | null) => (id ? (authors.get(id)?.name ?? '规划师') : '平台自营');
}

const summaryOf = (r: SheetRow, planner: (id: string | null) => string) => ({
  id: r.id,
  afterSaleNo: r.afterSaleNo,
  orderNo: r.orderNo,
  customerName: r.userName || '客户',
  plannerName: planner(r.merchantUserId),
  reasonName: r.reasonName,
  problemDetail: r.problemDetail,
  applyAmountFen: r.applyAmountFen,
  planAmountFen: r.planAmountFen,
  dealMark: r.dealMark,
  status: r.status,
  escalatedAt: iso(r.updatedAt),
});

async function orderMoney(db: DbLike, orderId: string) {
  const o = await findOrder(db, orderId);
  if (!o) return { paidFen: 0, refundedFen: 0 };
  const m = await refundableFen(db, o);
  return { paidFen: m.paidFen, refundedFen: m.refundedFen };
}

/** The sheets waiting for the platform's decision, the longest waiting first. */
export async function arbitrationPage(db: DbLike, q: OpsPageQuery): Promise<OpsSheetPage> {
  const [total, rows] = await Promise.all([
    arbitrationCount(db),
    db.select().from(afterSales).where(waiting).orderBy(asc(afterSales.updatedAt), asc(afterSales.id)).limit(q.limit).offset((q.page - 1) * q.limit),
  ]);
  const planner = await plannerNames(db, rows.map((r) => r.merchantUserId ?? ''));
  const money = await Promise.all(rows.map((r) => orderMoney(db, r.orderId)));
  return pageOf(rows.map((r, i) => ({ ...summaryOf(r, planner), ...money[i] })), total, q.page, q.limit);
}

const ACTOR: Record<string, string> = { USER: '客户', MERCHANT: '商家', PLATFORM: '平台', SYSTEM: '系统' };

/** One sheet for the arbitrator: the customer's statement and pictures, the merchant's last word, the whole timeline. */
export async function arbitrationSheet(db: DbLike, id: string): Promise<OpsSheet> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!row) throw notFound('售后单不存在');
  const [planner, money, records] = await Promise.all([
    plannerNames(db, [row.merchantUserId ?? '']),
    orderMoney(db, row.orderId),
    db.select().from(afterSaleRecords).where(eq(afterSaleRecords.afterSaleId, id)).orderBy(asc(afterSaleRecords.id)),
  ]);
  return {
    ...summaryOf(row, planner),
    ...money,
    images: row.images,
    records: records.map((r) => ({ at: iso(r.createdAt), actor: ACTOR[r.actorType] ?? r.actorType, title: r.dealStatusName, remark: r.remark })),
  };
}

/** A sheet's decided fields (the audit log's before and after of a decision). */
export const afterSaleState = (db: DbLike, id: string) =>
  db
    .select({ status: afterSales.status, subStatus: afterSales.subStatus, applyAmountFen: afterSales.applyAmountFen, planAmountFen: afterSales.planAmountFen, dealMark: afterSales.dealMark })
    .from(afterSales)
    .where(eq(afterSales.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
