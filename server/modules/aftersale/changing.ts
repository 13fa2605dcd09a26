import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { AFTER_SALE_CHANGE_MAX, AFTER_SALE_STATUS, type AfterSaleStatus } from '@/lib/contract/aftersale/enums';
import type { AfterSaleChangeBody, AfterSale as AfterSaleView } from '@/lib/contract/aftersale/api';
import { fenToYuan } from '@/lib/format';
import type { Deps } from '../../http/types';
import { badInput } from '../../http/errors';
import { orderForUser } from '../order/facts';
import { refundableFen } from './applying';
import { noticeChanged } from './notices';
import { afterSales } from './schema';
import { conflict, ownSheet, record, toView } from './sheet';

/** Where the customer may change the request: after the merchant offered another amount, or refused. */
const CHANGEABLE: AfterSaleStatus[] = [AFTER_SALE_STATUS.PENDING, AFTER_SALE_STATUS.CONFIRM];

/**
 * 修改申请 (issue 27 §1): instead of accepting an offer, withdrawing or asking the platform, the customer asks for
 * another amount (within what the order may still refund) and may say more; the sheet goes back to the merchant
 * (售后中, the merchant's clock starting again) and the planner is told. One conditional update: of two changes racing
 * one wins, and a sheet that moved meanwhile (an offer accepted, the platform asked, closed by silence) is not changed.
 */
export async function afterSaleChange(deps: Deps, userId: string, input: AfterSaleChangeBody): Promise<AfterSaleView> {
  const cur = await ownSheet(deps.db, userId, input.afterSaleId);
  if (!CHANGEABLE.includes(cur.status as AfterSaleStatus)) throw conflict('当前状态不能修改申请');
  if (cur.changeCount >= AFTER_SALE_CHANGE_MAX) throw conflict(`每个售后单最多修改${AFTER_SALE_CHANGE_MAX}次申请`);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const o = await orderForUser(tx, userId, cur.orderId);
    // Only one sheet of an order is open, and it is this one: what it may ask is all the order may still refund.
    const money = await refundableFen(tx, o);
    const max = money.refundableFen + money.pendingFen;
    if (input.refundAmountFen > max) throw badInput(`refundAmountFen：退款金额不能超过可退金额${fenToYuan(max)}元`);
    const detail = input.afterSaleProblemDetail.trim();
    const [moved] = await tx
      .update(afterSales)
      .set({
        status: AFTER_SALE_STATUS.PROCESSING,
        subStatus: '',
        applyAmountFen: input.refundAmountFen,
        planAmountFen: input.refundAmountFen,
        dealMark: '',
        changeCount: sql`${afterSales.changeCount} + 1`,
        ...(detail ? { problemDetail: detail } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(afterSales.id, cur.id),
          eq(afterSales.userId, userId),
          inArray(afterSales.status, CHANGEABLE),
          eq(afterSales.platInvolvedCount, cur.platInvolvedCount),
          lt(afterSales.changeCount, AFTER_SALE_CHANGE_MAX),
        ),
      )
      .returning();
    if (!moved) return null;
    await record(tx, cur.id, 'CHANGE', '用户修改售后申请', { type: 'USER', id: userId }, now, `申请退款${fenToYuan(input.refundAmountFen)}元${detail ? `：${detail}` : ''}`);
    await noticeChanged({ tx, deps, now }, moved, cur.applyAmountFen);
    return moved;
  });
  if (!row) throw conflict('售后单状态已变更，请刷新后重试');
  return toView(deps.db, row);
}
