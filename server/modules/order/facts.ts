import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { countInt } from '../../db/paging';
import { cusOrders, orders, type ContractFirstInfo } from './schema';
import { ownsOpenStoreSelling, plannerSellingGoods } from '../store/sellers';
import { ORDER_LINE_STATUS } from '@/lib/contract/order/enums';

// What the after-purchase modules (aftersale, invoice, evaluate, contract) read of an order: one SKU line
// (`orders.id`) with its customer order, and the customer's order counts. Read-only; money moves through refunding.ts.

export type OrderFacts = {
  orderId: string;
  orderNo: string;
  cusOrderId: string;
  cusOrderNo: string;
  userId: string;
  /** UNSUBMITE | UN_PAID | HANDLING | HANDLED | COMPLETED | CANCELLED */
  status: string;
  cusStatus: number;
  goodsId: string;
  goodsName: string;
  skuName: string;
  img: string;
  productType: string;
  quantity: number;
  unitPriceFen: number;
  totalFen: number;
  discountFen: number;
  payableFen: number;
  paidFen: number;
  refundedFen: number;
  plannerId: string | null;
  contract: ContractFirstInfo | null;
  createdAt: Date;
  completedAt: Date | null;
};

const columns = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  cusOrderId: orders.cusOrderId,
  cusOrderNo: cusOrders.cusOrderNo,
  userId: orders.userId,
  status: orders.status,
  cusStatus: cusOrders.status,
  goodsId: orders.goodsId,
  goodsName: orders.goodsName,
  skuName: orders.skuName,
  img: orders.img,
  productType: orders.productType,
  quantity: orders.quantity,
  unitPriceFen: orders.unitPriceFen,
  totalFen: orders.totalFen,
  discountFen: orders.discountFen,
  payableFen: orders.payableFen,
  paidFen: orders.paidFen,
  refundedFen: orders.refundedFen,
  plannerId: cusOrders.plannerId,
  contract: cusOrders.contract,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
};

/** The facts of one order line, or undefined; `forUpdate` locks the line's row (not its customer order's). */
export async function findOrder(db: DbLike, orderId: string, opts: { forUpdate?: boolean } = {}): Promise<OrderFacts | undefined> {
  const q = db.select(columns).from(orders).innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId)).where(eq(orders.id, orderId)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: orders }) : await q;
  return row as OrderFacts | undefined;
}

/** How many customer orders the user has in each of these statuses (a status without any is left out). */
export async function cusOrderCountsByStatus(db: DbLike, userId: string, statuses: number[]): Promise<{ status: number; n: number }[]> {
  if (!statuses.length) return [];
  return db
    .select({ status: cusOrders.status, n: countInt })
    .from(cusOrders)
    .where(and(eq(cusOrders.userId, userId), inArray(cusOrders.status, statuses)))
    .groupBy(cusOrders.status);
}

/** The user's order; another user's order is "not found" (its existence is not revealed). */
export async function orderForUser(db: DbLike, userId: string, orderId: string, opts: { forUpdate?: boolean } = {}): Promise<OrderFacts> {
  const o = await findOrder(db, orderId, opts);
  if (!o || o.userId !== userId) throw notFound('订单不存在');
  return o;
}

/** Paid, not cancelled: money has been received for the order. */
export const isPaid = (o: OrderFacts) => o.paidFen > 0 && o.status !== ORDER_LINE_STATUS.CANCELLED;

/** The planner of an order: the customer order's planner, else the owner of a planner store that sells the goods. */
export async function plannerOfOrder(db: DbLike, o: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<string | null> {
  if (o.plannerId) return o.plannerId;
  return plannerSellingGoods(db, o.goodsId);
}

/**
 * The one planner to tell about an order's events (a new order, a refund or invoice request): the order's planner,
 * else the owner of the planner store that sells its goods when that owner may act for it (merchantActsFor), else
 * nobody (the platform handles it).
 */
export async function plannerToNotify(db: DbLike, o: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<string | null> {
  if (o.plannerId) return o.plannerId;
  const owner = await plannerSellingGoods(db, o.goodsId);
  return owner && (await ownsOpenStoreSelling(db, owner, o.goodsId)) ? owner : null;
}

/**
 * May this merchant user act for the order? An order with a planner belongs to that planner alone (another planner
 * who happens to sell the same goods may not touch it); an order without one, to the owners of stores selling its goods.
 */
export async function merchantActsFor(db: DbLike, merchantUserId: string, o: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<boolean> {
  if (o.plannerId) return o.plannerId === merchantUserId;
  return ownsOpenStoreSelling(db, merchantUserId, o.goodsId);
}

/**
 * SQL true while the user has no paid customer order (no paid_at): the 新客 rule of a coupon's audience, as a condition
 * other modules put inside their own single statement (coupon receiving), so it is decided with what it guards.
 */
export function hasNoPaidOrderSql(userId: string): SQL {
  return sql`not exists (select 1 from ${cusOrders} where ${cusOrders.userId} = ${userId} and ${cusOrders.paidAt} is not null)`;
}

/** Whether the user has paid any customer order (a 新客 has not). */
export async function hasPaidOrder(db: DbLike, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: cusOrders.id }).from(cusOrders).where(and(eq(cusOrders.userId, userId), isNotNull(cusOrders.paidAt))).limit(1);
  return !!row;
}
