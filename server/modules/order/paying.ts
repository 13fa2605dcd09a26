import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { preparedRead } from '../../db/prepared';
import { ph, prebuilt, prebuiltBy } from '../../db/prebuilt';
import { BATCH_STATUS, CUS_ORDER_STATUS, ORDER_LINE_STATUS } from '@/lib/contract/order/enums';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import { failUnless, writeAsOne, type Write } from '../../db/oneStatement';
import { isFailedCheck } from '../../db/errors';
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

/**
 * The same read for a payment made as read (payAsRead): with who sells each line's goods, and the order row's version.
 * (Written out like ownOrderRows: drizzle's select types do not carry the fields through a shared builder.)
 */
const ownOrderRowsPaying = preparedRead((db) =>
  db
    .select(paidReadColumns())
    .from(cusOrders)
    .leftJoin(orders, eq(orders.cusOrderId, cusOrders.id))
    .leftJoin(orderBatches, and(eq(orderBatches.orderId, orders.id), eq(orderBatches.cusOrderId, cusOrders.id)))
    .where(and(eq(cusOrders.id, sql.placeholder('cusOrderId')), eq(cusOrders.userId, sql.placeholder('userId')))),
);

/** The order as a payment read it before paying: its lines (who sells each), all its batches, the row's version (xmin). */
export type PaidRead = { cus: CusRow; lines: PayingLine[]; batches: BatchRow[]; version: string };

/** What a payment reads of its order: for a payment made as read, with its lines' sellers and the row's version (paidReadColumns). */
export type PaidReadRow = { c: CusRow | null; o: OrderRow | null; b: BatchRow | null; storeOwner?: string | null; version?: string | null };

/** The columns of a payment's read beside the order's, its lines' and batches' (the order joined as `cus_orders`). */
export const paidReadColumns = () => ({ c: cusOrders, o: orders, b: orderBatches, storeOwner: plannerSellingOpenSql(orders.goodsId), version: sql<string>`${cusOrders}.xmin::text` });

/**
 * Another module's read of its table `base` (the pay module's payments), with the order `cusOrderId` names as a payment
 * reads it (paidReadColumns beside `fields`): one row per line and batch, for paidReadOf. The caller adds the where.
 */
export const withOrderAsRead = <F extends SelectedFields>(db: DbLike, fields: F, base: PgTable, cusOrderId: AnyPgColumn) =>
  db
    .select({ ...fields, ...paidReadColumns() })
    .from(base)
    .leftJoin(cusOrders, eq(cusOrders.id, cusOrderId))
    .leftJoin(orders, eq(orders.cusOrderId, cusOrders.id))
    .leftJoin(orderBatches, and(eq(orderBatches.orderId, orders.id), eq(orderBatches.cusOrderId, cusOrders.id)));

/** The order's rows (one per line and batch) as a payment reads them; undefined without an order. */
export function paidReadOf(rows: PaidReadRow[]): PaidRead | undefined {
  const cus = rows[0]?.c;
  if (!cus) return undefined;
  const lines = new Map<string, PayingLine>();
  const batches: BatchRow[] = [];
  for (const r of rows) {
    if (r.o && !lines.has(r.o.id)) lines.set(r.o.id, { ...r.o, storeOwner: r.storeOwner ?? null });
    if (r.b) batches.push(r.b);
  }
  batches.sort((a, b) => a.batchNumber - b.batchNumber);
  return { cus, lines: [...lines.values()], batches, version: rows[0].version ?? '' };
}

async function ownOrder(db: DbLike, userId: string, cusOrderId: string, paying: boolean): Promise<PaidRead | undefined> {
  return paidReadOf(await (paying ? ownOrderRowsPaying : ownOrderRows)(db, { cusOrderId, userId }));
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

/**
 * Batches a payment may cover: this user's, live order, payable now; a 待付款 order must pay all its due batches.
 * `paying`: the answer also carries the order as read (`read`, for payAsRead).
 */
export async function batchesToPay(db: Db, userId: string, cusOrderId: string, batchIds: string[], now: Date, paying = false) {
  let got = await ownOrder(db, userId, cusOrderId, paying);
  if (!got) throw orderNotFound();
  // Only an unpaid order whose time is up has anything to expire (expireDue's own condition); it is read again.
  if (got.cus.status === CUS_ORDER_STATUS.UNPAID && got.cus.expiresAt && got.cus.expiresAt <= now) {
    await expireDue(db, now, { cusOrderId });
    got = (await ownOrder(db, userId, cusOrderId, paying))!;
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
  return { cus, batches: chosen, amountFen: chosen.reduce((s, b) => s + b.moneyFen, 0), lines, read: got };
}

/** The caller's writes that go into the payment's statement (the wallet's debit), what says they were made, and the error otherwise. */
export type AlongsidePayment = {
  writes: Write[];
  ok: ReturnType<typeof sql<boolean>>;
  short: () => Error;
  /** payAsRead: writes refused mean the payment changed meanwhile (answer 'changed'), not `short()`. */
  refusedIsChange?: boolean;
};

type PayOpts = { agreementIds?: string; alongside?: AlongsidePayment };
type PayingLine = OrderRow & { storeOwner: string | null };
/** What a payment is planned from: the order with all its lines (who sells each, for the planner's notice) and batches. */
type PayingOrder = { cus: CusRow; lines: PayingLine[]; batches: BatchRow[] };

const payable = (cus: CusRow) => cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.PROGRESSING;

/** The order's own UPDATE by a payment; as read (`asRead`), only while its row is the version read, naming the row it changed. */
const cusPaid = prebuiltBy(
  (k: { asRead: boolean; agreement: boolean }) => `${k.asRead}/${k.agreement}`,
  (db, k) => {
    const w = db
      .update(cusOrders)
      .set({
        paidFen: ph('paidFen', cusOrders.paidFen),
        payStatus: ph('payStatus', cusOrders.payStatus),
        status: ph('status', cusOrders.status),
        expiresAt: ph('expiresAt', cusOrders.expiresAt),
        paidAt: ph('paidAt', cusOrders.paidAt),
        updatedAt: ph('now', cusOrders.updatedAt),
        ...(k.agreement ? { agreementIds: ph('agreementIds', cusOrders.agreementIds) } : {}),
      })
      .where(k.asRead ? and(eq(cusOrders.id, ph('id')), sql`${cusOrders}.xmin::text = ${ph('version')}`) : eq(cusOrders.id, ph('id')));
    return k.asRead ? w.returning({ id: cusOrders.id }) : w;
  },
);

/** The chosen batches paid, each only while not paid; the ids of those it changed. */
const batchesPaid = prebuilt<{ ids: string[]; now: Date; paymentId: string }>((db) =>
  db
    .update(orderBatches)
    .set({ status: BATCH_STATUS.PAID, paidAt: ph('now', orderBatches.paidAt), paymentId: ph('paymentId', orderBatches.paymentId) })
    .where(and(sql`${orderBatches.id} = any(${ph('ids')}::text[])`, ne(orderBatches.status, BATCH_STATUS.PAID)))
    .returning({ id: orderBatches.id }),
);

/** Each line's share of the payment (`fens` in the order of `lineIds`); when the order starts (`start`), its unpaid lines move to 办理中. */
const linesPaid = prebuiltBy(
  (start: boolean) => String(start),
  (db, start) =>
    db
      .update(orders)
      .set({
        paidFen: sql`${orders.paidFen} + coalesce((${ph('fens')}::bigint[])[array_position(${ph('lineIds')}::text[], ${orders.id})], 0)`,
        ...(start ? { status: sql<string>`(case when ${orders.status} = ${ORDER_LINE_STATUS.UN_PAID} then ${ORDER_LINE_STATUS.HANDLING}::text else ${orders.status} end)` } : {}),
      })
      .where(eq(orders.cusOrderId, ph('cusId'))),
);

/**
 * Everything a payment of these batches writes, as one statement's writes (undefined when a chosen batch is not the
 * order's or is paid). `version` (the order row's xmin as read): the order's own UPDATE is the `cus_paid` clause and
 * changes the row only while it is that version.
 */
function plannedPayment(tx: DbLike, s: PayingOrder, batchIds: string[], paymentId: string, now: Date, opts: PayOpts, version?: string) {
  const { cus } = s;
  // The chosen batches: each must be this order's, none paid; and whether any other stays due afterwards.
  const bs = s.batches.filter((b) => batchIds.includes(b.id));
  if (bs.length !== batchIds.length || bs.some((b) => b.status === BATCH_STATUS.PAID)) return undefined;
  const perOrder = new Map<string, number>();
  for (const b of bs) perOrder.set(b.orderId, (perOrder.get(b.orderId) ?? 0) + b.moneyFen);
  const total = bs.reduce((sum, b) => sum + b.moneyFen, 0);
  const paid = cus.paidFen + total;
  const stillDue = s.batches.some((b) => b.status === BATCH_STATUS.DUE && !batchIds.includes(b.id));
  const start = cus.status === CUS_ORDER_STATUS.UNPAID && !stillDue;
  const lines = [...s.lines].sort(byOrderNo);
  const cusValues = {
    id: cus.id,
    paidFen: paid,
    payStatus: payStatusOf(paid, cus.payableFen),
    status: start ? CUS_ORDER_STATUS.PROGRESSING : cus.status,
    expiresAt: start ? null : cus.expiresAt,
    paidAt: cus.paidAt ?? now,
    now,
    ...(opts.agreementIds ? { agreementIds: opts.agreementIds } : {}),
    ...(version !== undefined ? { version } : {}),
  };
  const cusWrite = cusPaid(tx, { asRead: version !== undefined, agreement: !!opts.agreementIds }, cusValues);
  const writes: Write[] = [
    // Unread, the order's UPDATE runs after the statement's checks; read by them (`cus_paid`), it runs first.
    version === undefined ? cusWrite : { cte: 'cus_paid', write: cusWrite },
    ...(opts.alongside?.writes ?? []),
    // Read as not paid, and not paid in the write either: a batch is never paid twice.
    { cte: 'paid_batches', write: batchesPaid(tx, { ids: bs.map((b) => b.id), now, paymentId }) },
    // Each line gets its share; when the order starts, its unpaid lines move to 办理中 in the same UPDATE.
    linesPaid(tx, start, { cusId: cus.id, lineIds: [...perOrder.keys()], fens: [...perOrder.values()] }),
    ...couponsConsumed(tx, cus.id, now),
  ];
  // The order's first payment is its sale: 已售 of its goods (and package) and the planner's 成交 move now, once
  // (paid_at is set above under the order's lock; ADR 0027); the planner hears of it (新订单) with it.
  const sold = !cus.paidAt ? soldQuantityWrites(tx, lines) : [];
  if (sold.length === 1) writes.push(sold[0]);
  if (!cus.paidAt) {
    const notices = noticesInsert(tx, orderPaidNotices(cus, lines, total, start), now);
    if (notices) writes.push(notices);
  }
  if (start) writes.push(firstNodesStarted(tx, cus.id, now), markCampaignClaimPaid(tx, cus.id, now), { cte: 'granted', write: actCardPurchasePaid(tx, cus.id, now) });
  // What the statement cannot do: several goods' 已售 (one after the other), a package's or a planner's sale count.
  const after = sold.length > 1 || (!cus.paidAt && (!!cus.comboId || !!cus.plannerId));
  return { writes, batches: bs.length, sold, start, after };
}

/**
 * Marks batches paid by a payment, inside the caller's transaction. false when the order can no longer take it
 * (cancelled, or a batch was paid by another payment meanwhile): the caller then refunds the payment. The order row
 * is locked first; its lines and batches are read by the next statement, which sees every payment committed before
 * the lock was granted (one locking query with joins would not: READ COMMITTED re-reads only the locked row).
 */
export async function applyPaidBatches(tx: DbLike, cusOrderId: string, batchIds: string[], paymentId: string, now: Date, opts: PayOpts = {}): Promise<boolean> {
  const [cus] = await lockedOrder(tx, { id: cusOrderId });
  if (!cus || !payable(cus)) return false;
  // Who sells each line's goods is read with it when the planner is to hear of this first payment.
  const tell = !cus.paidAt && !cus.plannerId;
  const rows = await (tell ? linesTelling : linesQuiet)(tx, { id: cus.id });
  const lineMap = new Map<string, PayingLine>();
  const all: BatchRow[] = [];
  for (const r of rows) {
    if (!lineMap.has(r.o.id)) lineMap.set(r.o.id, { ...r.o, storeOwner: r.storeOwner });
    if (r.b) all.push(r.b);
  }
  const plan = plannedPayment(tx, { cus, lines: [...lineMap.values()], batches: all }, batchIds, paymentId, now, opts);
  if (!plan) return false;
  const [res] = await writeAsOne<{ ok: boolean; batches: number; granted: { id: string; user_id: string; card_id: string } | string | null }>(
    tx,
    plan.writes,
    sql`select ${opts.alongside?.ok ?? sql`true`} as ok, (select count(*)::int from paid_batches) as batches, ${plan.start ? sql`(select row_to_json(g) from granted g limit 1)` : sql`null::json`} as granted`,
  );
  if (Number(res.batches) !== plan.batches) throw new Error(`payment ${paymentId}: a batch was paid meanwhile`);
  if (!res.ok) throw opts.alongside!.short();
  // Several goods: their 已售 one after the other, in goods-id order (their row locks always in that order).
  if (plan.sold.length > 1) for (const w of plan.sold) await writeAsOne(tx, [w]);
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

/** Why a payment's own statement failed: the order is no longer as read, or the caller's writes were not made. */
const CHANGED = 'pay: order changed';
const SHORT = 'pay: alongside refused';

/**
 * A payment as one statement, without a transaction or a lock taken beforehand (ADR 0084): the order as read
 * before (`read`, with its row's version) is paid when it is still that version. The statement's checks run first:
 * the order's UPDATE (which locks its row, and changes it only while it is the version read), the batches, an
 * activity card bought (not granted here), the caller's writes; any that fails fails the whole statement and none of
 * its writes is kept. 'changed' when the order was not as read, or the payment needs steps after its statement: the
 * caller then pays through applyPaidBatches, which reads under the order's lock and decides.
 */
export async function payAsRead(db: DbLike, read: PaidRead, batchIds: string[], paymentId: string, now: Date, opts: PayOpts = {}): Promise<'paid' | 'changed'> {
  if (!payable(read.cus)) return 'changed';
  const plan = plannedPayment(db, read, batchIds, paymentId, now, opts, read.version);
  if (!plan || plan.after) return 'changed';
  const fresh = sql`(select count(*) from cus_paid) = 1 and (select count(*) from paid_batches) = ${plan.batches}${plan.start ? sql` and not exists (select 1 from granted)` : sql``}`;
  const made = opts.alongside?.ok ?? sql`true`;
  try {
    // Evaluated left to right: the order's check (and its row lock) first; the caller's writes only when it held.
    await writeAsOne(db, plan.writes, sql`select ${failUnless(fresh, CHANGED)} and ${failUnless(made, SHORT)} as ok`);
  } catch (err) {
    if (isFailedCheck(err, CHANGED)) return 'changed';
    if (isFailedCheck(err, SHORT)) {
      if (opts.alongside?.refusedIsChange) return 'changed';
      throw opts.alongside!.short();
    }
    throw err;
  }
  return 'paid';
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
