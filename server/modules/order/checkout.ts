import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContractFirstInfo, SubmitResult } from '@/lib/contract/order/api';
import { BATCH_STATUS, CAMPAIGN_PAY_MINUTES, CUS_ORDER_STATUS, NODE_STATUS, ORDER_EXPIRY_MS, ORDER_LINE_STATUS, PAY_TYPE, type CusStatus, type PayType } from '@/lib/contract/order/enums';
import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import { AppError, badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import { isFailedCheck, isUniqueViolation } from '../../db/errors';
import { newId, randomText } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { shippingSnapshotOf } from '../address/service';
import { takeComboStock } from '../combo/stock';
import { skuStockTaken, takeSkuStock } from '../goods/skus';
import { cartRowsOf, removeCartRows } from '../cart/service';
import { consumeCoupons, lockCoupons, readHeldCoupons } from '../coupon/service';
import { couponInvalid, orderState, priceChanged, unavailable } from './common';
import { cusRowForUser, FIRST_HANDLER } from './lifecycle';
import { resolveCampaignLines, resolveComboLines, resolveLines, type CampaignTermsAt, type Line, type WantedItem } from './pricing';
import { campaignClaimWrites, claimed } from '../activity/claiming';
import { SECKILL_MSG } from '@/lib/contract/activity/enums';
import { cusOrderDetail } from './reading';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';
import { batchPlan, settle } from './settle';
import { businessNo, NO_CONSTRAINT, retryOnFreshNo } from '../../db/businessNo';
import { failUnless, writeAsOne } from '../../db/oneStatement';
import { insertRows } from '../../db/prebuilt';

// A customer's checkout: pricing goods, cart rows or a package, and submitting them as a customer order (its lines,
// batches and nodes, coupons locked, stock taken); then the agreements, remark and contract party the customer adds.

type CusRow = typeof cusOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

type Materialized = { status: number; depositFen: number; payNowFen: number };

/** What materialize will make of these lines (pure): the customer status, the deposit, what is due at once. */
export function materialOutcome(rows: { payableFen: number; line: Pick<Line, 'payType' | 'plan'> }[]): Materialized {
  let payNow = 0;
  let deposit = 0;
  for (const { payableFen, line } of rows) {
    const plan = batchPlan(line, payableFen);
    if (line.payType === PAY_TYPE.DEPOSIT) deposit += plan[0].moneyFen;
    payNow += plan.filter((b) => b.dueAtSubmit).reduce((s, b) => s + b.moneyFen, 0);
  }
  return { status: payNow > 0 ? CUS_ORDER_STATUS.UNPAID : CUS_ORDER_STATUS.PROGRESSING, depositFen: deposit, payNowFen: payNow };
}

/**
 * The node and batch rows of freshly made order lines (pure), and the outcome they give the customer order. When
 * nothing is due at once the order starts right away, so each line's first node is written already running.
 */
export function materialRows(cusId: string, rows: { order: { id: string; payableFen: number }; line: Pick<Line, 'payType' | 'plan'> }[], now: Date) {
  const outcome = materialOutcome(rows.map((r) => ({ payableFen: r.order.payableFen, line: r.line })));
  const started = outcome.status === CUS_ORDER_STATUS.PROGRESSING;
  const nodes: (typeof orderNodes.$inferInsert)[] = [];
  const batches: (typeof orderBatches.$inferInsert)[] = [];
  const deposits = new Map<string, number>();
  for (const { order, line } of rows) {
    const nodeIds = line.plan.nodes.map(() => newId('nd_'));
    for (const [k, n] of line.plan.nodes.entries()) {
      const first = started && k === 0;
      nodes.push({ id: nodeIds[k], orderId: order.id, seq: k, name: n.name, explain: n.explain ?? '', days: n.days, status: first ? NODE_STATUS.RUNNING : NODE_STATUS.NOT_STARTED, ...(first ? { startedAt: now, handlerName: FIRST_HANDLER } : {}) });
    }
    const plan = batchPlan(line, order.payableFen);
    if (line.payType === PAY_TYPE.DEPOSIT) deposits.set(order.id, plan[0].moneyFen);
    for (const [k, b] of plan.entries()) {
      batches.push({ id: newId('bt_'), cusOrderId: cusId, orderId: order.id, batchNumber: k, name: b.name, moneyFen: b.moneyFen, status: b.dueAtSubmit ? BATCH_STATUS.DUE : BATCH_STATUS.NOT_DUE, nodeId: b.nodeIndex === null ? null : nodeIds[b.nodeIndex] });
    }
  }
  const lineStatus = outcome.status === CUS_ORDER_STATUS.UNPAID ? ORDER_LINE_STATUS.UN_PAID : ORDER_LINE_STATUS.HANDLING;
  return { outcome, nodes, batches, deposits, lineStatus };
}

/** Batches and nodes of freshly submitted orders (one insert each); the customer status they put the order in. */
export async function materialize(tx: DbLike, cusId: string, rows: { order: OrderRow; line: Pick<Line, 'payType' | 'plan'> }[], now: Date): Promise<Materialized> {
  const { outcome, nodes, batches, deposits, lineStatus } = materialRows(cusId, rows, now);
  if (nodes.length) await tx.insert(orderNodes).values(nodes);
  if (batches.length) await tx.insert(orderBatches).values(batches);
  for (const [id, depositFen] of deposits) await tx.update(orders).set({ depositFen }).where(eq(orders.id, id));
  // Lines inserted (or last written) with that status already need no UPDATE.
  if (rows.some((r) => r.order.status !== lineStatus)) await tx.update(orders).set({ status: lineStatus }).where(eq(orders.cusOrderId, cusId));
  return outcome;
}

export async function takeStock(tx: DbLike, lines: { skuId: string; quantity: number; name: string }[]) {
  // Always in SKU order, so two orders of the same SKUs cannot deadlock.
  for (const l of [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0))) {
    if (!(await takeSkuStock(tx, l.skuId, l.quantity))) throw unavailable(`${l.name}库存不足`);
  }
}

/** get_payment_seriale_no: an idempotency key for one submission. */
export const getPaymentSerialNo = () => ({ serialNo: `SN${Date.now().toString(36)}${randomText(9, 'hex')}` });

export type SubmitInput = {
  items?: WantedItem[];
  cartIds?: string[];
  comboId?: string;
  activityProductId?: string;
  /** The flash-sale gate's id for the claim this submission records (activity/gate.ts). */
  activityClaimId?: string;
  /** Called once the order holding that claim has committed (the gate then knows its claim was made without a read). */
  onClaimed?: () => void;
  /** How long an unpaid campaign order holds its unit (config.campaignPayMinutes; CAMPAIGN_PAY_MINUTES by default). */
  campaignPayMs?: number;
  couponUseCodes: string[];
  idempotencyKey: string;
  shownPayableFen: number;
  orderAgreementIds: string;
  remark?: string;
  contract?: ContractFirstInfo;
  plannerId?: string;
  cityCode?: string;
  addressId?: string;
};

/** What a submission answers (autonomy_submit_order, push_commit_order): the order, its lines, what is due now. */
export async function submitResult(db: DbLike, cus: CusRow): Promise<SubmitResult> {
  const os = await db.select({ id: orders.id }).from(orders).where(eq(orders.cusOrderId, cus.id)).orderBy(asc(orders.orderNo));
  const due = await db
    .select({ s: sql<number>`coalesce(sum(${orderBatches.moneyFen}), 0)` })
    .from(orderBatches)
    .where(and(eq(orderBatches.cusOrderId, cus.id), eq(orderBatches.status, BATCH_STATUS.DUE)));
  return submitResultOf(cus, os.map((o) => o.id), Number(due[0]?.s ?? 0));
}

/** The same from what the submitting transaction itself wrote (its lines by number, the batches it made due). */
function submitResultOf(cus: Pick<CusRow, 'id' | 'payType' | 'status'>, orderIds: string[], payNowFen: number): SubmitResult {
  return { cusOrderId: cus.id, orderIds, cusOrderPayType: cus.payType as PayType, cusOrderStatus: cus.status as CusStatus, payNowFen };
}

/** The items of a checkout: goods items, or the user's cart rows by id. */
export async function wantedOf(db: DbLike, userId: string, input: { items?: WantedItem[]; cartIds?: string[] }): Promise<WantedItem[]> {
  if (input.cartIds?.length) {
    const rows = await cartRowsOf(db, userId, input.cartIds);
    if (rows.length !== new Set(input.cartIds).size) throw unavailable('购物车商品不存在，请刷新后重试');
    return rows.map((r) => ({ goodsId: r.goodsId, skuId: r.skuId, quantity: r.quantity, cartId: r.id }));
  }
  return input.items ?? [];
}

export type CheckoutSource = { items?: WantedItem[]; cartIds?: string[]; comboId?: string; activityProductId?: string };

/** The priced lines of a checkout: a campaign product, a package (comboId), cart rows or goods items. */
export async function checkoutLines(
  db: DbLike,
  userId: string,
  src: CheckoutSource,
  areaCode: string | undefined,
  now: Date,
): Promise<{ lines: Line[]; comboId: string | null; activityProductId: string | null; campaign: CampaignTermsAt | null }> {
  if (src.activityProductId) {
    const c = await resolveCampaignLines(db, userId, src.activityProductId, now);
    return { lines: c.lines, comboId: null, activityProductId: src.activityProductId, campaign: c.campaign };
  }
  if (src.comboId) return { lines: (await resolveComboLines(db, src.comboId, areaCode)).lines, comboId: src.comboId, activityProductId: null, campaign: null };
  return { lines: await resolveLines(db, await wantedOf(db, userId, src)), comboId: null, activityProductId: null, campaign: null };
}

/**
 * When an unpaid order cancels itself: 2 hours after submitting; a campaign unit's order at the end of its payment
 * window (CAMPAIGN_PAY_MINUTES) or of its campaign, whichever comes first, so an unpaid order never holds a unit the
 * session could still sell (the sweeper and the lazy check on reading then give the unit back, once).
 */
export function unpaidDeadline(now: Date, campaignEndAt: Date | null, campaignPayMs = CAMPAIGN_PAY_MINUTES * 60_000): Date {
  if (!campaignEndAt) return new Date(now.getTime() + ORDER_EXPIRY_MS);
  return new Date(Math.min(now.getTime() + campaignPayMs, campaignEndAt.getTime()));
}

/** settle() for a checkout; a package or a campaign product is sold at its own price and takes no coupons. */
export async function settleCheckout(db: DbLike, userId: string, src: CheckoutSource, codes: string[], now: Date, areaCode?: string, opts: { options?: boolean } = {}) {
  // The coupons to choose from are read beside the lines (two reads at once, not one after the other): a price
  // answers the choice, a submission does not, and a package or a campaign product takes no coupons.
  const held = opts.options === false || src.comboId || src.activityProductId ? undefined : readHeldCoupons(db, userId);
  const { lines, comboId, activityProductId, campaign } = await checkoutLines(db, userId, src, areaCode, now);
  if (comboId && codes.length) throw couponInvalid('套餐不可使用优惠券');
  if (activityProductId && codes.length) throw couponInvalid(SECKILL_MSG.noCoupon);
  const own = comboId || activityProductId;
  const priced = await settle(db, userId, lines, own ? [] : codes, now, null, own ? { options: false } : { ...opts, held });
  // A campaign unit's checkout says its terms beside the price (issue 32), from the read that priced it.
  const terms = campaign ? { campaign: { title: campaign.title, endAt: campaign.endAt.toISOString(), perUserLimit: campaign.perUserLimit, taken: campaign.taken } } : {};
  if (own) return { lines, comboId, activityProductId, campaign, priced: { ...priced, usable: [], settlement: { ...priced.settlement, usableCouponCount: 0, ...terms } } };
  return { lines, comboId, activityProductId, campaign, priced };
}

async function existingSubmit(db: DbLike, userId: string, key: string) {
  const [row] = await db.select().from(cusOrders).where(and(eq(cusOrders.userId, userId), eq(cusOrders.idempotencyKey, key))).limit(1);
  return row;
}

/** What an earlier submission under this key answered (a double tap, a retry), if there was one. */
export async function priorSubmit(db: DbLike, userId: string, key: string): Promise<SubmitResult | undefined> {
  const row = await existingSubmit(db, userId, key);
  return row ? submitResult(db, row) : undefined;
}

/** The reason a one-line order's own statement fails with when its SKU has too little stock left (failUnless). */
const STOCK_SHORT = 'order: stock short';

/**
 * autonomy_submit_order: idempotent per (user, key); server prices; coupons locked, stock taken, cart rows removed.
 * The order, its lines, nodes and batches are one statement (writeAsOne); a repeated key is refused by the unique
 * index (cus_orders_idem_uq) and answered with the order it made; a colliding order number makes the whole
 * write (its one statement, or its transaction) run again with new numbers (nothing of it was kept).
 */
export async function autonomySubmitOrder(db: Db, userId: string, input: SubmitInput, now: Date) {
  try {
    const { lines, comboId, activityProductId, campaign, priced } = await settleCheckout(db, userId, input, input.couponUseCodes, now, input.cityCode, { options: false });
    if (priced.settlement.needPayTotalMoneyFen !== input.shownPayableFen) throw priceChanged();
    // A posted goods needs the caller's own address, kept on the order as it is now (another's: 404 不存在).
    if (priced.settlement.needAddress && !input.addressId) throw badInput(`addressId：${ADDRESS_MSG.checkoutMissing}`);
    const shippingAddress = input.addressId ? await shippingSnapshotOf(db, userId, input.addressId) : null;
    const s = priced.settlement;
    const made = await retryOnFreshNo([...NO_CONSTRAINT.cusOrder, ...NO_CONSTRAINT.order], async () => {
      const cusId = newId('co_');
      const lineRows = lines.map((l, i) => ({
        ...orderLineValues({ cusId, userId, line: l, index: i, now }),
        discountFen: priced.applied.perLine[i],
        payableFen: l.lineTotalFen - priced.applied.perLine[i],
      }));
      // The rows are written as they end up: the lines' status and deposit, the first nodes running when nothing is due.
      const m = materialRows(cusId, lineRows.map((o, i) => ({ order: o, line: lines[i] })), now);
      const cus = {
        id: cusId,
        cusOrderNo: businessNo('C', now, { clock: true }),
        userId,
        status: m.outcome.status,
        payType: s.payType,
        totalFen: s.skuTotalPriceFen,
        discountFen: s.discountFen,
        payableFen: s.needPayTotalMoneyFen,
        depositFen: m.outcome.depositFen,
        expiresAt: m.outcome.status === CUS_ORDER_STATUS.UNPAID ? unpaidDeadline(now, activityProductId ? (campaign?.endAt ?? null) : null, input.campaignPayMs) : null,
        idempotencyKey: input.idempotencyKey,
        remark: input.remark ?? '',
        agreementIds: '',
        contract: input.contract ?? null,
        shippingAddress,
        plannerId: input.plannerId ?? null,
        comboId,
        cityCode: input.cityCode ?? null,
        createdAt: now,
        submittedAt: now,
        updatedAt: now,
      };
      const cartIds = lines.map((l) => l.cartId).filter((x): x is string => !!x);
      const rowsOn = (on: DbLike) => [
        insertRows(on, cusOrders, [cus]),
        insertRows(
          on,
          orders,
          lineRows.map((o) => ({ ...o, status: m.lineStatus, depositFen: m.deposits.get(o.id) ?? 0 })),
        ),
        insertRows(on, orderNodes, m.nodes),
        insertRows(on, orderBatches, m.batches),
      ];
      // One unpaid line and nothing else to write (no coupon or card, cart row, campaign unit or package): its stock is taken
      // by the order's own statement, which fails whole when there is none left. That statement is the whole write, so
      // it is its own transaction (no BEGIN and COMMIT round trips), and the SKU row is locked only while it runs.
      const alone = lines.length === 1 && m.outcome.status === CUS_ORDER_STATUS.UNPAID && !priced.applied.held.length && !priced.applied.actCard && !cartIds.length && !activityProductId && !comboId;
      // Its lines in order-number order (the numbers are digits after one prefix) and the batches it made due.
      const byNo = [...lineRows].sort((a, b) => (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : 0));
      const payNowFen = m.batches.filter((b) => b.status === BATCH_STATUS.DUE).reduce((sum, b) => sum + b.moneyFen, 0);
      const result = () => submitResultOf({ id: cusId, payType: s.payType, status: m.outcome.status }, byNo.map((o) => o.id), payNowFen);
      if (alone) {
        try {
          await writeAsOne(
            db,
            [...rowsOn(db), { cte: 'taken', write: skuStockTaken(db, lines[0].skuId, lines[0].quantity) }],
            sql`select ${failUnless(sql`(select count(*) from taken) = 1`, STOCK_SHORT)} as ok`,
          );
        } catch (err) {
          if (isFailedCheck(err, STOCK_SHORT)) throw unavailable(`${lines[0].name}库存不足`);
          throw err;
        }
        return result();
      }
      return db.transaction(async (tx) => {
        const rows = rowsOn(tx);
        if (activityProductId) {
          // A campaign unit: the user's quota, the unit and its claim go in the order's statement (ADR 0022, 0068);
          // before the SKU row, so a buyer refused as sold out never waits for it.
          const claim = campaignClaimWrites(tx, { claimId: input.activityClaimId ?? newId('cc_'), userId, productId: activityProductId, cusOrderId: cusId, priceFen: lines[0].priceFen, now });
          const [got] = await writeAsOne<{ quotaTaken: number; claimed: number }>(tx, [...rows, ...claim.writes], claim.counts);
          await claimed(tx, { userId, productId: activityProductId }, now, got);
        } else await writeAsOne(tx, rows);
        await lockCoupons(tx, userId, cusId, priced.applied, now);
        if (m.outcome.status === CUS_ORDER_STATUS.PROGRESSING) await consumeCoupons(tx, cusId, now);
        if (cartIds.length) await removeCartRows(tx, userId, cartIds);
        // Last: the SKU rows are shared by every buyer, so their row locks are held as briefly as possible.
        await takeStock(tx, lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, name: l.name })));
        if (comboId && !(await takeComboStock(tx, comboId))) throw unavailable('套餐库存不足');
        return result();
      });
    });
    // Committed: a campaign order's claim (claimed() threw otherwise) is in the database under activityClaimId.
    if (activityProductId) input.onClaimed?.();
    return made;
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

/** The columns an order line takes from its priced line, the same for a customer's submission and a planner's draft. */
export function orderLineValues({ cusId, userId, line: l, index, now }: { cusId: string; userId: string; line: Line; index: number; now: Date }) {
  return {
    id: newId('od_'),
    orderNo: businessNo('D', now, { clock: true }) + String(index),
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

// ───────────────────────────── after submitting ─────────────────────────────

/** The payment agreements the customer accepted (agreement). */
export async function agreeOrder(db: Db, userId: string, cusOrderId: string, ids: string, now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status === CUS_ORDER_STATUS.CANCELLED) throw orderState();
  await db.update(cusOrders).set({ agreementIds: ids, updatedAt: now }).where(eq(cusOrders.id, cus.id));
  return { orderAgreementIds: ids };
}

/** Remark and contract party, editable while 待付款 or 待提交 (update_receipt_info). */
export async function updateReceiptInfo(db: Db, userId: string, cusOrderId: string, patch: { remark?: string; contract?: ContractFirstInfo }, now: Date) {
  const cus = await cusRowForUser(db, userId, cusOrderId, now);
  if (cus.status !== CUS_ORDER_STATUS.UNPAID && cus.status !== CUS_ORDER_STATUS.UNSUBMITTED) throw orderState('订单已付款，不能修改');
  await db
    .update(cusOrders)
    .set({ ...(patch.remark !== undefined ? { remark: patch.remark } : {}), ...(patch.contract ? { contract: patch.contract } : {}), updatedAt: now })
    .where(eq(cusOrders.id, cus.id));
  return cusOrderDetail(db, userId, cus.id, now);
}
