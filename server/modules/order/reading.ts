import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paged } from '../coupon/service';
import { BATCH, CUS, NODE, iso } from './common';
import { cusRowForUser, expireDue, orderRowForUser } from './lifecycle';
import { payableBatch, presentBatch, presentCus, presentNode } from './presenting';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';

// A customer's orders as they see them: the list, one customer order, one line with its batches and nodes.

type BatchRow = typeof orderBatches.$inferSelect;

export async function cusOrderDetail(db: Db, userId: string, cusOrderId: string, now: Date = new Date()) {
  const row = await cusRowForUser(db, userId, cusOrderId, now);
  return (await presentCus(db, [row]))[0];
}

export async function findOrderDetails(db: Db, userId: string, orderId: string, now: Date) {
  const { order, cus } = await orderRowForUser(db, userId, orderId, now);
  const [view] = await presentCus(db, [cus]);
  const [bs, ns] = await Promise.all([
    db.select().from(orderBatches).where(eq(orderBatches.orderId, order.id)).orderBy(asc(orderBatches.batchNumber)),
    db.select().from(orderNodes).where(eq(orderNodes.orderId, order.id)).orderBy(asc(orderNodes.seq)),
  ]);
  return {
    order: view.orders.find((o) => o.id === order.id)!,
    cusOrder: view,
    batches: bs.map((b) => presentBatch(b, order, ns)),
    nodes: ns.map(presentNode),
  };
}

export async function findOrderPage(db: Db, userId: string, status: number | null, page: number, limit: number, now: Date) {
  await expireDue(db, now, { userId });
  const base = eq(cusOrders.userId, userId);
  const where = status ? and(base, eq(cusOrders.status, status)) : base;
  const [rows, [{ n }], byStatus] = await Promise.all([
    db.select().from(cusOrders).where(where).orderBy(desc(cusOrders.createdAt), desc(cusOrders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(cusOrders).where(where),
    db.select({ s: cusOrders.status, n: count() }).from(cusOrders).where(base).groupBy(cusOrders.status),
  ]);
  const counts = { all: 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<'all' | '1' | '2' | '3' | '4' | '5', number>;
  for (const r of byStatus) {
    counts[String(r.s) as '1'] = r.n;
    counts.all += r.n;
  }
  return { ...paged(await presentCus(db, rows), n, page, limit), counts };
}

export async function billPaymentDetails(db: Db, userId: string, cusOrderId: string, now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  const [os, bs, ns] = await Promise.all([
    db.select().from(orders).where(eq(orders.cusOrderId, cus.id)),
    db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, cus.id)).orderBy(asc(orderBatches.orderId), asc(orderBatches.batchNumber)),
    db.select().from(orderNodes).where(inArray(orderNodes.orderId, (await db.select({ id: orders.id }).from(orders).where(eq(orders.cusOrderId, cus.id))).map((r) => r.id).concat(['-']))),
  ]);
  const live = cus.status === CUS.UNPAID || cus.status === CUS.PROGRESSING;
  const records = bs.map((b) => presentBatch(b, os.find((o) => o.id === b.orderId)!, ns));
  return {
    records,
    thisTimePayTotalFen: live ? bs.filter((b) => b.status === BATCH.DUE).reduce((s, b) => s + b.moneyFen, 0) : 0,
    allTimePayTotalFen: live ? bs.filter((b) => payableBatch(b, os.find((o) => o.id === b.orderId)!)).reduce((s, b) => s + b.moneyFen, 0) : 0,
    paidTotalFen: bs.filter((b) => b.status === BATCH.PAID).reduce((s, b) => s + b.moneyFen, 0),
  };
}

/** A line's service nodes and batches with their presenters (get_order_track_list, find_service_by_details_id). */
export async function nodesOf(db: Db, userId: string, orderId: string, now: Date) {
  const { order } = await orderRowForUser(db, userId, orderId, now);
  const [ns, bs] = await Promise.all([
    db.select().from(orderNodes).where(eq(orderNodes.orderId, order.id)).orderBy(asc(orderNodes.seq)),
    db.select().from(orderBatches).where(eq(orderBatches.orderId, order.id)),
  ]);
  return { order, nodes: ns, batches: bs, present: presentNode, presentBatch: (b: BatchRow) => presentBatch(b, order, ns) };
}

export async function getOrderNtsTrackInfo(db: Db, userId: string, orderId: string, now: Date) {
  const { order, nodes } = await nodesOf(db, userId, orderId, now);
  const done = nodes.filter((n) => n.status === NODE.DONE).length;
  const open = nodes.find((n) => n.startedAt)?.startedAt ?? null;
  const days = nodes.reduce((s, n) => s + n.days, 0);
  const deadline = open ? new Date(open.getTime() + days * 86400_000) : null;
  const percent = nodes.length ? Math.round((done / nodes.length) * 100) : 0;
  const state = (percent === 100 ? 2 : !open ? 0 : deadline && now > deadline ? 3 : 1) as 0 | 1 | 2 | 3;
  return { productName: order.goodsName, indexImg: order.img, openTime: iso(open), deadlineTime: iso(deadline), day: days, percent, state };
}
