import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { cusOrders, orders, type ContractFirstInfo } from '../order/schema';
import { storeGoods, stores } from '../store/schema';
import { ORDER_LINE_STATUS } from '@/lib/contract/order/enums';
import { STORE_STATUS } from '@/lib/contract/store/enums';

/**
 * The after-purchase modules' read-only view of an order (one SKU line, `orders.id`) and its customer order, owned
 * by the order helper (server/modules/order). Money moves only through its refund API (see refund.ts).
 */
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

export async function findOrder(db: DbLike, orderId: string, opts: { forUpdate?: boolean } = {}): Promise<OrderFacts | undefined> {
  const q = db.select(columns).from(orders).innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId)).where(eq(orders.id, orderId)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: orders }) : await q;
  return row as OrderFacts | undefined;
}

/** The user's order; another user's order is "not found" (its existence is not revealed), as the order module does. */
export async function orderForUser(db: DbLike, userId: string, orderId: string, opts: { forUpdate?: boolean } = {}): Promise<OrderFacts> {
  const o = await findOrder(db, orderId, opts);
  if (!o || o.userId !== userId) throw notFound('订单不存在');
  return o;
}

export async function completedOrdersOf(db: DbLike, userId: string): Promise<OrderFacts[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_LINE_STATUS.COMPLETED)))
    .orderBy(asc(orders.completedAt));
  return rows as OrderFacts[];
}

/** Paid, not cancelled: money has been received for the order. */
export const isPaid = (o: OrderFacts) => o.paidFen > 0 && o.status !== ORDER_LINE_STATUS.CANCELLED;

/** The planner of an order: the customer order's planner, else the owner of a planner store that sells the goods. */
export async function plannerOfOrder(db: DbLike, o: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<string | null> {
  if (o.plannerId) return o.plannerId;
  const [row] = await db
    .select({ owner: stores.ownerUserId })
    .from(storeGoods)
    .innerJoin(stores, eq(stores.id, storeGoods.storeId))
    .where(and(eq(storeGoods.targetId, o.goodsId), eq(stores.storeType, 'planner')))
    .orderBy(asc(storeGoods.sort), asc(stores.id))
    .limit(1);
  return row?.owner ?? null;
}

/**
 * May this merchant user act for the order? An order with a planner belongs to that planner alone (another planner
 * who happens to sell the same goods may not touch it); an order without one, to the owners of stores selling its goods.
 */
export async function merchantActsFor(db: DbLike, merchantUserId: string, o: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<boolean> {
  if (o.plannerId) return o.plannerId === merchantUserId;
  const [row] = await db
    .select({ id: storeGoods.id })
    .from(storeGoods)
    .innerJoin(stores, eq(stores.id, storeGoods.storeId))
    .where(and(eq(storeGoods.targetId, o.goodsId), eq(stores.ownerUserId, merchantUserId), eq(stores.status, STORE_STATUS.OPEN)))
    .limit(1);
  return !!row;
}
