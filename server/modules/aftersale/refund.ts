import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { AppError, ERR } from '../../http/errors';
import { advanceOrderRefundedFen, lockOrderMoney, orderBatchSharesByPayment } from '../order/refunding';
import { paidOrderPaymentsAmong, refundedUnderRefs } from '../pay/refundablePayments';
import { refundPayment } from '../pay/service';

export type RefundPart = { refundId: string; paymentId: string; paymentNo: string; method: string; amountFen: number };

const PAY_METHOD_NAMES: Record<string, string> = { WALLET: '薯片钱包（原路退回）', SANDBOX: '在线支付（原路退回）' };
export const channelNameOf = (methods: string[]) => [...new Set(methods.map((m) => PAY_METHOD_NAMES[m] ?? '原支付账户'))].join('、');

/**
 * Returns an order's money to where it came from, inside the caller's transaction, through the pay module's
 * refundPayment (exactly once per refundRef; wallet credit + ledger REFUND row, or a gateway refund). The amount
 * is spread over the paid payments that carried this order's batches, newest first, each up to what it paid for
 * this order minus what was already refunded of it for this order. `orders.refunded_fen` is brought along unless
 * the pay module already did.
 */
export async function refundOrderMoney(deps: Deps, tx: DbLike, input: { orderId: string; amountFen: number; refundRef: string }): Promise<RefundPart[]> {
  const before = await lockOrderMoney(tx, input.orderId);
  if (!before) throw new AppError(ERR.NOT_FOUND, '订单不存在');
  if (before.refundedFen + input.amountFen > before.capFen) throw new AppError(20104, '退款金额超过订单可退金额');
  const shares = await orderBatchSharesByPayment(tx, input.orderId);
  const forOrder = new Map(shares.map((x) => [x.paymentId, x.forOrderFen]));
  const paid = await paidOrderPaymentsAmong(tx, [...forOrder.keys()]);
  let left = input.amountFen;
  const parts: RefundPart[] = [];
  for (const p of paid) {
    if (left <= 0) break;
    const done = await refundedUnderRefs(tx, p.id, `as:${input.orderId}:`);
    const room = (forOrder.get(p.id) ?? 0) - done;
    const take = Math.min(room, left);
    if (take <= 0) continue;
    const res = await refundPayment(deps, tx, { paymentId: p.id, amountFen: take, refundRef: `as:${input.orderId}:${input.refundRef}:${p.id}` });
    parts.push({ refundId: res.refundId, paymentId: p.id, paymentNo: p.paymentNo, method: p.method, amountFen: take });
    left -= take;
  }
  if (left > 0) throw new AppError(20104, '退款金额超过订单可退金额');
  await advanceOrderRefundedFen(tx, input.orderId, before.refundedFen, input.amountFen);
  return parts;
}
