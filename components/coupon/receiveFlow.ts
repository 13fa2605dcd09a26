/** Receiving a coupon (inventory platform §4.9, catalog goods page): the rules, apart from React and the network. */
import { COUPON_ERR, NEW_CUSTOMER_ONLY_MSG, RECEIVE_STATUS, SOLD_OUT_MSG, UNLIMITED, type ReceiveStatus } from '@/lib/contract/coupon/enums';

type Offer = { couponStatus: ReceiveStatus; countSur: number };

/** Before asking the server: a sold-out or already-taken coupon is refused with the original's toasts; a 新客 one for a customer with a paid order says so. */
export function refuseBeforeReceive(c: Offer): string | null {
  if (c.couponStatus === RECEIVE_STATUS.NOT_FOR_YOU) return NEW_CUSTOMER_ONLY_MSG;
  if (c.countSur === 0) return SOLD_OUT_MSG;
  if (c.couponStatus !== RECEIVE_STATUS.RECEIVABLE) return '无法领取';
  return null;
}

export type ReceiveOutcome = { status: ReceiveStatus | null; toast: { kind: 'success' | 'error'; text: string } };

/**
 * What a receive's answer does to the card: success → 领取成功 and the answered status (2 when absent); 510 →
 * 已领取 with the server's message; 511 → 仅限新用户 (not in a 新客 coupon's audience); a network failure keeps the card as
 * it was; any other refusal greys it (已领完).
 */
export function receiveOutcome(answer: { ok: true; couponStatus?: ReceiveStatus } | { ok: false; code: number; message: string }): ReceiveOutcome {
  if (answer.ok) return { status: answer.couponStatus ?? RECEIVE_STATUS.RECEIVED, toast: { kind: 'success', text: '领取成功' } };
  if (answer.code === COUPON_ERR.ALREADY_RECEIVED) return { status: RECEIVE_STATUS.RECEIVED, toast: { kind: 'error', text: answer.message || '您已领取过该优惠券' } };
  if (answer.code === COUPON_ERR.NOT_FOR_YOU) return { status: RECEIVE_STATUS.NOT_FOR_YOU, toast: { kind: 'error', text: answer.message || NEW_CUSTOMER_ONLY_MSG } };
  if (answer.code < 0) return { status: null, toast: { kind: 'error', text: '优惠券领取失败，请稍后重试' } };
  return { status: RECEIVE_STATUS.SOLD_OUT, toast: { kind: 'error', text: answer.message || '领取失败' } };
}

/** The stock line: 不限量, or 剩余N% rounded up (0 when either count is not positive). */
export function stockText(countSum: number, countSur: number): { unlimited: boolean; percent: number; text: string } {
  if (countSum === UNLIMITED) return { unlimited: true, percent: 100, text: '不限量' };
  const percent = countSum > 0 && countSur > 0 ? Math.min(100, Math.ceil((countSur * 100) / countSum)) : 0;
  return { unlimited: false, percent, text: `剩余${percent}%` };
}

/**
 * How long until the list must be asked again: the earliest receive end still ahead, measured on the server's
 * clock (serverNowMs), so a wrong phone clock neither reloads in a loop nor keeps an ended coupon. null: nothing ends.
 */
export function refreshDelayMs(ends: string[], serverNowMs: number, maxMs = 2 ** 31 - 1): number | null {
  const ahead = ends.map((e) => Date.parse(e) - serverNowMs).filter((d) => Number.isFinite(d) && d > 0);
  if (!ahead.length) return null;
  // Half a second after the end, so the server has passed it too; setTimeout cannot wait longer than ~24.8 days.
  return Math.min(Math.min(...ahead) + 500, maxMs);
}
