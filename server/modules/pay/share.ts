import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SharePayInfo, SharePayLink, SharePayParams, SharePayResult } from '@/lib/contract/pay/api';
import { FROM_PAGE, PAYMENT_STATUS, SHARE_PAY_STATUS } from '@/lib/contract/pay/enums';
import { CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import { AppError } from '../../http/errors';
import { newId } from '../../db/ids';
import type { Deps } from '../../http/types';
import { findUserById } from '../auth/users';
import { nothingToPay, orderState } from '../order/common';
import { businessNo, NO_CONSTRAINT, retryOnFreshNo } from '../../db/businessNo';
import { sharedBatchesState } from '../order/lifecycle';
import { batchesToPay } from '../order/paying';
import { orderLinesBrief, subjectOf } from '../order/customerNo';
import { payments, sharePays } from './schema';
import { presentPayment, refreshSandboxStatus, startSandboxOrderPayment } from './service';

/** A running order's later batch (no payment deadline) can be shared for this long. */
export const SHARE_TTL_RUNNING_MS = 24 * 3600 * 1000;
export const SHARE_PAGE = '/order/sharePay';
export const SHARE_RESULT_PAGE = '/pay/sharePayResult';

type ShareRow = typeof sharePays.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const shareInvalid = () => new AppError(404, '分享链接无效');
const shareExpired = () => orderState('分享链接已失效');

/** 'u***' style: a phone-looking nick keeps 3 + 4 digits, anything else its first character (length hidden). */
export function maskOwnerName(nick: string, phone: string) {
  const n = nick.trim();
  if (/^1\d{10}$/.test(n) || !n) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `${Array.from(n)[0]}**`;
}

/**
 * The owner of a customer order creates a link that lets anyone pay the batches due now (or the chosen ones)
 * without logging in. The token is returned once; only its hash is kept. The link expires with the order's
 * payment deadline (a running order's later batch: 24 h).
 */
export async function createSharePay(deps: Deps, userId: string, cusOrderId: string, batchIds: string[], now: Date): Promise<SharePayLink> {
  const { cus, batches, amountFen } = await batchesToPay(deps.db, userId, cusOrderId, batchIds, now);
  const expiresAt = cus.status === CUS_ORDER_STATUS.UNPAID && cus.expiresAt ? cus.expiresAt : new Date(now.getTime() + SHARE_TTL_RUNNING_MS);
  const token = randomBytes(24).toString('base64url');
  await deps.db.insert(sharePays).values({
    id: newId('sp_'),
    tokenHash: hashToken(token),
    userId,
    cusOrderId: cus.id,
    batchIds: batches.map((b) => b.id),
    amountFen,
    expiresAt,
    createdAt: now,
  });
  return { shareToken: token, shareUrl: `${SHARE_PAGE}?token=${token}`, expireAt: expiresAt.toISOString(), amountFen };
}

async function shareOf(deps: Deps, token: string): Promise<ShareRow> {
  const [s] = await deps.db.select().from(sharePays).where(eq(sharePays.tokenHash, hashToken(token))).limit(1);
  if (!s) throw shareInvalid();
  return s;
}

/** 0 待支付, 1 已支付 (every shared batch paid, by anyone), 2 已失效 (order closed or the link expired). */
async function shareState(deps: Deps, s: ShareRow, now: Date) {
  const { cus, paid, live } = await sharedBatchesState(deps.db, s.cusOrderId, s.batchIds, now);
  const payStatus = paid ? SHARE_PAY_STATUS.PAID : !live || s.expiresAt <= now ? SHARE_PAY_STATUS.EXPIRED : SHARE_PAY_STATUS.WAITING;
  return { cus, payStatus };
}

/** Public: what the link pays (no login). The owner's name is masked; nothing else about the owner is shown. */
export async function findSharePay(deps: Deps, token: string, now: Date): Promise<SharePayInfo> {
  const s = await shareOf(deps, token);
  const { cus, payStatus } = await shareState(deps, s, now);
  if (!cus) throw shareInvalid();
  const [os, owner] = await Promise.all([
    orderLinesBrief(deps.db, cus.id),
    findUserById(deps.db, s.userId),
  ]);
  return {
    cusOrderNo: cus.cusOrderNo,
    subject: subjectOf(os.map((o) => o.name)),
    img: os[0]?.img ?? '',
    amountFen: s.amountFen,
    payStatus,
    expireAt: s.expiresAt.toISOString(),
    ownerName: owner ? maskOwnerName(owner.nickName, owner.phone) : '薯片用户',
  };
}

/**
 * Public: starts a sandbox payment of the shared batches. The amount is the server's sum of those batches now; the
 * payment belongs to the order's owner (like their own cashier payment) and settles only through the gateway's
 * notification, exactly once (a second payment of the same batches is refunded by the notify handler).
 */
export async function getSharePayParams(deps: Deps, token: string, now: Date): Promise<SharePayParams> {
  const s = await shareOf(deps, token);
  const { payStatus } = await shareState(deps, s, now);
  if (payStatus === SHARE_PAY_STATUS.PAID) throw nothingToPay('该订单已支付');
  if (payStatus === SHARE_PAY_STATUS.EXPIRED) throw shareExpired();
  const { cus, batches, amountFen } = await batchesToPay(deps.db, s.userId, s.cusOrderId, s.batchIds, now);
  // The payment row is startSandboxOrderPayment's first write, so a colliding number is simply drawn again.
  return retryOnFreshNo(NO_CONSTRAINT.payment, async () => {
    const paymentNo = businessNo('P', now, { clock: true });
    const returnUrl = `${SHARE_RESULT_PAGE}?${new URLSearchParams({ paymentNo, token }).toString()}`;
    const payUrl = await startSandboxOrderPayment(deps, {
      id: newId('pm_'),
      paymentNo,
      userId: s.userId,
      cusOrderId: cus.id,
      batchIds: batches.map((b) => b.id),
      amountFen,
      fromPage: FROM_PAGE.SHARE_PAY,
      orderId: null,
      createdAt: now,
      shareId: s.id,
      returnUrl,
    });
    return { paymentNo, payUrl, amountFen };
  });
}

/**
 * Public: the result of paying through a link. With paymentNo: that payment (it must have been started through
 * this link); without: 1 once the shared batches are paid, else the latest payment started through the link.
 */
export async function findSharePayResult(deps: Deps, token: string, paymentNo: string | undefined, now: Date): Promise<SharePayResult> {
  const s = await shareOf(deps, token);
  const conds = [eq(payments.shareId, s.id)];
  if (paymentNo) conds.push(eq(payments.paymentNo, paymentNo));
  const [p] = await deps.db.select().from(payments).where(and(...conds)).orderBy(desc(payments.createdAt)).limit(1);
  if (paymentNo && !p) throw new AppError(404, '支付单不存在');
  if (p) {
    const v = presentPayment(await refreshSandboxStatus(deps, p));
    return { paymentNo: v.paymentNo, payStatus: v.payStatus, amountFen: v.amountFen, payTime: v.payTime };
  }
  const { payStatus } = await shareState(deps, s, now);
  return { paymentNo: null, payStatus: payStatus === SHARE_PAY_STATUS.PAID ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.WAITING, amountFen: s.amountFen, payTime: null };
}
