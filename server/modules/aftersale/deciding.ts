import { and, eq, inArray, sql } from 'drizzle-orm';
import { fenToYuan } from '@/lib/format';
import type { Deps } from '../../http/types';
import { badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { findOrder } from '../order/facts';
import type { Operator } from './operator';
import { channelNameOf, refundOrderMoney } from './refund';
import { afterSales, refunds, type RefundLog } from './schema';
import type { AfterSale as AfterSaleView } from '@/lib/contract/aftersale/api';
import { AFTER_SALE_STATUS, AFTER_SALE_TAG, OPEN_STATUSES, PLAT_INVOLVED_MAX, REFUND_STATUS, USER_DO } from '@/lib/contract/aftersale/enums';
import { conflict, ownSheet, record, stateChanged, toView, type Row } from './sheet';
import { noticeAccepted, noticeApproved, noticeDecided, noticeEscalated, noticeOffer, noticeRefused, noticeWithdrawn, type Decider, type NoticeCtx } from './notices';

// Deciding a sheet: the customer's operation (withdraw, ask the platform, confirm the plan), the merchant's or
// platform's decision (approve, propose, refuse), and the refund that settles it.

/**
 * Pays the sheet's plan back, exactly once: the sheet moves from one of `from` to 完成 in a conditional update, the
 * refund row (unique per sheet) and the money (refundPayment, unique refundRef) go in the same transaction. A second
 * approval or confirmation finds the sheet already moved and is refused without touching money.
 */
export async function settle(
  deps: Deps,
  sheetId: string,
  from: number[],
  actor: { type: string; id?: string | null; name: string },
  opts: { amountOf?: (cur: Row) => number; dealMark?: string; notices?: (c: NoticeCtx, moved: Row) => Promise<unknown> },
): Promise<Row> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(afterSales).where(eq(afterSales.id, sheetId)).limit(1);
    if (!cur) throw notFound('售后单不存在');
    const amount = opts.amountOf ? opts.amountOf(cur) : cur.planAmountFen;
    if (amount > cur.applyAmountFen) throw badInput('amountFen：退款金额不能超过用户申请的金额');
    if (amount <= 0) throw badInput('amountFen：退款金额须大于0');
    // Also unchanged since read: a 平台介入 in between (the same status again) hands the sheet to the platform.
    const [moved] = await tx
      .update(afterSales)
      .set({ status: AFTER_SALE_STATUS.DONE, subStatus: AFTER_SALE_TAG.SHOW_AMOUNT, refundStatus: REFUND_STATUS.SUCCESS, planAmountFen: amount, dealMark: opts.dealMark || cur.dealMark, updatedAt: now, closedAt: now })
      .where(and(eq(afterSales.id, sheetId), inArray(afterSales.status, from), eq(afterSales.platInvolvedCount, cur.platInvolvedCount)))
      .returning();
    if (!moved) throw stateChanged();
    const refundId = newId('rfd_');
    const parts = await refundOrderMoney(deps, tx, { orderId: cur.orderId, amountFen: amount, refundRef: sheetId });
    const logs: RefundLog[] = [
      { status: REFUND_STATUS.PROCESSING, statusName: '退款申请已受理', at: now.toISOString() },
      { status: REFUND_STATUS.SUCCESS, statusName: `退款成功，${fenToYuan(amount)}元已原路退回`, at: now.toISOString() },
    ];
    await insertWithFreshNo(tx, NO_CONSTRAINT.refund, (sp) =>
      sp.insert(refunds).values({
        id: refundId,
        refundNo: businessNo('TK', now),
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
      }),
    );
    await record(tx, sheetId, 'REFUND', '退款成功', { type: actor.type, id: actor.id }, now, `${actor.name}：退款${fenToYuan(amount)}元已原路退回`);
    if (opts.notices) await opts.notices({ tx, deps, now }, moved);
    return moved;
  });
}

/** The customer's actions on a sheet (operation, by userDoType). */
export async function afterSaleOperation(deps: Deps, userId: string, afterSaleId: string, userDoType: string): Promise<AfterSaleView> {
  const cur = await ownSheet(deps.db, userId, afterSaleId);
  const now = deps.now();
  const actor = { type: 'USER', id: userId };
  let row: Row | undefined;
  if (userDoType === USER_DO.CALLBACK) {
    [row] = await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(afterSales)
        .set({ status: AFTER_SALE_STATUS.CLOSED, subStatus: AFTER_SALE_TAG.USER_WITHDREW, updatedAt: now, closedAt: now })
        .where(and(eq(afterSales.id, afterSaleId), inArray(afterSales.status, OPEN_STATUSES)))
        .returning();
      if (moved.length) {
        await record(tx, afterSaleId, 'WITHDRAW', '用户撤销售后申请', actor, now);
        await noticeWithdrawn({ tx, deps, now }, moved[0]);
      }
      return moved;
    });
    if (!row) throw conflict('当前状态不能撤销');
  } else if (userDoType === USER_DO.PLATFORM) {
    if (cur.platInvolvedCount >= PLAT_INVOLVED_MAX) throw conflict(`平台介入最多申请${PLAT_INVOLVED_MAX}次`);
    [row] = await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(afterSales)
        .set({ status: AFTER_SALE_STATUS.PROCESSING, platInvolvedCount: sql`${afterSales.platInvolvedCount} + 1`, updatedAt: now })
        .where(and(eq(afterSales.id, afterSaleId), inArray(afterSales.status, [AFTER_SALE_STATUS.PENDING, AFTER_SALE_STATUS.CONFIRM]), sql`${afterSales.platInvolvedCount} < ${PLAT_INVOLVED_MAX}`))
        .returning();
      if (moved.length) {
        await record(tx, afterSaleId, 'PLATFORM', '用户申请平台介入', actor, now, '平台客服将在24小时内联系您');
        await noticeEscalated({ tx, deps, now }, moved[0]);
      }
      return moved;
    });
    if (!row) throw conflict(cur.platInvolvedCount >= PLAT_INVOLVED_MAX ? `平台介入最多申请${PLAT_INVOLVED_MAX}次` : '当前状态不能申请平台介入');
  } else if (userDoType === USER_DO.ASK) {
    if (cur.status !== AFTER_SALE_STATUS.CONFIRM) throw conflict('当前状态无需确认方案');
    row = await settle(deps, afterSaleId, [AFTER_SALE_STATUS.CONFIRM], { ...actor, name: '用户确认售后方案' }, { notices: noticeAccepted });
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

/** Who may decide a sheet 售后中: once the customer asked the platform (平台介入), only the platform. */
function mayDecide(op: Operator, cur: Row) {
  if (cur.platInvolvedCount > 0 && op.kind !== 'platform') throw conflict('客户已申请平台介入，请等待平台裁决');
}

/**
 * The merchant's / platform's decision on a sheet in 售后中 (issue 27 §1: a refund is a negotiation, never cut
 * without the customer's consent or the platform's recorded decision):
 * approve — refund what the customer asked for, now, and finish. Only the platform deciding an escalated sheet
 * (平台介入) may approve another amount, with its reason; that ends it;
 * propose — another amount with the reason: the sheet waits for the customer (待确认), no money moves; the customer
 * confirms (then it is paid), withdraws, or asks the platform;
 * reject — the merchant's rejection (待处理, the customer may ask the platform); the platform's rejection of an
 * escalated sheet closes it (tag 9).
 */
export async function operatorDecide(deps: Deps, op: Operator, id: string, input: { action: 'approve' | 'propose' | 'reject'; amountFen?: number; dealMark: string }): Promise<AfterSaleView> {
  const now = deps.now();
  const actor = { type: op.kind === 'platform' ? 'PLATFORM' : 'MERCHANT', id: op.id, name: op.name };
  const who: Decider = op.kind === 'platform' ? '平台客服' : '规划师';
  if (input.action === 'approve') {
    const amountOf = (cur: Row) => {
      mayDecide(op, cur);
      const amount = input.amountFen ?? cur.applyAmountFen;
      const arbitration = op.kind === 'platform' && cur.platInvolvedCount > 0;
      if (amount !== cur.applyAmountFen && !arbitration) throw badInput('amountFen：同意退款须按客户申请的金额全额退款；其他金额请提出方案，由客户确认');
      if (amount < cur.applyAmountFen && !input.dealMark) throw badInput('dealMark：部分退款请填写裁决理由');
      return amount;
    };
    // An escalated sheet is only ever decided by the platform (mayDecide): both sides hear its decision.
    const notices = (c: NoticeCtx, moved: Row) => (moved.platInvolvedCount > 0 ? noticeDecided(c, moved) : noticeApproved(c, moved, who));
    const row = await settle(deps, id, [AFTER_SALE_STATUS.PROCESSING], actor, { amountOf, dealMark: input.dealMark, notices });
    return toView(deps.db, row);
  }
  if (!input.dealMark) throw badInput('dealMark：请填写处理意见');
  const row = await deps.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
    if (!cur) throw notFound('售后单不存在');
    mayDecide(op, cur);
    let patch: Partial<Row>;
    let name: string;
    let notice: (c: NoticeCtx, moved: Row) => Promise<unknown>;
    if (input.action === 'propose') {
      if (cur.platInvolvedCount > 0) throw conflict('平台介入的售后单请直接裁决：同意（可部分退款）或驳回');
      const amount = input.amountFen ?? cur.planAmountFen;
      if (amount > cur.applyAmountFen) throw badInput('amountFen：退款金额不能超过用户申请的金额');
      if (amount <= 0) throw badInput('amountFen：退款金额须大于0，不同意退款请驳回');
      patch = { status: AFTER_SALE_STATUS.CONFIRM, subStatus: AFTER_SALE_TAG.HAS_OPINION, planAmountFen: amount, dealMark: input.dealMark };
      name = `${op.name}提出售后方案：退款${fenToYuan(amount)}元`;
      notice = (c, moved) => noticeOffer(c, moved, who);
    } else if (op.kind === 'platform' && cur.platInvolvedCount > 0) {
      patch = { status: AFTER_SALE_STATUS.CLOSED, subStatus: AFTER_SALE_TAG.PLATFORM_REJECTED, dealMark: input.dealMark, closedAt: now };
      name = '平台驳回售后申请，售后关闭';
      notice = noticeDecided;
    } else {
      patch = { status: AFTER_SALE_STATUS.PENDING, subStatus: AFTER_SALE_TAG.HAS_OPINION, dealMark: input.dealMark };
      name = `${op.name}驳回售后申请`;
      notice = (c, moved) => noticeRefused(c, moved, who);
    }
    const [moved] = await tx
      .update(afterSales)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, AFTER_SALE_STATUS.PROCESSING), eq(afterSales.platInvolvedCount, cur.platInvolvedCount)))
      .returning();
    if (!moved) throw stateChanged();
    await record(tx, id, input.action.toUpperCase(), name, actor, now, input.dealMark);
    await notice({ tx, deps, now }, moved);
    return moved;
  });
  return toView(deps.db, row);
}

