import { and, eq, inArray, sql } from 'drizzle-orm';
import { fenToYuan } from '@/lib/format';
import type { Deps } from '../../http/types';
import { badInput } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { attachUploads } from '../upload/service';
import { isPaid, orderForUser, type OrderFacts } from '../order/facts';
import { orderRefundCapFen } from '../order/refunding';
import { afterSales, refunds } from './schema';
import type { AfterSaleRefundBody, RefundApplied, RefundForm } from '@/lib/contract/aftersale/api';
import { AFTER_SALE_REASON_NAMES, AFTER_SALE_STATUS, AFTER_SALE_TYPE, AFTERSALE_AGREEMENT, MAX_AFTER_SALE_IMAGES, OPEN_STATUSES } from '@/lib/contract/aftersale/enums';
import { conflict, record, toView } from './sheet';
import { noticeApplied } from './notices';

// Applying for a refund: what is refundable, the refund form (refund_form) and the application itself (refund).

/** Refunded (settled) by after-sale for an order. */
async function refundedByAfterSale(db: DbLike, orderId: string): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` }).from(refunds).where(eq(refunds.orderId, orderId));
  return Number(row?.s ?? 0);
}

/** Money of an order still open to a refund: what it may refund in all (paid, or an activity card's unused uses) − refunded − asked for by open sheets. */
export async function refundableFen(db: DbLike, o: OrderFacts): Promise<{ paidFen: number; refundedFen: number; pendingFen: number; refundableFen: number }> {
  const refunded = Math.max(o.refundedFen, await refundedByAfterSale(db, o.orderId));
  const [p] = await db
    .select({ s: sql<string>`coalesce(sum(${afterSales.planAmountFen}), 0)` })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, o.orderId), inArray(afterSales.status, OPEN_STATUSES)));
  const pending = Number(p?.s ?? 0);
  const capFen = isPaid(o) ? await orderRefundCapFen(db, o.orderId) : 0;
  return { paidFen: o.paidFen, refundedFen: refunded, pendingFen: pending, refundableFen: isPaid(o) ? Math.max(0, capFen - refunded - pending) : 0 };
}
/** The application (refundAmountFen absent: the whole refundable amount). */
export type RefundApplyInput = Pick<AfterSaleRefundBody, 'orderId' | 'afterSaleReasonNo' | 'afterSaleProblemDetail' | 'refundAmountFen' | 'images' | 'afterSaleAgreementIds'>;

/** 申请退款 (refund): a paid order of the user, an amount within paid − refunded − pending, up to 9 of the user's own uploads. */
export async function afterSaleRefund(deps: Deps, user: { userId: string; userName: string }, input: RefundApplyInput): Promise<RefundApplied> {
  if (!input.afterSaleAgreementIds) throw badInput('afterSaleAgreementIds：请您先阅读并勾选售后协议');
  const reasonName = AFTER_SALE_REASON_NAMES[input.afterSaleReasonNo];
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
      if (amount > money.refundableFen) throw badInput(`refundAmountFen：退款金额不能超过可退金额${fenToYuan(money.refundableFen)}元`);
      const id = newId('as_');
      const images = await attachUploads(tx, user.userId, input.images, `aftersale:${id}`, MAX_AFTER_SALE_IMAGES);
      const [created] = await insertWithFreshNo(tx, NO_CONSTRAINT.afterSale, (sp) =>
        sp
          .insert(afterSales)
          .values({
            id,
            afterSaleNo: businessNo('SH', now),
            userId: user.userId,
            userName: user.userName,
            orderId: o.orderId,
            orderNo: o.orderNo,
            merchantUserId: o.plannerId,
            afterSaleType: AFTER_SALE_TYPE.REFUND,
            reasonNo: input.afterSaleReasonNo,
            reasonName,
            problemDetail: input.afterSaleProblemDetail,
            images,
            applyAmountFen: amount,
            planAmountFen: amount,
            status: AFTER_SALE_STATUS.PROCESSING,
            agreementIds: input.afterSaleAgreementIds,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      await record(tx, id, 'APPLY', '提交售后申请', { type: 'USER', id: user.userId }, now, `申请退款${fenToYuan(amount)}元`);
      await noticeApplied({ tx, deps, now }, created);
      return created;
    });
    return { afterSaleId: row.id, afterSaleNo: row.afterSaleNo, detail: await toView(deps.db, row, null) };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('该订单已有售后单正在处理中');
    throw err;
  }
}

/** What the refund form shows for an order. */
export async function refundForm(deps: Deps, userId: string, orderId: string): Promise<RefundForm> {
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
    reasons: Object.entries(AFTER_SALE_REASON_NAMES).map(([code, name]) => ({ code, name })),
    agreementId: AFTERSALE_AGREEMENT,
  };
}
