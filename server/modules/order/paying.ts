import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { preparedRead } from '../../db/prepared';
import { BATCH_STATUS, CUS_ORDER_STATUS, ORDER_LINE_STATUS } from '@/lib/contract/order/enums';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import { writeAsOne, type Write } from '../../db/oneStatement';
import { countComboSale } from '../combo/stock';
import { soldQuantityWrites } from '../goods/sales';
import { countPlannerDeal } from '../planner/deals';
import { couponsConsumed } from '../coupon/service';
import { actCardPurchasePaid, grantBoughtCard } from '../coupon/actCardGrant';
import { markCampaignClaimPaid } from '../activity/claiming';
import { plannerSellingOpenSql } from '../store/sellers';
import { noticesInsert } from '../notice/notify';
import { completeVirtualOrder } from './virtualOrder';
import { expireDue, firstNodesStarted, type CusRow } from './lifecycle';
import { nothingToPay, orderNotFound, orderState } from './common';
import { payableBatch, payStatusOf } from './presenting';
import { orderPaidNotices } from './notices';
import { cusOrders, orderBatches, orders } from './schema';

// Paying a customer order (called by the pay module): which batches a payment may cover, and marking them paid inside
// the payment's transaction. Issue 30: the order is read with its lines and batches in one query, and everything a
// payment changes (batches, lines, the order, coupons, 已售, the planner's notice, first nodes, a campaign unit, a
// bought card) is written in one statement, together with the caller's own writes (the wallet's debit).

type OrderRow = typeof orders.$inferSelect;
type BatchRow = typeof orderBatches.$inferSelect;

const byOrderNo = (a: { orderNo: string }, b: { orderNo: string }) => (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : 0);

/** The user's customer order with its lines and batches, in one query (undefined when it is not theirs). */
const ownOrderRows = preparedRead((db) =>
  db
    .select({ c: cusOrders, o: orders, b: orderBatches })
    .from(cusOrders)
    .leftJoin(orders, eq(orders.cusOrderId, cusOrders.id))
    .leftJoin(orderBatches, and(eq(orderBatches.orderId, orders.id), eq(orderBatches.cusOrderId, cusOrders.id)))
    .where(and(eq(cusOrders.id, sql.placeholder('cusOrderId')), eq(cusOrders.userId, sql.placeholder('userId')))),
);

async function ownOrder(db: DbLike, userId: string, cusOrderId: string) {
  const rows = await ownOrderRows(db, { cusOrderId, userId });
  if (!rows.length) return undefined;
  const lines = new Map<string, OrderRow>();
  const batches: BatchRow[] = [];
  for (const r of rows) {
    if (r.o && !lines.has(r.o.id)) lines.set(r.o.id, r.o);
    if (r.b) batches.push(r.b);
  }
  batches.sort((a, b) => a.batchNumber - b.batchNumber);
  return { cus: rows[0].c, lines: [...lines.values()], batches };
}

/** The order row, locked for the payment (inside its transaction; built once per connection). */
const lockedOrder = preparedRead((db) => db.select().from(cusOrders).where(eq(cusOrders.id, sql.placeholder('id'))).for('update'));

/** The order's lines with their batches; with who sells each line's goods when the planner is to hear of the payment. */
const linesAndBatches = (tell: boolean) =>
  preparedRead((db) =>
    db
      .select({ o: orders, b: orderBatches, storeOwner: tell ? plannerSellingOpenSql(orders.goodsId) : sql<string | null>`null` })
      .from(orders)
      .leftJoin(orderBatches, and(eq(orderBatches.orderId, orders.id), eq(orderBatches.cusOrderId, sql.placeholder('id'))))
      .where(eq(orders.cusOrderId, sql.placeholder('id'))),
  );
const linesTelling = linesAndBatches(true);
const linesQuiet = linesAndBatches(false);

/** Batches a payment may cover: this user's, live order, payable now; a 待付款 order must pay all its due batches. */
export async function batchesToPay(db: Db, userId: string, cusOrderId: string, batchIds: string[], now: Date) {
  let got = await ownOrder(db, userId, cusOrderId);
  if (!got) throw orderNotFound();
  // Only an unpaid order whose time is up has anything to expire (expireDue's own condition); it is read again.
  if (got.cus.status === CUS_ORDER_STATUS.UNPAID && got.cus.expiresAt && got.cus.expiresAt <= now) {
    await expireDue(db, now, { cusOrderId });
    got = (await ownOrder(db, userId, cusOrderId))!;
  }
  const { cus, lines: os, batches: bs } = got;
  if (cus.status !== CUS_ORDER_STATUS.UNPAID && cus.status !== CUS_ORDER_STATUS.PROGRESSING) throw orderState('当前订单状态不能付款');
  const due = bs.filter((b) => b.status === BATCH_STATUS.DUE);
  const chosen = batchIds.length ? bs.filter((b) => batchIds.includes(b.id)) : due;
  if (!chosen.length) throw nothingToPay(due.length || !batchIds.length ? '该订单当前无需支付' : '请选择需要支付的款项');
  if (chosen.length !== new Set(batchIds.length ? batchIds : chosen.map((b) => b.id)).size) throw nothingToPay('所选款项不存在');
  for (const b of chosen) {
    const o = os.find((x) => x.id === b.orderId)!;
    if (!payableBatch(b, o)) throw nothingToPay(b.status === BATCH_STATUS.PAID ? '所选款项已支付' : '所选款项还未到付款时间');
  }
  if (cus.status === CUS_ORDER_STATUS.UNPAID && due.some((d) => !chosen.includes(d))) throw nothingToPay('请一并支付本期应付款项');
  // The lines too, in order-number order: the cashier and the gateway name the payment after them (customerNo.ts).
  const lines = [...os].sort(byOrderNo);
  return { cus, batches: chosen, amountFen: chosen.reduce((s, b) => s + b.moneyFen, 0), lines };
}

/** The caller's writes that go into the payment's statement (the wallet's debit), what says they were made, and the error otherwise. */
export type AlongsidePayment = { writes: Write[]; ok: ReturnType<typeof sql<boolean>>; short: () => Error };

/**
 * Marks batches paid by a payment, inside the caller's transaction. false when the order can no longer take it
 * (cancelled, or a batch was paid by another payment meanwhile): the caller then refunds the payment. The order row
 * is locked first; its lines and batches are read by the next statement, which sees every payment committed before
 * the lock was granted (one locking query with joins would not: READ COMMITTED re-reads only the locked row).
 */
export async function applyPaidBatches(
  tx: DbLike,
  cusOrderId: string,
  batchIds: string[],
  paymentId: string,
  now: Date,
  opts: { agreementIds?: string; alongside?: AlongsidePayment } = {},
): Promise<boolean> {
  const [cus] = await lockedOrder(tx, { id: cusOrderId });
  if (!cus || (cus.status !== CUS_ORDER_STATUS.UNPAID && cus.status !== CUS_ORDER_STATUS.PROGRESSING)) return false;
  // Who sells each line's goods is read with it when the planner is to hear of this first payment.
  const tell = !cus.paidAt && !cus.plannerId;
  const rows = await (tell ? linesTelling : linesQuiet)(tx, { id: cus.id });
  const lineMap = new Map<string, OrderRow & { storeOwner: string | null }>();
  const all: BatchRow[] = [];
  for (const r of rows) {
    if (!lineMap.has(r.o.id)) lineMap.set(r.o.id, { ...r.o, storeOwner: r.storeOwner });
    if (r.b) all.push(r.b);
  }
  // The chosen batches: each must be this order's, none paid; and whether any other stays due afterwards.
  const bs = all.filter((b) => batchIds.includes(b.id));
  if (bs.length !== batchIds.length || bs.some((b) => b.status === BATCH_STATUS.PAID)) return false;
  const perOrder = new Map<string, number>();
  for (const b of bs) perOrder.set(b.orderId, (perOrder.get(b.orderId) ?? 0) + b.moneyFen);
  const total = bs.reduce((sum, b) => sum + b.moneyFen, 0);
  const paid = cus.paidFen + total;
  const stillDue = all.some((b) => b.status === BATCH_STATUS.DUE && !batchIds.includes(b.id));
  const start = cus.status === CUS_ORDER_STATUS.UNPAID && !stillDue;
  const lines = [...lineMap.values()].sort(byOrderNo);
  const paidOf = sql.join(
    [...perOrder].map(([id, fen]) => sql`when ${id} then ${fen}::bigint`),
    sql` `,
  );
  const writes: Write[] = [
    ...(opts.alongside?.writes ?? []),
    // Read under the lock as not paid, and not paid in the write either: a batch is never paid twice.
    {
      cte: 'paid_batches',
      write: tx
        .update(orderBatches)
        .set({ status: BATCH_STATUS.PAID, paidAt: now, paymentId })
        .where(and(inArray(orderBatches.id, bs.map((b) => b.id)), ne(orderBatches.status, BATCH_STATUS.PAID)))
        .returning({ id: orderBatches.id }),
    },
    // Each line gets its share; when the order starts, its unpaid lines move to 办理中 in the same UPDATE.
    tx
      .update(orders)
      .set({
        paidFen: sql`${orders.paidFen} + (case ${orders.id} ${paidOf} else 0 end)`,
        ...(start ? { status: sql<string>`(case when ${orders.status} = ${ORDER_LINE_STATUS.UN_PAID} then ${ORDER_LINE_STATUS.HANDLING}::text else ${orders.status} end)` } : {}),
      })
      .where(eq(orders.cusOrderId, cus.id)),
    tx
      .update(cusOrders)
      .set({
        paidFen: paid,
        payStatus: payStatusOf(paid, cus.payableFen),
        status: start ? CUS_ORDER_STATUS.PROGRESSING : cus.status,
        expiresAt: start ? null : cus.expiresAt,
        paidAt: cus.paidAt ?? now,
        updatedAt: now,
        ...(opts.agreementIds ? { agreementIds: opts.agreementIds } : {}),
      })
      .where(eq(cusOrders.id, cus.id)),
    ...couponsConsumed(tx, cus.id, now),
  ];
  // The order's first payment is its sale: 已售 of its goods (and package) and the planner's 成交 move now, once
  // (paid_at is set above under the order's lock; ADR 0027); the planner hears of it (新订单) with it.
  const sold = !cus.paidAt ? soldQuantityWrites(tx, lines) : [];
  if (sold.length === 1) writes.push(sold[0]);
  if (!cus.paidAt) {
    const notices = noticesInsert(orderPaidNotices(cus, lines, total, start), now);
    if (notices) writes.push(notices);
  }
  if (start) writes.push(firstNodesStarted(tx, cus.id, now), markCampaignClaimPaid(tx, cus.id, now), { cte: 'granted', write: actCardPurchasePaid(tx, cus.id, now) });
  const [res] = await writeAsOne<{ ok: boolean; batches: number; granted: { id: string; user_id: string; card_id: string } | string | null }>(
    tx,
    writes,
    sql`select ${opts.alongside?.ok ?? sql`true`} as ok, (select count(*)::int from paid_batches) as batches, ${start ? sql`(select row_to_json(g) from granted g limit 1)` : sql`null::json`} as granted`,
  );
  if (Number(res.batches) !== bs.length) throw new Error(`payment ${paymentId}: a batch was paid meanwhile`);
  if (!res.ok) throw opts.alongside!.short();
  // Several goods: their 已售 one after the other, in goods-id order (their row locks always in that order).
  if (sold.length > 1) for (const w of sold) await w;
  if (!cus.paidAt) {
    if (cus.comboId) await countComboSale(tx, cus.comboId);
    if (cus.plannerId) await countPlannerDeal(tx, cus.plannerId);
  }
  // An activity card bought by this order is granted now, once, and the order is then delivered.
  const g = typeof res.granted === 'string' ? (JSON.parse(res.granted) as { id: string; user_id: string; card_id: string }) : res.granted;
  if (g) {
    await grantBoughtCard(tx, { id: g.id, userId: g.user_id, cardId: g.card_id }, now);
    await completeVirtualOrder(tx, cus.id, now);
  }
  return true;
}

/** The agreements the customer ticked at the cashier (get_pay_params). */
export async function recordPayAgreement(db: DbLike, cusOrderId: string, ids: string) {
  await agreementWrite(db, cusOrderId, ids);
}

/** recordPayAgreement's statement, unsent (a write sent with the payment row's, server/db/oneStatement.ts). */
export function agreementWrite(db: DbLike, cusOrderId: string, ids: string) {
  return db.update(cusOrders).set({ agreementIds: ids }).where(eq(cusOrders.id, cusOrderId));
}

export type { CusRow };
