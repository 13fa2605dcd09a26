import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { AppError } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { requireAccount } from '../auth/session';
import { ORDER_ERR as OERR } from './constants';

/** Envelope codes of the buying modules (documented in ./constants.ts, shared with services/order.ts). */
export { OERR };

export const priceChanged = () => new AppError(OERR.PRICE_CHANGED, '商品价格已变动，请刷新后重试');
export const unavailable = (msg: string) => new AppError(OERR.GOODS_UNAVAILABLE, msg);
export const couponInvalid = (reason: string) => new AppError(OERR.COUPON_INVALID, `优惠券不可用：${reason}`);
export const orderState = (msg = '当前订单状态不允许该操作') => new AppError(OERR.ORDER_STATE, msg);
export const orderNotFound = () => new AppError(404, '订单不存在');

export const CUS = { UNPAID: 1, PROGRESSING: 2, COMPLETED: 3, CANCELLED: 4, UNSUBMITTED: 5 } as const;
export const LINE = {
  UNSUBMITE: 'UNSUBMITE',
  UN_PAID: 'UN_PAID',
  HANDLING: 'HANDLING',
  HANDLED: 'HANDLED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export const BATCH = { NOT_DUE: 0, DUE: 1, PAID: 2 } as const;
export const NODE = { NOT_STARTED: 0, RUNNING: 1, DONE: 2 } as const;

/** An unpaid order cancels itself this long after it was created (submitted). */
export const EXPIRY_MS = 2 * 3600 * 1000;
export const MAX_QTY = 99;

export const PAY_TYPE_LABEL: Record<number, string> = { 1: '先付款后服务', 2: '按业务办理节点付费', 3: '先定金后尾款', 4: '服务完结收费' };
export const PAY_TYPE_CODE: Record<number, string> = {
  1: 'PRO_PRE_PAY_POST_SERVICE',
  2: 'PRO_PRE_SERVICE_POST_PAY_BY_NODE',
  3: 'PRO_PRE_DEPOSIT_POST_OTHERS',
  4: 'PRO_PRE_SERVICE_FINISHED_PAY',
};

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Time-ordered business numbers: prefix + yyyyMMddHHmmss + 6 random digits. */
export function bizNo(prefix: string, now: Date) {
  const d = new Date(now.getTime() + 8 * 3600 * 1000); // Beijing time in the number
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `${prefix}${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A logged-in customer account (visitors 403, no session 5223). */
export const customer = (c: Context<HonoEnv>) => requireAccount(c);

/** "a,b" or '["a","b"]' → ids. */
export function idList(v: string | undefined | null): string[] {
  if (!v) return [];
  const s = v.trim();
  if (s.startsWith('[')) {
    try {
      const arr = JSON.parse(s);
      return Array.isArray(arr) ? arr.map(String).filter(Boolean) : [];
    } catch {
      return [];
    }
  }
  return s.split(',').map((x) => x.trim()).filter(Boolean);
}

/** Postgres unique violation (node-postgres and PGlite both expose code 23505, sometimes on a cause). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
