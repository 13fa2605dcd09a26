import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { AppError, badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import type { DbLike } from '../auth/types';
import { combos, goods, goodsSkus } from '../catalog/schema';
import { cartItems } from '../cart/schema';
import { consumeCoupons, lockCoupons, orderCoupons, paged, releaseCoupons } from '../coupon/service';
import { payments } from '../pay/schema';
import {
  BATCH,
  CUS,
  EXPIRY_MS,
  LINE,
  NODE,
  OERR,
  PAY_TYPE_CODE,
  PAY_TYPE_LABEL,
  bizNo,
  isUniqueViolation,
  iso,
  newId,
  orderNotFound,
  couponInvalid,
  orderState,
  priceChanged,
  unavailable,
} from './common';
import { plansOf, resolveComboLines, resolveLines, DEFAULT_PLAN, type Line, type WantedItem } from './pricing';
import { cusOrders, orderBatches, orderNodes, orders, type ContractFirstInfo } from './schema';
import { batchPlan, settle } from './settle';
import { afterPurchaseOf } from './after-purchase';
import type { AfterPurchase } from '@/services/order';

type CusRow = typeof cusOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BatchRow = typeof orderBatches.$inferSelect;
type NodeRow = typeof orderNodes.$inferSelect;

export const CANCEL_REASONS: Record<string, string> = {
  DONT_NEED: '用户不需要了',
  WRONG_PRO_CHOOSE: '产品选择错误',
  ORDER_REPEAT: '重复下单',
  ORTHER_REASON: '其他原因',
  EXPIRE_AUTO_CANCEL: '超时自动取消',
};

const CUS_CODE: Record<number, string> = {
  1: 'ORDER_CUS_STATUS_UNPAID',
  2: 'ORDER_CUS_STATUS_PROGRESSING',
  3: 'ORDER_CUS_STATUS_COMPLETED',
  4: 'ORDER_CUS_STATUS_CANCELLED',
  5: 'ORDER_CUS_STATUS_UNSUBMITE',
};
const PAY_STATUS_NO = (s: string) => `ORDER_CUS_PAY_STATUS_${s}` as 'ORDER_CUS_PAY_STATUS_UN_PAID';
const CLASS_OF: Record<string, string> = {
  PRO_CLASS_TYPE_SALES: 'SALE',
  PRO_CLASS_TYPE_SERVICE: 'SERVER',
  PRO_CLASS_TYPE_TRANSACTION: 'TRADE',
  PRO_CLASS_TYPE_SERVICE_RESOURCE: 'RESOURCE',
};
const BATCH_CODE = ['ORDER_BATCH_PAYMENT_PAY_0', 'ORDER_BATCH_PAYMENT_PAY_1', 'ORDER_BATCH_PAYMENT_PAY_2'] as const;

// ───────────────────────────── reading ─────────────────────────────

const payStatusOf = (paid: number, payable: number) => (paid <= 0 ? 'UN_PAID' : paid >= payable ? 'COMPLETED_PAID' : 'PART_PAID');

function presentBatch(b: BatchRow, o: OrderRow, nodes: NodeRow[]) {
  const node = b.nodeId ? nodes.find((n) => n.id === b.nodeId) : undefined;
  const st = b.status as 0 | 1 | 2;
  return {
    id: b.id,
    cusOrderId: b.cusOrderId,
    orderId: b.orderId,
    orderSkuId: b.orderId,
    orderPayType: o.payType as 1 | 2 | 3 | 4,
    batchNumber: b.batchNumber,
    batchName: b.name,
    moneyFen: b.moneyFen,
    alreadyPayment: st,
    alreadyPaymentNo: BATCH_CODE[st],
    nodeId: b.nodeId,
    nodeName: node?.name ?? null,
    realPaymentDate: iso(b.paidAt),
  };
}

function presentNode(n: NodeRow) {
  const st = n.status as 0 | 1 | 2;
  return {
    id: n.id,
    orderId: n.orderId,
    nodeNum: n.seq + 1,
    serviceName: n.name,
    serviceExplain: n.explain,
    status: st,
    taskStatus: (['production_task_status_1', 'production_task_status_3', 'production_task_status_6'] as const)[st],
    statusLabel: (['未开始', '处理中', '已完成'] as const)[st],
    handlerName: n.handlerName,
    startTime: iso(n.startedAt),
    endTime: iso(n.finishedAt),
  };
}

/** A batch the customer may pay now: due, or (by node) a later node paid ahead. */
const payableBatch = (b: BatchRow, o: OrderRow) => b.status === BATCH.DUE || (b.status === BATCH.NOT_DUE && o.payType === 2 && o.status !== LINE.CANCELLED);

function presentOrder(o: OrderRow, batches: BatchRow[], cus: CusRow, afterPurchase: AfterPurchase) {
  const due = batches.some((b) => b.status === BATCH.DUE);
  const canConfirm = cus.status === CUS.PROGRESSING && o.status === LINE.HANDLED && o.paidFen >= o.payableFen && o.userConfirm === 0;
  return {
    id: o.id,
    orderId: o.id,
    orderNo: o.orderNo,
    cusOrderId: o.cusOrderId,
    goodsId: o.goodsId,
    skuId: o.skuId,
    spuName: o.goodsName,
    skuDetailValues: o.skuName,
    indexImg: o.img,
    skuPriceFen: o.unitPriceFen,
    skuCount: o.quantity,
    orderProTypeNo: o.productType,
    orderPayType: o.payType as 1 | 2 | 3 | 4,
    orderStatusNo: `ORDER_ORDER_${CLASS_OF[o.productType] ?? 'SALE'}_STATUS_${o.status}`,
    orderStatus: o.status as 'UN_PAID',
    payStatusNo: PAY_STATUS_NO(payStatusOf(o.paidFen, o.payableFen)),
    isNeedPay: (due && (cus.status === CUS.UNPAID || cus.status === CUS.PROGRESSING) ? 1 : 0) as 0 | 1,
    userConfirm: o.userConfirm as 0 | 1,
    canConfirm,
    classCode1: o.classCode1,
    createTime: o.createdAt.toISOString(),
    ...money({ total: o.totalFen, discount: o.discountFen, payable: o.payableFen, paid: o.paidFen, deposit: o.depositFen, refunded: o.refundedFen, payType: o.payType }),
    afterPurchase,
  };
}

function money(m: { total: number; discount: number; payable: number; paid: number; deposit: number; refunded: number; payType: number }) {
  return {
    orderTotalMoneyFen: m.total,
    orderDiscountMoneyFen: m.discount,
    orderPayableMoneyFen: m.payable,
    orderPaidMoneyFen: m.paid,
    orderSurplusMoneyFen: Math.max(0, m.payable - m.paid),
    depositAmountFen: m.deposit,
    orderBalanceMoneyFen: m.payType === 3 ? m.payable - m.deposit : 0,
    orderRefundedMoneyFen: m.refunded,
  };
}

export type CustomerOrderView = Awaited<ReturnType<typeof presentCus>>[number];

export async function presentCus(db: DbLike, rows: CusRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [oRows, bRows, cRows] = await Promise.all([
    db.select().from(orders).where(inArray(orders.cusOrderId, ids)).orderBy(asc(orders.orderNo)),
    db.select().from(orderBatches).where(inArray(orderBatches.cusOrderId, ids)).orderBy(asc(orderBatches.batchNumber)),
    orderCoupons(db, ids),
  ]);
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const after = await afterPurchaseOf(db, oRows.map((o) => ({ ...o, cusStatus: statusOf.get(o.cusOrderId) ?? CUS.UNPAID })));
  return rows.map((cus) => {
    const os = oRows.filter((o) => o.cusOrderId === cus.id);
    const bs = bRows.filter((b) => b.cusOrderId === cus.id);
    const views = os.map((o) => presentOrder(o, bs.filter((b) => b.orderId === o.id), cus, after.get(o.id)!));
    const live = cus.status === CUS.UNPAID || cus.status === CUS.PROGRESSING;
    const dueB = live ? bs.filter((b) => b.status === BATCH.DUE) : [];
    const allB = live ? bs.filter((b) => payableBatch(b, os.find((o) => o.id === b.orderId)!)) : [];
    const payStatus = payStatusOf(cus.paidFen, cus.payableFen);
    const canConfirm = views.some((v) => v.canConfirm);
    const statusLabel =
      cus.status === CUS.PROGRESSING ? (canConfirm ? '待确认' : '办理中') : ({ 1: '待付款', 3: '已完成', 4: '已取消', 5: '待提交' } as Record<number, string>)[cus.status];
    return {
      cusOrderId: cus.id,
      cusOrderNo: cus.cusOrderNo,
      cusOrderStatus: cus.status as 1 | 2 | 3 | 4 | 5,
      cusOrderStatusNo: CUS_CODE[cus.status],
      statusLabel,
      cusOrderPayStatusNo: PAY_STATUS_NO(payStatus),
      cusOrderPayType: cus.payType as 1 | 2 | 3 | 4,
      cusOrderPayTypeCode: PAY_TYPE_CODE[cus.payType],
      payTypeLabel: PAY_TYPE_LABEL[cus.payType],
      payType: 'ORDER_PAY_MODE_ONLINE' as const,
      orderType: 1 as const,
      canCancel: cus.status === CUS.UNPAID || cus.status === CUS.UNSUBMITTED,
      payButton: (dueB.length ? (payStatus === 'UN_PAID' ? 1 : 2) : 0) as 0 | 1 | 2,
      canConfirm,
      thisTimePayTotalFen: dueB.reduce((s, b) => s + b.moneyFen, 0),
      thisTimeBatchIds: dueB.map((b) => b.id),
      allTimePayTotalFen: allB.reduce((s, b) => s + b.moneyFen, 0),
      remainBatchIds: allB.map((b) => b.id),
      countDownTimeLong: cus.status === CUS.UNPAID && cus.expiresAt ? cus.expiresAt.getTime() : 0,
      cancelCode: cus.cancelCode,
      cusOrderCancelReason: cus.status === CUS.CANCELLED ? (cus.cancelReason ?? '订单超时未支付') : null,
      orderAgreementIds: cus.agreementIds,
      mark: cus.remark,
      contractFirstInfo: cus.contract ?? null,
      coupons: cRows.filter((c) => c.cusOrderId === cus.id).map((c) => ({ couponUseCode: c.couponUseCode, couponName: c.couponName, discountFen: c.discountFen })),
      createTime: cus.createdAt.toISOString(),
      payTime: iso(cus.paidAt),
      completeTime: iso(cus.completedAt),
      cancelTime: iso(cus.cancelledAt),
      ...money({ total: cus.totalFen, discount: cus.discountFen, payable: cus.payableFen, paid: cus.paidFen, deposit: cus.depositFen, refunded: cus.refundedFen, payType: cus.payType }),
      orders: views,
    };
  });
}

/** The customer order of this user (404 for anyone else's), after the lazy expiry check. */
export async function cusRowForUser(db: Db, userId: string, cusOrderId: string, now: Date): Promise<CusRow> {
  await expireDue(db, now, { cusOrderId });
  const [row] = await db.select().from(cusOrders).where(and(eq(cusOrders.id, cusOrderId), eq(cusOrders.userId, userId))).limit(1);
  if (!row) throw orderNotFound();
  return row;
}

export async function getOrderForUser(db: Db, userId: string, cusOrderId: string, now: Date = new Date()) {
  const row = await cusRowForUser(db, userId, cusOrderId, now);
  return (await presentCus(db, [row]))[0];
}

export async function orderRowForUser(db: Db, userId: string, orderId: string, now: Date) {
  const [o] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  if (!o) throw orderNotFound();
  const cus = await cusRowForUser(db, userId, o.cusOrderId, now);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { order: fresh, cus };
}

export async function orderDetails(db: Db, userId: string, orderId: string, now: Date) {
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

export async function listOrders(db: Db, userId: string, status: number | null, page: number, limit: number, now: Date) {
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

export async function batchesOf(db: Db, userId: string, cusOrderId: string, now: Date) {
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

export async function nodesOf(db: Db, userId: string, orderId: string, now: Date) {
  const { order } = await orderRowForUser(db, userId, orderId, now);
  const [ns, bs] = await Promise.all([
    db.select().from(orderNodes).where(eq(orderNodes.orderId, order.id)).orderBy(asc(orderNodes.seq)),
    db.select().from(orderBatches).where(eq(orderBatches.orderId, order.id)),
  ]);
  return { order, nodes: ns, batches: bs, present: presentNode, presentBatch: (b: BatchRow) => presentBatch(b, order, ns) };
}

export async function trackInfo(db: Db, userId: string, orderId: string, now: Date) {
  const { order, nodes } = await nodesOf(db, userId, orderId, now);
  const done = nodes.filter((n) => n.status === NODE.DONE).length;
  const open = nodes.find((n) => n.startedAt)?.startedAt ?? null;
  const days = nodes.reduce((s, n) => s + n.days, 0);
  const deadline = open ? new Date(open.getTime() + days * 86400_000) : null;
  const percent = nodes.length ? Math.round((done / nodes.length) * 100) : 0;
  const state = (percent === 100 ? 2 : !open ? 0 : deadline && now > deadline ? 3 : 1) as 0 | 1 | 2 | 3;
  return { productName: order.goodsName, indexImg: order.img, openTime: iso(open), deadlineTime: iso(deadline), day: days, percent, state };
}

// ───────────────────────────── creating ─────────────────────────────

type Materialized = { status: number; depositFen: number; payNowFen: number };

/** Batches and nodes of freshly submitted orders; the customer status they put the order in. */
async function materialize(tx: DbLike, cusId: string, rows: { order: OrderRow; line: Pick<Line, 'payType' | 'plan'> }[], now: Date): Promise<Materialized> {
  let payNow = 0;
  let deposit = 0;
  for (const { order, line } of rows) {
    const nodeIds = line.plan.nodes.map(() => newId('nd'));
    await tx.insert(orderNodes).values(
      line.plan.nodes.map((n, k) => ({ id: nodeIds[k], orderId: order.id, seq: k, name: n.name, explain: n.explain ?? '', days: n.days, status: NODE.NOT_STARTED })),
    );
    const plan = batchPlan(line, order.payableFen);
    if (line.payType === 3) deposit += plan[0].moneyFen;
    payNow += plan.filter((b) => b.dueAtSubmit).reduce((s, b) => s + b.moneyFen, 0);
    await tx.insert(orderBatches).values(
      plan.map((b, k) => ({
        id: newId('bt'),
        cusOrderId: cusId,
        orderId: order.id,
        batchNumber: k,
        name: b.name,
        moneyFen: b.moneyFen,
        status: b.dueAtSubmit ? BATCH.DUE : BATCH.NOT_DUE,
        nodeId: b.nodeIndex === null ? null : nodeIds[b.nodeIndex],
      })),
    );
    if (line.payType === 3) await tx.update(orders).set({ depositFen: plan[0].moneyFen }).where(eq(orders.id, order.id));
  }
  const status = payNow > 0 ? CUS.UNPAID : CUS.PROGRESSING;
  await tx
    .update(orders)
    .set({ status: status === CUS.UNPAID ? LINE.UN_PAID : LINE.HANDLING })
    .where(eq(orders.cusOrderId, cusId));
  if (status === CUS.PROGRESSING) await startFirstNodes(tx, cusId, now);
  return { status, depositFen: deposit, payNowFen: payNow };
}

async function startFirstNodes(tx: DbLike, cusId: string, now: Date) {
  const os = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cusOrderId, cusId));
  for (const o of os) {
    await tx
      .update(orderNodes)
      .set({ status: NODE.RUNNING, startedAt: now, handlerName: '王规划' })
      .where(and(eq(orderNodes.orderId, o.id), eq(orderNodes.seq, 0), eq(orderNodes.status, NODE.NOT_STARTED)));
  }
}

async function takeStock(tx: DbLike, lines: { skuId: string; quantity: number; name: string }[]) {
  // Always in SKU order, so two orders of the same SKUs cannot deadlock.
  for (const l of [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0))) {
    const ok = await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} - ${l.quantity}` })
      .where(and(eq(goodsSkus.id, l.skuId), sql`${goodsSkus.stock} >= ${l.quantity}`))
      .returning({ id: goodsSkus.id });
    if (!ok.length) throw unavailable(`${l.name}库存不足`);
  }
}

async function giveBackStock(tx: DbLike, cusId: string) {
  const os = await tx.select().from(orders).where(eq(orders.cusOrderId, cusId)).orderBy(asc(orders.skuId));
  for (const o of os) await tx.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} + ${o.quantity}` }).where(eq(goodsSkus.id, o.skuId));
  const [cus] = await tx.select({ comboId: cusOrders.comboId }).from(cusOrders).where(eq(cusOrders.id, cusId));
  if (cus?.comboId) await tx.update(combos).set({ stock: sql`${combos.stock} + 1` }).where(eq(combos.id, cus.comboId));
}

export type SubmitInput = {
  items?: WantedItem[];
  cartIds?: string[];
  comboId?: string;
  couponUseCodes: string[];
  idempotencyKey: string;
  shownPayableFen: number;
  orderAgreementIds: string;
  remark?: string;
  contract?: ContractFirstInfo;
  plannerId?: string;
  cityCode?: string;
};

async function submitResult(db: DbLike, cus: CusRow) {
  const os = await db.select({ id: orders.id }).from(orders).where(eq(orders.cusOrderId, cus.id)).orderBy(asc(orders.orderNo));
  const due = await db
    .select({ s: sql<number>`coalesce(sum(${orderBatches.moneyFen}), 0)` })
    .from(orderBatches)
    .where(and(eq(orderBatches.cusOrderId, cus.id), eq(orderBatches.status, BATCH.DUE)));
  return {
    cusOrderId: cus.id,
    orderIds: os.map((o) => o.id),
    cusOrderPayType: cus.payType as 1 | 2 | 3 | 4,
    cusOrderStatus: cus.status as 1 | 2 | 3 | 4 | 5,
    payNowFen: Number(due[0]?.s ?? 0),
  };
}

/** The items of a checkout: goods items, or the user's cart rows by id. */
export async function wantedOf(db: DbLike, userId: string, input: { items?: WantedItem[]; cartIds?: string[] }): Promise<WantedItem[]> {
  if (input.cartIds?.length) {
    const rows = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, input.cartIds)));
    if (rows.length !== new Set(input.cartIds).size) throw unavailable('购物车商品不存在，请刷新后重试');
    return rows.map((r) => ({ goodsId: r.goodsId, skuId: r.skuId, quantity: r.quantity, cartId: r.id }));
  }
  return input.items ?? [];
}

export type CheckoutSource = { items?: WantedItem[]; cartIds?: string[]; comboId?: string };

/** The priced lines of a checkout: a package (comboId), cart rows or goods items. */
export async function checkoutLines(db: DbLike, userId: string, src: CheckoutSource, areaCode?: string): Promise<{ lines: Line[]; comboId: string | null }> {
  if (src.comboId) return { lines: (await resolveComboLines(db, src.comboId, areaCode)).lines, comboId: src.comboId };
  return { lines: await resolveLines(db, await wantedOf(db, userId, src)), comboId: null };
}

/** settle() for a checkout; a package is sold at its package price and takes no coupons. */
export async function settleCheckout(db: DbLike, userId: string, src: CheckoutSource, codes: string[], now: Date, areaCode?: string) {
  const { lines, comboId } = await checkoutLines(db, userId, src, areaCode);
  if (comboId && codes.length) throw couponInvalid('套餐不可使用优惠券');
  const priced = await settle(db, userId, lines, comboId ? [] : codes, now);
  if (comboId) return { lines, comboId, priced: { ...priced, usable: [], settlement: { ...priced.settlement, usableCouponCount: 0 } } };
  return { lines, comboId, priced };
}

async function existingSubmit(db: DbLike, userId: string, key: string) {
  const [row] = await db.select().from(cusOrders).where(and(eq(cusOrders.userId, userId), eq(cusOrders.idempotencyKey, key))).limit(1);
  return row;
}

/** autonomy_submit_order: idempotent per (user, key); server prices; coupons locked, stock taken, cart rows removed. */
export async function submitOrder(db: Db, userId: string, input: SubmitInput, now: Date) {
  const before = await existingSubmit(db, userId, input.idempotencyKey);
  if (before) return submitResult(db, before);
  try {
    const { lines, comboId, priced } = await settleCheckout(db, userId, input, input.couponUseCodes, now, input.cityCode);
    if (priced.settlement.needPayTotalMoneyFen !== input.shownPayableFen) throw priceChanged();
    const cus = await db.transaction(async (tx) => {
      const cusId = newId('co');
      const s = priced.settlement;
      const [cus] = await tx
        .insert(cusOrders)
        .values({
          id: cusId,
          cusOrderNo: bizNo('C', now),
          userId,
          status: CUS.UNPAID,
          payType: s.payType,
          totalFen: s.skuTotalPriceFen,
          discountFen: s.discountFen,
          payableFen: s.needPayTotalMoneyFen,
          idempotencyKey: input.idempotencyKey,
          remark: input.remark ?? '',
          agreementIds: '',
          contract: input.contract ?? null,
          plannerId: input.plannerId ?? null,
          comboId,
          cityCode: input.cityCode ?? null,
          createdAt: now,
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
      const created: { order: OrderRow; line: Line }[] = [];
      for (const [i, l] of lines.entries()) {
        const [o] = await tx
          .insert(orders)
          .values({
            ...orderLineValues({ cusId, userId, line: l, index: i, now }),
            discountFen: priced.applied.perLine[i],
            payableFen: l.lineTotalFen - priced.applied.perLine[i],
            status: LINE.UN_PAID,
          })
          .returning();
        created.push({ order: o, line: l });
      }
      await lockCoupons(tx, userId, cusId, priced.applied, now);
      const m = await materialize(tx, cusId, created, now);
      const [done] = await tx
        .update(cusOrders)
        .set({ status: m.status, depositFen: m.depositFen, expiresAt: m.status === CUS.UNPAID ? new Date(now.getTime() + EXPIRY_MS) : null, paidAt: null })
        .where(eq(cusOrders.id, cus.id))
        .returning();
      if (m.status === CUS.PROGRESSING) await consumeCoupons(tx, cusId, now);
      const cartIds = lines.map((l) => l.cartId).filter((x): x is string => !!x);
      if (cartIds.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
      // Last: the SKU rows are shared by every buyer, so their row locks are held as briefly as possible.
      await takeStock(tx, lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, name: l.name })));
      if (comboId) {
        const ok = await tx
          .update(combos)
          .set({ stock: sql`${combos.stock} - 1`, salesVolume: sql`${combos.salesVolume} + 1` })
          .where(and(eq(combos.id, comboId), sql`${combos.stock} >= 1`))
          .returning({ id: combos.id });
        if (!ok.length) throw unavailable('套餐库存不足');
      }
      return done;
    });
    return submitResult(db, cus);
  } catch (err) {
    // The same submission got there first (a double tap, a retry): its coupons and stock are taken, the cart rows
    // gone — answer with its order rather than with the error that caused.
    if (isUniqueViolation(err) || err instanceof AppError) {
      const row = await existingSubmit(db, userId, input.idempotencyKey);
      if (row) return submitResult(db, row);
    }
    throw err;
  }
}

/** Lines of a pending order as they were offered (the planner's prices), with today's class codes and plans. */
async function pendingLines(db: DbLike, cus: CusRow) {
  const os = await db.select().from(orders).where(eq(orders.cusOrderId, cus.id)).orderBy(asc(orders.orderNo));
  const gs = await db.select().from(goods).where(inArray(goods.id, os.map((o) => o.goodsId).concat(['-'])));
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
      payType: o.payType as 1 | 2 | 3 | 4,
      plan: { ...plan, payType: o.payType as 1 | 2 | 3 | 4 },
      priceFen: o.unitPriceFen,
      quantity: o.quantity,
      lineTotalFen: o.totalFen,
    };
  });
  return { os, lines };
}

export async function settlePending(db: Db, userId: string, cusOrderId: string, codes: string[], now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status !== CUS.UNSUBMITTED) throw orderState('该订单已提交');
  const { lines } = await pendingLines(db, cus);
  const priced = await settle(db, userId, lines, codes, now, cus.id);
  return { cus, lines, priced };
}

/** push_commit_order: the customer submits a planner's pending order with coupons. */
export async function commitPending(db: Db, userId: string, input: { cusOrderId: string; couponUseCodes: string[]; shownPayableFen: number; orderAgreementIds: string }, now: Date) {
  const { cus, lines, priced } = await settlePending(db, userId, input.cusOrderId, input.couponUseCodes, now);
  if (priced.settlement.needPayTotalMoneyFen !== input.shownPayableFen) throw priceChanged();
  const done = await db.transaction(async (tx) => {
    const moved = await tx
      .update(cusOrders)
      .set({ status: CUS.UNPAID, updatedAt: now })
      .where(and(eq(cusOrders.id, cus.id), eq(cusOrders.status, CUS.UNSUBMITTED)))
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
        submittedAt: now,
        expiresAt: m.status === CUS.UNPAID ? new Date(now.getTime() + EXPIRY_MS) : null,
      })
      .where(eq(cusOrders.id, cus.id))
      .returning();
    if (m.status === CUS.PROGRESSING) await consumeCoupons(tx, cus.id, now);
    return row;
  });
  return submitResult(db, done);
}

/** A planner offers a customer a pending (待提交) order at today's prices. */
export async function createPending(db: Db, input: { userId: string; plannerId: string; items: WantedItem[]; remark?: string }, now: Date) {
  const lines = await resolveLines(db, input.items);
  const total = lines.reduce((s, l) => s + l.lineTotalFen, 0);
  return db.transaction(async (tx) => {
    const cusId = newId('co');
    await tx.insert(cusOrders).values({
      id: cusId,
      cusOrderNo: bizNo('C', now),
      userId: input.userId,
      status: CUS.UNSUBMITTED,
      payType: lines[0].payType,
      totalFen: total,
      payableFen: total,
      remark: input.remark ?? '',
      plannerId: input.plannerId,
      createdAt: now,
      updatedAt: now,
    });
    for (const [i, l] of lines.entries()) {
      await tx.insert(orders).values({
        ...orderLineValues({ cusId, userId: input.userId, line: l, index: i, now }),
        payableFen: l.lineTotalFen,
        status: LINE.UNSUBMITE,
      });
    }
    return { cusOrderId: cusId };
  });
}

/** The columns an order line takes from its priced line, the same for a customer's submission and a planner's draft. */
function orderLineValues({ cusId, userId, line: l, index, now }: { cusId: string; userId: string; line: Line; index: number; now: Date }) {
  return {
    id: newId('od'),
    orderNo: bizNo('D', now) + String(index),
    cusOrderId: cusId,
    userId,
    goodsId: l.goodsId,
    skuId: l.skuId,
    goodsName: l.name,
    skuName: l.skuName,
    img: l.img,
    productType: l.productType,
    classCode1: l.classCode1,
    classCodeLevel: l.classCodeLevel,
    payType: l.payType,
    unitPriceFen: l.priceFen,
    quantity: l.quantity,
    totalFen: l.lineTotalFen,
    createdAt: now,
  };
}

// ───────────────────────────── cancelling ─────────────────────────────

async function cancelInTx(tx: DbLike, cus: CusRow, code: string, reason: string, now: Date) {
  await tx.update(cusOrders).set({ status: CUS.CANCELLED, cancelCode: code, cancelReason: reason, cancelledAt: now, expiresAt: null, updatedAt: now }).where(eq(cusOrders.id, cus.id));
  await tx.update(orders).set({ status: LINE.CANCELLED }).where(eq(orders.cusOrderId, cus.id));
  await releaseCoupons(tx, cus.id);
  if (cus.status !== CUS.UNSUBMITTED) await giveBackStock(tx, cus.id);
  await tx.update(payments).set({ status: 2, closedAt: now }).where(and(eq(payments.cusOrderId, cus.id), eq(payments.status, 0)));
}

/** Customer cancel: only 待付款 (nothing paid yet) or 待提交. */
export async function cancelCus(db: Db, userId: string, cusOrderId: string, code: string, reasonText: string | undefined, now: Date) {
  await cusRowForUser(db, userId, cusOrderId, now);
  const reason = code === 'ORTHER_REASON' && reasonText ? reasonText : CANCEL_REASONS[code];
  if (!reason || code === 'EXPIRE_AUTO_CANCEL') throw badInput('请选中取消原因');
  return db.transaction(async (tx) => {
    const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId)).for('update');
    if (cus.status !== CUS.UNPAID && cus.status !== CUS.UNSUBMITTED) throw orderState('当前订单状态不能取消');
    if (cus.paidFen > 0) throw orderState('订单已有付款，请申请退款/售后');
    await cancelInTx(tx, cus, code, reason, now);
    return { cusOrderId: cus.id, cusOrderStatus: CUS.CANCELLED as 4 };
  });
}

/** Cancels unpaid orders whose 2 hours are up (one order, one user's, or all). Returns how many. */
export async function expireDue(db: Db, now: Date, scope: { cusOrderId?: string; userId?: string } = {}) {
  const conds = [eq(cusOrders.status, CUS.UNPAID), lte(cusOrders.expiresAt, now)];
  if (scope.cusOrderId) conds.push(eq(cusOrders.id, scope.cusOrderId));
  if (scope.userId) conds.push(eq(cusOrders.userId, scope.userId));
  const due = await db.select({ id: cusOrders.id }).from(cusOrders).where(and(...conds)).limit(200);
  let n = 0;
  for (const { id } of due) {
    const did = await db.transaction(async (tx) => {
      const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, id)).for('update');
      if (!cus || cus.status !== CUS.UNPAID || !cus.expiresAt || cus.expiresAt > now || cus.paidFen > 0) return false;
      await cancelInTx(tx, cus, 'EXPIRE_AUTO_CANCEL', CANCEL_REASONS.EXPIRE_AUTO_CANCEL, now);
      return true;
    });
    if (did) n++;
  }
  return n;
}

// ───────────────────────────── paying (called by the pay module) ─────────────────────────────

/** Batches a payment may cover: this user's, live order, payable now; a 待付款 order must pay all its due batches. */
export async function batchesToPay(db: Db, userId: string, cusOrderId: string, batchIds: string[], now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status !== CUS.UNPAID && cus.status !== CUS.PROGRESSING) throw orderState('当前订单状态不能付款');
  const [os, bs] = await Promise.all([
    db.select().from(orders).where(eq(orders.cusOrderId, cus.id)),
    db.select().from(orderBatches).where(eq(orderBatches.cusOrderId, cus.id)).orderBy(asc(orderBatches.batchNumber)),
  ]);
  const due = bs.filter((b) => b.status === BATCH.DUE);
  const chosen = batchIds.length ? bs.filter((b) => batchIds.includes(b.id)) : due;
  if (!chosen.length) throw new AppError(OERR.NOTHING_TO_PAY, due.length || !batchIds.length ? '该订单当前无需支付' : '请选择需要支付的款项');
  if (chosen.length !== new Set(batchIds.length ? batchIds : chosen.map((b) => b.id)).size) throw new AppError(OERR.NOTHING_TO_PAY, '所选款项不存在');
  for (const b of chosen) {
    const o = os.find((x) => x.id === b.orderId)!;
    if (!payableBatch(b, o)) throw new AppError(OERR.NOTHING_TO_PAY, b.status === BATCH.PAID ? '所选款项已支付' : '所选款项还未到付款时间');
  }
  if (cus.status === CUS.UNPAID && due.some((d) => !chosen.includes(d))) throw new AppError(OERR.NOTHING_TO_PAY, '请一并支付本期应付款项');
  return { cus, batches: chosen, amountFen: chosen.reduce((s, b) => s + b.moneyFen, 0) };
}

/**
 * Marks batches paid by a payment, inside the caller's transaction. false when the order can no longer take it
 * (cancelled, or a batch was paid by another payment meanwhile): the caller then refunds the payment.
 */
export async function applyPaidBatches(tx: DbLike, cusOrderId: string, batchIds: string[], paymentId: string, now: Date): Promise<boolean> {
  const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, cusOrderId)).for('update');
  if (!cus || (cus.status !== CUS.UNPAID && cus.status !== CUS.PROGRESSING)) return false;
  const bs = await tx.select().from(orderBatches).where(inArray(orderBatches.id, batchIds.concat(['-'])));
  if (bs.length !== batchIds.length || bs.some((b) => b.status === BATCH.PAID || b.cusOrderId !== cusOrderId)) return false;
  let total = 0;
  for (const b of bs) {
    await tx.update(orderBatches).set({ status: BATCH.PAID, paidAt: now, paymentId }).where(eq(orderBatches.id, b.id));
    await tx.update(orders).set({ paidFen: sql`${orders.paidFen} + ${b.moneyFen}` }).where(eq(orders.id, b.orderId));
    total += b.moneyFen;
  }
  const paid = cus.paidFen + total;
  const still = await tx.select({ id: orderBatches.id }).from(orderBatches).where(and(eq(orderBatches.cusOrderId, cus.id), eq(orderBatches.status, BATCH.DUE)));
  const start = cus.status === CUS.UNPAID && still.length === 0;
  await tx
    .update(cusOrders)
    .set({
      paidFen: paid,
      payStatus: payStatusOf(paid, cus.payableFen),
      status: start ? CUS.PROGRESSING : cus.status,
      expiresAt: start ? null : cus.expiresAt,
      paidAt: cus.paidAt ?? now,
      updatedAt: now,
    })
    .where(eq(cusOrders.id, cus.id));
  await consumeCoupons(tx, cus.id, now);
  if (start) {
    await tx.update(orders).set({ status: LINE.HANDLING }).where(and(eq(orders.cusOrderId, cus.id), eq(orders.status, LINE.UN_PAID)));
    await startFirstNodes(tx, cus.id, now);
  }
  return true;
}

// ───────────────────────────── progress ─────────────────────────────

/** Planner: finish the running node of an order and start the next; the last one makes the order 待确认. */
export async function advanceNode(db: Db, orderId: string, handlerName: string, now: Date) {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw orderNotFound();
    const [cus] = await tx.select().from(cusOrders).where(eq(cusOrders.id, o.cusOrderId));
    if (cus.status !== CUS.PROGRESSING || o.status !== LINE.HANDLING) throw orderState('订单不在办理中');
    const ns = await tx.select().from(orderNodes).where(eq(orderNodes.orderId, o.id)).orderBy(asc(orderNodes.seq));
    const cur = ns.find((n) => n.status !== NODE.DONE);
    if (!cur) throw orderState('所有节点已完成');
    const bs = await tx.select().from(orderBatches).where(eq(orderBatches.orderId, o.id));
    if (o.payType === 2) {
      const b = bs.find((x) => x.nodeId === cur.id);
      if (b && b.status !== BATCH.PAID) throw orderState('该节点款项未支付，暂不能完成');
    }
    await tx
      .update(orderNodes)
      .set({ status: NODE.DONE, startedAt: cur.startedAt ?? now, finishedAt: now, handlerName })
      .where(eq(orderNodes.id, cur.id));
    const next = ns.find((n) => n.seq > cur.seq);
    if (next) {
      await tx.update(orderNodes).set({ status: NODE.RUNNING, startedAt: now, handlerName }).where(eq(orderNodes.id, next.id));
      if (o.payType === 2) {
        await tx.update(orderBatches).set({ status: BATCH.DUE }).where(and(eq(orderBatches.nodeId, next.id), eq(orderBatches.status, BATCH.NOT_DUE)));
      }
    } else {
      await tx.update(orders).set({ status: LINE.HANDLED, handledAt: now }).where(eq(orders.id, o.id));
      await tx.update(orderBatches).set({ status: BATCH.DUE }).where(and(eq(orderBatches.orderId, o.id), eq(orderBatches.status, BATCH.NOT_DUE)));
    }
    const [after] = await tx.select().from(orders).where(eq(orders.id, o.id));
    return { orderId: o.id, orderStatus: after.status, finishedNode: cur.name, nextNode: next?.name ?? null };
  });
}

/** Customer confirms completion of orders in 待确认 that are fully paid. */
export async function confirmOrders(db: Db, userId: string, orderIds: string[], now: Date) {
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
      if (cus.status !== CUS.PROGRESSING || fresh.status !== LINE.HANDLED || fresh.userConfirm !== 0) continue;
      if (fresh.paidFen < fresh.payableFen) continue;
      await tx.update(orders).set({ status: LINE.COMPLETED, userConfirm: 1, completedAt: now }).where(eq(orders.id, o.id));
      confirmed.push(o.id);
    }
    if (!confirmed.length) throw orderState('该订单未到确认完成节点！');
    const left = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.cusOrderId, cusId), sql`${orders.status} <> ${LINE.COMPLETED}`));
    let status = CUS.PROGRESSING as number;
    if (!left.length) {
      await tx.update(cusOrders).set({ status: CUS.COMPLETED, completedAt: now, updatedAt: now }).where(eq(cusOrders.id, cusId));
      status = CUS.COMPLETED;
    }
    return { confirmed, cusOrderStatus: status as 2 | 3 };
  });
}

export async function recordAgreement(db: Db, userId: string, cusOrderId: string, ids: string, now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status === CUS.CANCELLED) throw orderState();
  await db.update(cusOrders).set({ agreementIds: ids, updatedAt: now }).where(eq(cusOrders.id, cus.id));
  return { orderAgreementIds: ids };
}

export async function updateReceipt(db: Db, userId: string, cusOrderId: string, patch: { remark?: string; contract?: ContractFirstInfo }, now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status !== CUS.UNPAID && cus.status !== CUS.UNSUBMITTED) throw orderState('订单已付款，不能修改');
  await db
    .update(cusOrders)
    .set({ ...(patch.remark !== undefined ? { remark: patch.remark } : {}), ...(patch.contract ? { contract: patch.contract } : {}), updatedAt: now })
    .where(eq(cusOrders.id, cus.id));
  return getOrderForUser(db, userId, cus.id, now);
}
