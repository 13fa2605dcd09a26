import { asc, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { cusOrders, orders } from './schema';

/**
 * The number a customer knows an order by is the customer order's (C…): the order list, the cashier and the
 * payment records show it. A SKU line's own number (D…) stays an internal reference; the after-purchase screens
 * (invoice, contract, refund) show the customer order's number through these helpers.
 */
export async function cusOrderNosOf(db: DbLike, orderIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(orderIds.filter(Boolean))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ orderId: orders.id, cusOrderNo: cusOrders.cusOrderNo })
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.orderId, r.cusOrderNo]));
}

type WithNo<T> = T & { cusOrderNo: string };
const field = (v: object, k: string) => String((v as Record<string, unknown>)[k] ?? '');

/** Adds `cusOrderNo` to views keyed by their order id (`key`, default orderId); the line's number when unknown. */
export async function withCusOrderNos<T extends object>(db: DbLike, views: T[], key = 'orderId', fallback = 'orderNo'): Promise<WithNo<T>[]> {
  const nos = await cusOrderNosOf(db, views.map((v) => field(v, key)));
  return views.map((v) => ({ ...v, cusOrderNo: nos.get(field(v, key)) ?? field(v, fallback) }));
}

/** The same for one view (null stays null). */
export async function withCusOrderNo<T extends object>(db: DbLike, view: T | null, key?: string, fallback?: string): Promise<WithNo<T> | null> {
  if (!view) return null;
  return (await withCusOrderNos(db, [view], key, fallback))[0];
}

/** The same for the records of a page. */
export async function withCusOrderNoPage<R extends object, P extends { records: R[] }>(db: DbLike, page: P & { records: R[] }, key?: string, fallback?: string): Promise<Omit<P, 'records'> & { records: WithNo<R>[] }> {
  return { ...page, records: await withCusOrderNos(db, page.records, key, fallback) };
}

export const SUBJECT_MAX = 32;

/** A payment's subject from its lines' goods names: all of them ("A、B"), or "A等N项服务" when that is too long. */
export function subjectOf(names: readonly string[]): string {
  if (!names.length) return '订单支付';
  const all = names.join('、');
  return names.length === 1 || all.length <= SUBJECT_MAX ? all : `${names[0]}等${names.length}项服务`;
}

/** The goods names and images of an order's lines, in order (share pay shows them). */
export async function orderLinesBrief(db: DbLike, cusOrderId: string) {
  return db.select({ name: orders.goodsName, img: orders.img }).from(orders).where(eq(orders.cusOrderId, cusOrderId)).orderBy(asc(orders.orderNo));
}

/** What the cashier and the gateway call an order's payment (every line, not only the first). */
export async function orderSubject(db: DbLike, cusOrderId: string): Promise<string> {
  const os = await orderLinesBrief(db, cusOrderId);
  return subjectOf(os.map((o) => o.name));
}
