import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CancelOrderInput, ConfirmOrderResult } from '@/lib/contract/order/api';
import { BATCH_STATUS, CANCEL_REASONS, CUS_ORDER_STATUS, EXPIRE_AUTO_CANCEL, NODE_STATUS, ORDER_LINE_STATUS, OTHER_REASON, PAY_TYPE } from '@/lib/contract/order/enums';
import { badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import { giveBackComboStock } from '../combo/stock';
import { giveBackSkuStock } from '../goods/skus';
import { releaseCoupons } from '../coupon/service';
import { closeWaitingPayments } from '../pay/orderPayments';
import { cancelActCardPurchase } from '../coupon/actCardGrant';
import { heldOrderIdsSql, releaseCampaignUnit } from '../activity/claiming';
import { unitBack } from '../activity/doorMark';
import { orderNotFound, orderState } from './common';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';
import { noticeNodeDone } from './notices';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

// How a customer order moves on: expiry and cancel, batches paid, service nodes advanced, completion confirmed.
// A user's order row is fetched here too, since fetching runs the lazy expiry first; reading and checkout build on this file.

export type CusRow = typeof cusOrders.$inferSelect;

const reasonText = (code: string): string | undefined => CANCEL_REASONS.find((r) => r.code === code)?.name;

/** The customer order of this user (404 for anyone else's), after the lazy expiry check. */
export async function cusRowForUser(db: Db, userId: string, cusOrderId: string, now: Date): Promise<CusRow> {
  const own = () => db.select().from(cusOrders).where(and(eq(cusOrders.id, cusOrderId), eq(cusOrders.userId, userId))).limit(1);
  const [row] = await own();
  if (!row) throw orderNotFound();
  // Only an unpaid order whose 2 hours are up has anything to expire (expireDue's own condition); it is read again.
  if (row.status !== CUS_ORDER_STATUS.UNPAID || !row.expiresAt || row.expiresAt > now) return row;
  await expireDue(db, now, { cusOrderId });
  const [fresh] = await own();
  return fresh;
}

export async function orderRowForUser(db: Db, userId: string, orderId: string, now: Date) {
  const [o] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  if (!o) throw orderNotFound();
  const cus = await cusRowForUser(db, userId, o.cusOrderId, now);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { order: fresh, cus };
}

// ───────────────────────────── cancelling ─────────────────────────────

async function giveBackStock(tx: DbLike, cusId: string) {
  const os = await tx.select().from(orders).where(eq(orders.cusOrderId, cusId)).orderBy(asc(orders.skuId));
  for (const o of os) await giveBackSkuStock(tx, o.skuId, o.quantity);
  const [cus] = await tx.select({ comboId: cusOrders.comboId }).from(cusOrders).where(eq(cusOrders.id, cusId));
  if (cus?.comboId) await giveBackComboStock(tx, cus.comboId);
}

/** Cancels in the caller's transaction; answers the flash-sale unit it gave back (the caller tells the door after the commit). */
async function cancelInTx(tx: DbLike, cus: CusRow, code: string, reason: string, now: Date) {
  await tx.update(cusOrders).set({ status: CUS_ORDER_STATUS.CANCELLED, cancelCode: code, cancelReason: reason, cancelledAt: now, expiresAt: null, updatedAt: now }).where(eq(cusOrders.id, cus.id));
  await tx.update(orders).set({ status: ORDER_LINE_STATUS.CANCELLED }).where(eq(orders.cusOrderId, cus.id));
  await releaseCoupons(tx, cus.id);
  await cancelActCardPurchase(tx, cus.id, now);
  // A flash-sale unit held by the order comes back, once.
  const unit = await releaseCampaignUnit(tx, cus.id, now);
  if (cus.status !== CUS_ORDER_STATUS.UNSUBMITTED) await giveBackStock(tx, cus.id);
  await closeWaitingPayments(tx, cus.id, now);
  return unit;
}

/** A flash-sale unit is back in the database: this process's door forgets its marks for it at once (ADR 0052). */
function toldTheDoor(unit: { productId: string; userId: string } | undefined) {
  if (unit) unitBack(unit.productId, unit.userId);
}

/** cancel_cus_order: only 待付款 (nothing paid yet) or 待提交. */
export async function cancelCusOrder(db: Db, userId: string, cusOrderId: string, code: string, written: string | undefined, now: Date) {
  await cusRowForUser(db, userId, cusOrderId, now);
  const reason = code === OTHER_REASON && written ? written : reasonText(code);
  if (!reason) throw badInput('请选中取消原因');
  const { out, unit } = await db.transaction(async (tx) => {
    const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId)).for('update');
    if (cus.status !== CUS_ORDER_STATUS.UNPAID && cus.status !== CUS_ORDER_STATUS.UNSUBMITTED) throw orderState('当前订单状态不能取消');
    if (cus.paidFen > 0) throw orderState('订单已有付款，请申请退款/售后');
    const unit = await cancelInTx(tx, cus, code, reason, now);
    return { out: { cusOrderId: cus.id, cusOrderStatus: CUS_ORDER_STATUS.CANCELLED }, unit };
  });
  toldTheDoor(unit);
  return out;
}

/** cancel_order: by one of its lines; the whole customer order goes (its lines belong together). */
export async function cancelOrder(db: Db, userId: string, input: CancelOrderInput, now: Date) {
  const { order } = await orderRowForUser(db, userId, input.orderId, now);
  return cancelCusOrder(db, userId, order.cusOrderId, input.cancelCode, input.cancelReason, now);
}

/** Cancels unpaid orders whose 2 hours are up (one order, one user's, or all). Returns how many. */
export async function expireDue(db: Db, now: Date, scope: { cusOrderId?: string; userId?: string; idsIn?: SQL } = {}) {
  const conds = [eq(cusOrders.status, CUS_ORDER_STATUS.UNPAID), lte(cusOrders.expiresAt, now)];
  if (scope.cusOrderId) conds.push(eq(cusOrders.id, scope.cusOrderId));
  if (scope.idsIn) conds.push(sql`${cusOrders.id} in (${scope.idsIn})`);
  if (scope.userId) conds.push(eq(cusOrders.userId, scope.userId));
  const due = await db.select({ id: cusOrders.id }).from(cusOrders).where(and(...conds)).limit(200);
  let n = 0;
  for (const { id } of due) {
    const did = await db.transaction(async (tx) => {
      const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, id)).for('update');
      if (!cus || cus.status !== CUS_ORDER_STATUS.UNPAID || !cus.expiresAt || cus.expiresAt > now || cus.paidFen > 0) return false;
      return { unit: await cancelInTx(tx, cus, EXPIRE_AUTO_CANCEL.code, EXPIRE_AUTO_CANCEL.name, now) };
    });
    if (did) {
      toldTheDoor(did.unit);
      n++;
    }
  }
  return n;
}

/**
 * Expires the due unpaid orders holding a unit of this campaign product, before a buyer is priced or gated for it:
 * an order past its payment window gives its unit back at once, not at the next sweep (each once: expireDue).
 */
export async function expireDueCampaignHolds(db: Db, activityProductId: string, now: Date) {
  return expireDue(db, now, { idsIn: heldOrderIdsSql(activityProductId) });
}

// ───────────────────────────── paying: paying.ts ─────────────────────────────

/** A refund of the order's money, in the refund's transaction (an increment: concurrent refunds cannot lose one). */
export async function addRefundedFen(tx: DbLike, cusOrderId: string, amountFen: number) {
  await tx
    .update(cusOrders)
    .set({ refundedFen: sql`${cusOrders.refundedFen} + ${amountFen}` })
    .where(eq(cusOrders.id, cusOrderId));
}

/**
 * What a share-pay link's batches are now (after the lazy expiry): the customer order (undefined when gone),
 * whether every batch is paid, whether the order still takes payments.
 */
export async function sharedBatchesState(db: Db, cusOrderId: string, batchIds: string[], now: Date) {
  await expireDue(db, now, { cusOrderId });
  const [cus] = await db.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId));
  const bs = await db.select().from(orderBatches).where(inArray(orderBatches.id, batchIds.concat(['-'])));
  const paid = bs.length === batchIds.length && bs.every((b) => b.status === BATCH_STATUS.PAID);
  const live = !!cus && (cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.PROGRESSING);
  return { cus: cus as CusRow | undefined, paid, live };
}

/** Who a line's first service node is handled by when it starts. */
export const FIRST_HANDLER = '王规划';

/** The first service node of every line starts: once the order is paid as due (at once when nothing is due at submit: materialRows). */
export async function startFirstNodes(tx: DbLike, cusId: string, now: Date) {
  await writeAsOne(tx, [firstNodesStarted(tx, cusId, now)]);
}

/** startFirstNodes as a write for one statement (writeAsOne). */
export function firstNodesStarted(tx: DbLike, cusId: string, now: Date) {
  return nodesStarted(tx, { cusId, now });
}

const nodesStarted = prebuilt<{ cusId: string; now: Date }>((db) => {
  const lines = db.select({ id: orders.id }).from(orders).where(eq(orders.cusOrderId, ph('cusId')));
  return db
    .update(orderNodes)
    .set({ status: NODE_STATUS.RUNNING, startedAt: ph('now', orderNodes.startedAt), handlerName: FIRST_HANDLER })
    .where(and(inArray(orderNodes.orderId, lines), eq(orderNodes.seq, 0), eq(orderNodes.status, NODE_STATUS.NOT_STARTED)));
});

// ───────────────────────────── progress ─────────────────────────────

/** Planner: finish the running node of an order and start the next; the last one makes the order 待确认. */
/** An order line's progress (the audit log's before and after of a node the platform finished). */
export async function orderProgressState(db: DbLike, orderId: string) {
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return null;
  const ns = await db.select({ status: orderNodes.status }).from(orderNodes).where(eq(orderNodes.orderId, orderId));
  return { status: o.status, nodesDone: ns.filter((n) => n.status === NODE_STATUS.DONE).length, nodes: ns.length };
}

export async function advanceNode(db: Db, orderId: string, handlerName: string, now: Date) {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw orderNotFound();
    const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, o.cusOrderId));
    if (cus.status !== CUS_ORDER_STATUS.PROGRESSING || o.status !== ORDER_LINE_STATUS.HANDLING) throw orderState('订单不在办理中');
    const ns = await tx.select().from(orderNodes).where(eq(orderNodes.orderId, o.id)).orderBy(asc(orderNodes.seq));
    const cur = ns.find((n) => n.status !== NODE_STATUS.DONE);
    if (!cur) throw orderState('所有节点已完成');
    const bs = await tx.select().from(orderBatches).where(eq(orderBatches.orderId, o.id));
    if (o.payType === PAY_TYPE.BY_NODE) {
      const b = bs.find((x) => x.nodeId === cur.id);
      if (b && b.status !== BATCH_STATUS.PAID) throw orderState('该节点款项未支付，暂不能完成');
    }
    await tx
      .update(orderNodes)
      .set({ status: NODE_STATUS.DONE, startedAt: cur.startedAt ?? now, finishedAt: now, handlerName })
      .where(eq(orderNodes.id, cur.id));
    const next = ns.find((n) => n.seq > cur.seq);
    // What this step makes due: the next node's batch (paid by node), or whatever is left once the last node is done.
    const nowDue = next ? o.payType === PAY_TYPE.BY_NODE && bs.some((b) => b.nodeId === next.id && b.status === BATCH_STATUS.NOT_DUE) : bs.some((b) => b.status !== BATCH_STATUS.PAID);
    if (next) {
      await tx.update(orderNodes).set({ status: NODE_STATUS.RUNNING, startedAt: now, handlerName }).where(eq(orderNodes.id, next.id));
      if (o.payType === PAY_TYPE.BY_NODE) {
        await tx.update(orderBatches).set({ status: BATCH_STATUS.DUE }).where(and(eq(orderBatches.nodeId, next.id), eq(orderBatches.status, BATCH_STATUS.NOT_DUE)));
      }
    } else {
      await tx.update(orders).set({ status: ORDER_LINE_STATUS.HANDLED, handledAt: now }).where(eq(orders.id, o.id));
      await tx.update(orderBatches).set({ status: BATCH_STATUS.DUE }).where(and(eq(orderBatches.orderId, o.id), eq(orderBatches.status, BATCH_STATUS.NOT_DUE)));
    }
    await noticeNodeDone(tx, o, cur, next ?? null, nowDue, now);
    const [after] = await tx.select().from(orders).where(eq(orders.id, o.id));
    return { orderId: o.id, orderStatus: after.status, finishedNode: cur.name, nextNode: next?.name ?? null };
  });
}

/** confirm_order: the customer confirms completion of lines in 待确认 that are fully paid. */
export async function confirmOrder(db: Db, userId: string, orderIds: string[], now: Date): Promise<ConfirmOrderResult> {
  if (!orderIds.length) throw orderState('该订单未到确认完成节点！');
  const rows = await db.select().from(orders).where(and(inArray(orders.id, orderIds), eq(orders.userId, userId)));
  if (rows.length !== new Set(orderIds).size) throw orderNotFound();
  return db.transaction(async (tx) => {
    const confirmed: string[] = [];
    let cusId = rows[0].cusOrderId;
    for (const o of rows) {
      const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, o.cusOrderId)).for('update');
      cusId = cus.id;
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, o.id));
      if (cus.status !== CUS_ORDER_STATUS.PROGRESSING || fresh.status !== ORDER_LINE_STATUS.HANDLED || fresh.userConfirm !== 0) continue;
      if (fresh.paidFen < fresh.payableFen) continue;
      await tx.update(orders).set({ status: ORDER_LINE_STATUS.COMPLETED, userConfirm: 1, completedAt: now }).where(eq(orders.id, o.id));
      confirmed.push(o.id);
    }
    if (!confirmed.length) throw orderState('该订单未到确认完成节点！');
    const left = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.cusOrderId, cusId), sql`${orders.status} <> ${ORDER_LINE_STATUS.COMPLETED}`));
    let status: ConfirmOrderResult['cusOrderStatus'] = CUS_ORDER_STATUS.PROGRESSING;
    if (!left.length) {
      await tx.update(cusOrders).set({ status: CUS_ORDER_STATUS.COMPLETED, completedAt: now, updatedAt: now }).where(eq(cusOrders.id, cusId));
      status = CUS_ORDER_STATUS.COMPLETED;
    }
    return { confirmed, cusOrderStatus: status };
  });
}

