import { and, asc, eq } from 'drizzle-orm';
import type { PushCommitOrderInput, SubmitResult } from '@/lib/contract/order/api';
import { CUS_ORDER_STATUS, ORDER_EXPIRY_MS, ORDER_LINE_STATUS, type PayType } from '@/lib/contract/order/enums';
import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import { badInput, forbidden } from '../../http/errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { shippingSnapshotOf } from '../address/service';
import { findUserByPhone } from '../auth/users';
import { goodsByIds } from '../goods/query';
import { consumeCoupons, lockCoupons } from '../coupon/service';
import { orderState, priceChanged } from './common';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { materialize, orderLineValues, submitResult, takeStock } from './checkout';
import { cusRowForUser } from './lifecycle';
import { plansOf, resolveLines, DEFAULT_PLAN, type Line, type WantedItem } from './pricing';
import { cusOrders, orders } from './schema';
import { settle } from './settle';

// A planner's draft (待提交 order) for a customer: created at today's prices, priced again with the customer's coupons,
// and committed by the customer.

type CusRow = typeof cusOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** planner/create_pending_order: a planner offers a customer (by phone) a pending (待提交) order at today's prices. */
export async function createPendingOrder(db: Db, input: { customerPhone: string; plannerId: string; items: WantedItem[]; remark?: string }, now: Date) {
  const cust = await findUserByPhone(db, input.customerPhone);
  if (!cust) throw forbidden('客户不存在');
  const userId = cust.id;
  const lines = await resolveLines(db, input.items);
  const total = lines.reduce((s, l) => s + l.lineTotalFen, 0);
  return db.transaction(async (tx) => {
    const cusId = newId('co_');
    await insertWithFreshNo(tx, NO_CONSTRAINT.cusOrder, (sp) =>
      sp.insert(cusOrders).values({
        id: cusId,
        cusOrderNo: businessNo('C', now, { clock: true }),
        userId,
        status: CUS_ORDER_STATUS.UNSUBMITTED,
        payType: lines[0].payType,
        totalFen: total,
        payableFen: total,
        remark: input.remark ?? '',
        plannerId: input.plannerId,
        createdAt: now,
        updatedAt: now,
      }),
    );
    for (const [i, l] of lines.entries()) {
      await insertWithFreshNo(tx, NO_CONSTRAINT.order, (sp) =>
        sp.insert(orders).values({
          ...orderLineValues({ cusId, userId, line: l, index: i, now }),
          payableFen: l.lineTotalFen,
          status: ORDER_LINE_STATUS.UNSUBMITE,
        }),
      );
    }
    return { cusOrderId: cusId };
  });
}

/** Lines of a pending order as they were offered (the planner's prices), with today's class codes and plans. */
async function pendingLines(db: DbLike, cus: CusRow) {
  const os = await db.select().from(orders).where(eq(orders.cusOrderId, cus.id)).orderBy(asc(orders.orderNo));
  const gs = await goodsByIds(db, os.map((o) => o.goodsId).concat(['-']));
  const plans = await plansOf(db, os.map((o) => o.goodsId));
  const lines: Line[] = os.map((o) => {
    const g = gs.find((x) => x.id === o.goodsId);
    const plan = plans.get(o.goodsId) ?? DEFAULT_PLAN;
    return {
      goodsId: o.goodsId,
      skuId: o.skuId,
      cartId: null,
      name: o.goodsName,
      skuName: o.skuName,
      img: o.img,
      productType: o.productType,
      classCode1: o.classCode1,
      classCodes: g ? [g.classCode1, g.classCode2, g.classCode3, g.classCode].filter((x): x is string => !!x) : [o.classCode1],
      classCodeLevel: o.classCodeLevel,
      payType: o.payType as PayType,
      plan: { ...plan, payType: o.payType as PayType },
      priceFen: o.unitPriceFen,
      quantity: o.quantity,
      lineTotalFen: o.totalFen,
    };
  });
  return { os, lines };
}

/** A draft priced with these coupons, for its settlement (discountsSettlement) and its coupon lists. */
export async function settlePending(db: Db, userId: string, cusOrderId: string, codes: string[], now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status !== CUS_ORDER_STATUS.UNSUBMITTED) throw orderState('该订单已提交');
  const { lines } = await pendingLines(db, cus);
  const priced = await settle(db, userId, lines, codes, now, cus.id);
  return { cus, lines, priced };
}

/** push_commit_order: the customer submits a planner's pending order with coupons. */
export async function pushCommitOrder(db: Db, userId: string, input: PushCommitOrderInput, now: Date): Promise<SubmitResult> {
  const { cus, lines, priced } = await settlePending(db, userId, input.cusOrderId, input.couponUseCodes ?? [], now);
  if (priced.settlement.needPayTotalMoneyFen !== input.shownPayableFen) throw priceChanged();
  // A posted goods needs the caller's own address, kept on the order as it is now (another's: 404 不存在).
  if (priced.settlement.needAddress && !input.addressId) throw badInput(`addressId：${ADDRESS_MSG.checkoutMissing}`);
  const shippingAddress = input.addressId ? await shippingSnapshotOf(db, userId, input.addressId) : null;
  const done = await db.transaction(async (tx) => {
    const moved = await tx
      .update(cusOrders)
      .set({ status: CUS_ORDER_STATUS.UNPAID, updatedAt: now })
      .where(and(eq(cusOrders.id, cus.id), eq(cusOrders.status, CUS_ORDER_STATUS.UNSUBMITTED)))
      .returning();
    if (!moved.length) throw orderState('该订单已提交');
    const os = await tx.select().from(orders).where(eq(orders.cusOrderId, cus.id)).orderBy(asc(orders.orderNo));
    const rows: { order: OrderRow; line: Line }[] = [];
    for (const [i, o] of os.entries()) {
      const [u] = await tx
        .update(orders)
        .set({ discountFen: priced.applied.perLine[i], payableFen: o.totalFen - priced.applied.perLine[i] })
        .where(eq(orders.id, o.id))
        .returning();
      rows.push({ order: u, line: lines[i] });
    }
    await lockCoupons(tx, userId, cus.id, priced.applied, now);
    await takeStock(tx, lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, name: l.name })));
    const m = await materialize(tx, cus.id, rows, now);
    const [row] = await tx
      .update(cusOrders)
      .set({
        status: m.status,
        discountFen: priced.settlement.discountFen,
        payableFen: priced.settlement.needPayTotalMoneyFen,
        depositFen: m.depositFen,
        agreementIds: input.orderAgreementIds,
        ...(shippingAddress ? { shippingAddress } : {}),
        submittedAt: now,
        expiresAt: m.status === CUS_ORDER_STATUS.UNPAID ? new Date(now.getTime() + ORDER_EXPIRY_MS) : null,
      })
      .where(eq(cusOrders.id, cus.id))
      .returning();
    if (m.status === CUS_ORDER_STATUS.PROGRESSING) await consumeCoupons(tx, cus.id, now);
    return row;
  });
  return submitResult(db, done);
}
