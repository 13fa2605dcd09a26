import { and, eq } from 'drizzle-orm';
import { BATCH_STATUS, CUS_ORDER_STATUS, ORDER_EXPIRY_MS, ORDER_LINE_STATUS, PAY_TYPE } from '@/lib/contract/order/enums';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { cusOrders, orderBatches, orders } from './schema';

// Orders for what the platform sells itself rather than a goods SKU (an activity card, server/modules/coupon/
// actCardBuying.ts): one line, paid in full before delivery, the 2-hour payment deadline of every order; no stock,
// service nodes or coupons. The normal cashier pays it (lifecycle.ts applyPaidBatches), and the seller's hook
// delivers it there, after which it is complete.

export type VirtualItem = {
  /** The thing sold (goods_id and sku_id of the line). */
  itemId: string;
  name: string;
  skuName: string;
  img: string;
  priceFen: number;
  productType: string;
  classCode: string;
};

export type VirtualOrder = { cusOrderId: string; cusOrderNo: string; orderId: string; payNowFen: number; expiresAt: Date };

/** Inside the caller's transaction: the customer order (待付款), its line and its one batch (全款, due now). */
export async function createVirtualOrder(tx: DbLike, input: { userId: string; item: VirtualItem; idempotencyKey?: string | null; now: Date }): Promise<VirtualOrder> {
  const { userId, item, now } = input;
  const cusOrderId = newId('co_');
  const expiresAt = new Date(now.getTime() + ORDER_EXPIRY_MS);
  const cusOrderNo = await insertWithFreshNo(tx, NO_CONSTRAINT.cusOrder, async (sp) => {
    const no = businessNo('C', now, { clock: true });
    await sp.insert(cusOrders).values({
      id: cusOrderId,
      cusOrderNo: no,
      userId,
      status: CUS_ORDER_STATUS.UNPAID,
      payType: PAY_TYPE.FULL,
      totalFen: item.priceFen,
      discountFen: 0,
      payableFen: item.priceFen,
      idempotencyKey: input.idempotencyKey ?? null,
      expiresAt,
      createdAt: now,
      submittedAt: now,
      updatedAt: now,
    });
    return no;
  });
  const orderId = newId('od_');
  await insertWithFreshNo(tx, NO_CONSTRAINT.order, (sp) =>
    sp.insert(orders).values({
      id: orderId,
      orderNo: `${businessNo('D', now, { clock: true })}0`,
      cusOrderId,
      userId,
      goodsId: item.itemId,
      skuId: item.itemId,
      goodsName: item.name,
      skuName: item.skuName,
      img: item.img,
      productType: item.productType,
      classCode1: item.classCode,
      classCodeLevel: item.classCode,
      payType: PAY_TYPE.FULL,
      unitPriceFen: item.priceFen,
      quantity: 1,
      totalFen: item.priceFen,
      payableFen: item.priceFen,
      status: ORDER_LINE_STATUS.UN_PAID,
      createdAt: now,
    }),
  );
  await tx.insert(orderBatches).values({ id: newId('bt_'), cusOrderId, orderId, batchNumber: 0, name: '全款', moneyFen: item.priceFen, status: BATCH_STATUS.DUE });
  return { cusOrderId, cusOrderNo, orderId, payNowFen: item.priceFen, expiresAt };
}

/** The customer order a user submitted under this idempotency key, if any. */
export async function cusOrderIdByKey(db: DbLike, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cusOrders.id })
    .from(cusOrders)
    .where(and(eq(cusOrders.userId, userId), eq(cusOrders.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

/** Delivered on payment (inside applyPaidBatches' transaction): its lines and the order are complete. */
export async function completeVirtualOrder(tx: DbLike, cusOrderId: string, now: Date): Promise<void> {
  await tx.update(orders).set({ status: ORDER_LINE_STATUS.COMPLETED, userConfirm: 1, handledAt: now, completedAt: now }).where(eq(orders.cusOrderId, cusOrderId));
  await tx.update(cusOrders).set({ status: CUS_ORDER_STATUS.COMPLETED, completedAt: now, updatedAt: now }).where(eq(cusOrders.id, cusOrderId));
}
