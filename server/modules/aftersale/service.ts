import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fenToYuanText } from '@/lib/amountCn';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../auth/types';
import { countInt, likeContains, offsetOf, pageOf, type Paged } from '../planner/common';
import { attachUploads } from '../upload/service';
import { isUniqueViolation } from './http';
import { findOrder, isPaid, orderForUser, type OrderFacts } from './orders-port';
import type { Operator } from './operator';
import { channelNameOf, refundOrderMoney } from './refund';
import { afterSaleRecords, afterSales, refunds, type RefundLog } from './schema';
import type { AfterSale as AfterSaleView, AfterSaleSku, Refund as RefundView } from '@/services/aftersale';
import { AFTER_SALE_REASONS, AFTERSALE_AGREEMENT, AS, MAX_IMAGES, OPEN_STATUSES, PLAT_INVOLVED_MAX, REFUND_STATUS, REFUND_STATUS_NAMES, STATUS_NO, TAG, USER_DO, statusText } from './constants';

type Row = typeof afterSales.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

const conflict = (msg: string) => new AppError(ERR.CONFLICT, msg);
const stateChanged = () => conflict('售后单状态已变更，请刷新后重试');

/** Refunded (settled) by after-sale for an order. */
async function refundedByAfterSale(db: DbLike, orderId: string): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` }).from(refunds).where(eq(refunds.orderId, orderId));
  return Number(row?.s ?? 0);
}

/** Money of an order still open to a refund: paid − refunded − asked for by open sheets. */
export async function refundableFen(db: DbLike, o: OrderFacts): Promise<{ paidFen: number; refundedFen: number; pendingFen: number; refundableFen: number }> {
  const refunded = Math.max(o.refundedFen, await refundedByAfterSale(db, o.orderId));
  const [p] = await db
    .select({ s: sql<string>`coalesce(sum(${afterSales.planAmountFen}), 0)` })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, o.orderId), inArray(afterSales.status, OPEN_STATUSES)));
  const pending = Number(p?.s ?? 0);
  return { paidFen: o.paidFen, refundedFen: refunded, pendingFen: pending, refundableFen: isPaid(o) ? Math.max(0, o.paidFen - refunded - pending) : 0 };
}

async function record(db: DbLike, afterSaleId: string, action: string, name: string, actor: { type: string; id?: string | null }, now: Date, remark = '') {
  await db.insert(afterSaleRecords).values({ afterSaleId, action, dealStatusName: name, remark, actorType: actor.type, actorId: actor.id ?? null, createdAt: now });
}

// The wire shapes are the client's (services/aftersale.ts), so the two cannot drift apart.
export type { AfterSaleSku, AfterSale as AfterSaleView, Refund as RefundView } from '@/services/aftersale';

async function toView(db: DbLike, r: Row, refund?: RefundRow | null): Promise<AfterSaleView> {
  const o = await findOrder(db, r.orderId);
  const rf = refund === undefined ? (await db.select().from(refunds).where(eq(refunds.afterSaleId, r.id)).limit(1))[0] : refund;
  const { title, desc } = statusText(r.status, r.subStatus, r.refundStatus);
  const refunded = rf?.amountFen ?? 0;
  const sku: AfterSaleSku[] = o
    ? [
        {
          filepath: o.img,
          spuName: o.goodsName,
          skuExtInfo: o.skuName,
          skuPriceFen: o.unitPriceFen,
          skuPriceYuan: fenToYuanText(o.unitPriceFen),
          skuNum: o.quantity,
          enablePayMoneyYuan: fenToYuanText(o.payableFen),
          actualPayMoneyYuan: fenToYuanText(o.paidFen),
          afterSaleMoneyFen: r.planAmountFen,
          afterSaleMoneyYuan: fenToYuanText(r.planAmountFen),
          isActualRefundable: r.planAmountFen > 0 ? 1 : 0,
          skuDealType: r.status === AS.DONE ? (o.paidFen - refunded <= 0 ? 'SKU_DEAL_TYPE_1' : 'SKU_DEAL_TYPE_2') : '',
        },
      ]
    : [];
  return {
    id: r.id,
    afterSaleNo: r.afterSaleNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    cusOrderNo: o?.cusOrderNo ?? r.orderNo,
    afterSaleFactType: r.afterSaleType,
    afterSaleExpType: r.afterSaleType,
    afterSaleStatus: r.status as AfterSaleView['afterSaleStatus'],
    afterSaleStatusNo: STATUS_NO(r.status),
    afterSaleSubStatusNo: r.subStatus,
    refundStautsNo: r.refundStatus,
    refundStatusNo: r.refundStatus,
    statusTitle: title,
    statusDesc: desc,
    dealMark: r.dealMark,
    afterSaleReasonNo: r.reasonNo,
    afterSaleReasonName: r.reasonName,
    afterSaleProblemDetail: r.problemDetail,
    fileImages: r.images.map((filepath) => ({ filepath })),
    applyAmountFen: r.applyAmountFen,
    afterSaleTotalMoneyFen: r.planAmountFen,
    afterSaleTotalMoneyYuan: fenToYuanText(r.planAmountFen),
    realRefundTotalMoneyFen: refunded,
    realRefundTotalMoney: fenToYuanText(refunded),
    afterSaleApplyTime: r.createdAt.toISOString(),
    afterPlatInvolvedCount: r.platInvolvedCount,
    platInvolvedCount: PLAT_INVOLVED_MAX,
    refundSheetId: rf?.id ?? null,
    canWithdraw: OPEN_STATUSES.includes(r.status as 1 | 2 | 3),
    canAskPlatform: (r.status === AS.PENDING || r.status === AS.CONFIRM) && r.platInvolvedCount < PLAT_INVOLVED_MAX,
    canConfirm: r.status === AS.CONFIRM,
    skuList: sku,
  };
}

export type RefundApplyInput = {
  orderId: string;
  afterSaleReasonNo: string;
  afterSaleProblemDetail: string;
  /** Fen; the whole refundable amount when absent. */
  refundAmountFen?: number;
  images: string[];
  afterSaleAgreementIds: string;
};

/** 申请退款: a paid order of the user, an amount within paid − refunded − pending, up to 9 of the user's own uploads. */
export async function applyRefund(deps: Deps, user: { userId: string; userName: string }, input: RefundApplyInput): Promise<{ afterSaleId: string; afterSaleNo: string; detail: AfterSaleView }> {
  if (!input.afterSaleAgreementIds) throw badInput('afterSaleAgreementIds：请您先阅读并勾选售后协议');
  const reasonName = AFTER_SALE_REASONS[input.afterSaleReasonNo];
  if (!reasonName) throw badInput('afterSaleReasonNo：请选择申请原因');
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const o = await orderForUser(tx, user.userId, input.orderId);
      if (!isPaid(o)) throw conflict('订单未支付，不能申请退款');
      const money = await refundableFen(tx, o);
      if (money.pendingFen > 0) throw conflict('该订单已有售后单正在处理中');
      if (money.refundableFen <= 0) throw conflict('该订单已无可退款金额');
      const amount = input.refundAmountFen ?? money.refundableFen;
      if (amount > money.refundableFen) throw badInput(`refundAmountFen：退款金额不能超过可退金额${fenToYuanText(money.refundableFen)}元`);
      const id = 'as_' + randomBytes(9).toString('base64url');
      const images = await attachUploads(tx, user.userId, input.images, `aftersale:${id}`, MAX_IMAGES);
      const [created] = await tx
        .insert(afterSales)
        .values({
          id,
          afterSaleNo: `SH${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`,
          userId: user.userId,
          userName: user.userName,
          orderId: o.orderId,
          orderNo: o.orderNo,
          merchantUserId: o.plannerId,
          afterSaleType: 'AFTER_SALE_TYPE_1',
          reasonNo: input.afterSaleReasonNo,
          reasonName,
          problemDetail: input.afterSaleProblemDetail,
          images,
          applyAmountFen: amount,
          planAmountFen: amount,
          status: AS.PROCESSING,
          agreementIds: input.afterSaleAgreementIds,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await record(tx, id, 'APPLY', '提交售后申请', { type: 'USER', id: user.userId }, now, `申请退款${fenToYuanText(amount)}元`);
      return created;
    });
    return { afterSaleId: row.id, afterSaleNo: row.afterSaleNo, detail: await toView(deps.db, row, null) };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('该订单已有售后单正在处理中');
    throw err;
  }
}

async function ownSheet(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!row || row.userId !== userId) throw notFound('售后单不存在');
  return row;
}

/** By id, or the newest sheet of an order (id may be empty: the order page links by order). */
export async function afterSaleDetail(deps: Deps, userId: string, q: { id?: string; orderId?: string; orderNo?: string }): Promise<AfterSaleView> {
  if (q.id) return toView(deps.db, await ownSheet(deps.db, userId, q.id));
  const cond = q.orderId ? eq(afterSales.orderId, q.orderId) : q.orderNo ? eq(afterSales.orderNo, q.orderNo) : null;
  if (!cond) throw badInput('id：售后单号不能为空');
  const [row] = await deps.db.select().from(afterSales).where(and(cond, eq(afterSales.userId, userId))).orderBy(desc(afterSales.createdAt)).limit(1);
  if (!row) throw notFound('售后单不存在');
  return toView(deps.db, row);
}

export async function listAfterSales(deps: Deps, userId: string, f: { page: number; limit: number; statusList: number[]; code?: string }): Promise<Paged<AfterSaleView>> {
  const parts: SQL[] = [eq(afterSales.userId, userId)];
  if (f.statusList.length) parts.push(inArray(afterSales.status, f.statusList));
  if (f.code) parts.push(or(ilike(afterSales.afterSaleNo, likeContains(f.code)), ilike(afterSales.orderNo, likeContains(f.code))) as SQL);
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(afterSales).where(where),
    deps.db.select().from(afterSales).where(where).orderBy(desc(afterSales.createdAt), desc(afterSales.id)).limit(f.limit).offset(offsetOf(f.page, f.limit)),
  ]);
  const records = [];
  for (const r of rows) records.push(await toView(deps.db, r));
  return pageOf(records, n, f.page, f.limit);
}

export async function processRecords(deps: Deps, userId: string, afterSaleId: string, f: { page: number; limit: number; sort: number }) {
  await ownSheet(deps.db, userId, afterSaleId);
  const where = eq(afterSaleRecords.afterSaleId, afterSaleId);
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(afterSaleRecords).where(where),
    deps.db
      .select()
      .from(afterSaleRecords)
      .where(where)
      .orderBy(f.sort === 1 ? asc(afterSaleRecords.id) : desc(afterSaleRecords.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
  ]);
  return pageOf(
    rows.map((r) => ({ id: r.id, action: r.action, dealStatusName: r.dealStatusName, remark: r.remark, actorType: r.actorType, dealTime: r.createdAt.toISOString() })),
    n,
    f.page,
    f.limit,
  );
}

const refundView = (r: RefundRow): RefundView => ({
  id: r.id,
  refundNo: r.refundNo,
  afterSaleId: r.afterSaleId,
  orderId: r.orderId,
  reimburseAmountFen: r.amountFen,
  reimburseAmountYuan: fenToYuanText(r.amountFen),
  reimburseStatusCode: r.status,
  reimburseStatusCodeName: REFUND_STATUS_NAMES[r.status] ?? r.status,
  passTypeCode: r.channel,
  passTypeCodeName: r.channelName,
  reimburseCompleteTime: r.completedAt?.toISOString() ?? null,
  repaReimburseOperationLogList: r.logs.map((l) => ({ operationStatusCode: l.status, operationStatusCodeName: l.statusName, createTime: l.at })),
});

export async function refundList(deps: Deps, userId: string, q: { afterSaleId: string; page: number; limit: number }) {
  await ownSheet(deps.db, userId, q.afterSaleId);
  const rows = await deps.db.select().from(refunds).where(eq(refunds.afterSaleId, q.afterSaleId)).orderBy(desc(refunds.createdAt));
  const list = rows.slice(offsetOf(q.page, q.limit), offsetOf(q.page, q.limit) + q.limit).map(refundView);
  return { list, total: rows.length, current: q.page, limit: q.limit };
}

export async function refundInfo(deps: Deps, userId: string, id: string): Promise<RefundView> {
  const [r] = await deps.db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  if (!r || r.userId !== userId) throw notFound('退款记录不存在');
  return refundView(r);
}

/**
 * Pays the sheet's plan back, exactly once: the sheet moves from one of `from` to 完成 in a conditional update, the
 * refund row (unique per sheet) and the money (refundPayment, unique refundRef) go in the same transaction. A second
 * approval or confirmation finds the sheet already moved and is refused without touching money.
 */
async function settle(deps: Deps, sheetId: string, from: number[], actor: { type: string; id?: string | null; name: string }, opts: { amountFen?: number; dealMark?: string }): Promise<Row> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(afterSales).where(eq(afterSales.id, sheetId)).limit(1);
    if (!cur) throw notFound('售后单不存在');
    const amount = opts.amountFen ?? cur.planAmountFen;
    if (amount > cur.applyAmountFen) throw badInput('amountFen：退款金额不能超过用户申请的金额');
    const [moved] = await tx
      .update(afterSales)
      .set({ status: AS.DONE, subStatus: TAG.SHOW_AMOUNT, refundStatus: REFUND_STATUS.SUCCESS, planAmountFen: amount, dealMark: opts.dealMark ?? cur.dealMark, updatedAt: now, closedAt: now })
      .where(and(eq(afterSales.id, sheetId), inArray(afterSales.status, from)))
      .returning();
    if (!moved) throw stateChanged();
    const refundId = 'rfd_' + randomBytes(9).toString('base64url');
    const parts = await refundOrderMoney(deps, tx, { orderId: cur.orderId, amountFen: amount, refundRef: sheetId });
    const logs: RefundLog[] = [
      { status: REFUND_STATUS.PROCESSING, statusName: '退款申请已受理', at: now.toISOString() },
      { status: REFUND_STATUS.SUCCESS, statusName: `退款成功，${fenToYuanText(amount)}元已原路退回`, at: now.toISOString() },
    ];
    await tx.insert(refunds).values({
      id: refundId,
      refundNo: `TK${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      afterSaleId: sheetId,
      userId: cur.userId,
      orderId: cur.orderId,
      amountFen: amount,
      status: REFUND_STATUS.SUCCESS,
      channel: [...new Set(parts.map((p) => p.method))].join(','),
      channelName: channelNameOf(parts.map((p) => p.method)),
      providerRef: parts.map((p) => p.refundId).join(','),
      logs,
      createdAt: now,
      completedAt: now,
    });
    await record(tx, sheetId, 'REFUND', '退款成功', { type: actor.type, id: actor.id }, now, `${actor.name}：退款${fenToYuanText(amount)}元已原路退回`);
    return moved;
  });
}

/** The customer's actions on a sheet (userDoType). */
export async function userOperation(deps: Deps, userId: string, afterSaleId: string, userDoType: string): Promise<AfterSaleView> {
  const cur = await ownSheet(deps.db, userId, afterSaleId);
  const now = deps.now();
  const actor = { type: 'USER', id: userId };
  let row: Row | undefined;
  if (userDoType === USER_DO.CALLBACK) {
    [row] = await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(afterSales)
        .set({ status: AS.CLOSED, subStatus: TAG.USER_WITHDREW, updatedAt: now, closedAt: now })
        .where(and(eq(afterSales.id, afterSaleId), inArray(afterSales.status, OPEN_STATUSES)))
        .returning();
      if (moved.length) await record(tx, afterSaleId, 'WITHDRAW', '用户撤销售后申请', actor, now);
      return moved;
    });
    if (!row) throw conflict('当前状态不能撤销');
  } else if (userDoType === USER_DO.PLATFORM) {
    if (cur.platInvolvedCount >= PLAT_INVOLVED_MAX) throw conflict(`平台介入最多申请${PLAT_INVOLVED_MAX}次`);
    [row] = await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(afterSales)
        .set({ status: AS.PROCESSING, platInvolvedCount: sql`${afterSales.platInvolvedCount} + 1`, updatedAt: now })
        .where(and(eq(afterSales.id, afterSaleId), inArray(afterSales.status, [AS.PENDING, AS.CONFIRM]), sql`${afterSales.platInvolvedCount} < ${PLAT_INVOLVED_MAX}`))
        .returning();
      if (moved.length) await record(tx, afterSaleId, 'PLATFORM', '用户申请平台介入', actor, now, '平台客服将在24小时内联系您');
      return moved;
    });
    if (!row) throw conflict(cur.platInvolvedCount >= PLAT_INVOLVED_MAX ? `平台介入最多申请${PLAT_INVOLVED_MAX}次` : '当前状态不能申请平台介入');
  } else if (userDoType === USER_DO.ASK) {
    if (cur.status !== AS.CONFIRM) throw conflict('当前状态无需确认方案');
    row = await settle(deps, afterSaleId, [AS.CONFIRM], { ...actor, name: '用户确认售后方案' }, {});
  } else {
    throw badInput('userDoType：操作类型有误');
  }
  return toView(deps.db, row);
}

export async function sheetForOperator(db: DbLike, id: string) {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!row) throw notFound('售后单不存在');
  const order = await findOrder(db, row.orderId);
  if (!order) throw notFound('订单不存在');
  return { row, order };
}

/**
 * The merchant's / platform's decision on a sheet in 售后中:
 * approve — refund now (amount ≤ asked for; default the plan) and finish;
 * propose — a plan (amount, opinion) the customer must confirm (待确认);
 * reject — the merchant's rejection (待处理, the customer may ask the platform); the platform's rejection of an
 * escalated sheet closes it (tag 9).
 */
export async function operatorDecide(deps: Deps, op: Operator, id: string, input: { action: 'approve' | 'propose' | 'reject'; amountFen?: number; dealMark: string }): Promise<AfterSaleView> {
  const now = deps.now();
  const actor = { type: op.kind === 'platform' ? 'PLATFORM' : 'MERCHANT', id: op.id, name: op.name };
  if (input.action === 'approve') {
    const row = await settle(deps, id, [AS.PROCESSING], actor, { amountFen: input.amountFen, dealMark: input.dealMark });
    return toView(deps.db, row);
  }
  if (!input.dealMark) throw badInput('dealMark：请填写处理意见');
  const row = await deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
    if (!cur) throw notFound('售后单不存在');
    let patch: Partial<Row>;
    let name: string;
    if (input.action === 'propose') {
      const amount = input.amountFen ?? cur.planAmountFen;
      if (amount > cur.applyAmountFen) throw badInput('amountFen：退款金额不能超过用户申请的金额');
      patch = { status: AS.CONFIRM, subStatus: TAG.HAS_OPINION, planAmountFen: amount, dealMark: input.dealMark };
      name = `${op.name}提出售后方案：退款${fenToYuanText(amount)}元`;
    } else if (op.kind === 'platform' && cur.platInvolvedCount > 0) {
      patch = { status: AS.CLOSED, subStatus: TAG.PLATFORM_REJECTED, dealMark: input.dealMark, closedAt: now };
      name = '平台驳回售后申请，售后关闭';
    } else {
      patch = { status: AS.PENDING, subStatus: TAG.HAS_OPINION, dealMark: input.dealMark };
      name = `${op.name}驳回售后申请`;
    }
    const [moved] = await tx
      .update(afterSales)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, AS.PROCESSING)))
      .returning();
    if (!moved) throw stateChanged();
    await record(tx, id, input.action.toUpperCase(), name, actor, now, input.dealMark);
    return moved;
  });
  return toView(deps.db, row);
}

/** 售后中 count for the 我的 page (sheets in 1–3). */
export async function saleingNum(db: DbLike, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: countInt }).from(afterSales).where(and(eq(afterSales.userId, userId), inArray(afterSales.status, OPEN_STATUSES)));
  return n;
}

/** What the refund form shows for an order. */
export async function refundForm(deps: Deps, userId: string, orderId: string) {
  const o = await orderForUser(deps.db, userId, orderId);
  const money = await refundableFen(deps.db, o);
  const [open] = await deps.db.select({ id: afterSales.id }).from(afterSales).where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, OPEN_STATUSES))).limit(1);
  return {
    orderId: o.orderId,
    orderNo: o.orderNo,
    cusOrderNo: o.cusOrderNo,
    goodsName: o.goodsName,
    skuName: o.skuName,
    img: o.img,
    ...money,
    openAfterSaleId: open?.id ?? null,
    reasons: Object.entries(AFTER_SALE_REASONS).map(([code, name]) => ({ code, name })),
    agreementId: AFTERSALE_AGREEMENT,
  };
}

/** The after-sale state of an order, for the order pages (AFTER_SALE_STATUS_1 可售后 … _3 售后完成). */
export async function afterSaleStateOf(db: DbLike, orderId: string): Promise<{ afterSaleStatus: string; afterSaleId: string | null }> {
  const [last] = await db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(desc(afterSales.createdAt)).limit(1);
  if (last && OPEN_STATUSES.includes(last.status as 1 | 2 | 3)) return { afterSaleStatus: 'AFTER_SALE_STATUS_2', afterSaleId: last.id };
  if (last && last.status === AS.DONE) return { afterSaleStatus: 'AFTER_SALE_STATUS_3', afterSaleId: last.id };
  return { afterSaleStatus: 'AFTER_SALE_STATUS_1', afterSaleId: last?.id ?? null };
}
