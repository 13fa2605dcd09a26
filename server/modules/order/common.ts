import type { Context } from 'hono';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { AppError } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { requireAccount } from '../auth/session';

export const priceChanged = () => new AppError(ORDER_ERR.PRICE_CHANGED, '商品价格已变动，请刷新后重试');
export const unavailable = (msg: string) => new AppError(ORDER_ERR.GOODS_UNAVAILABLE, msg);
export const couponInvalid = (reason: string) => new AppError(ORDER_ERR.COUPON_INVALID, `优惠券不可用：${reason}`);
export const orderState = (msg = '当前订单状态不允许该操作') => new AppError(ORDER_ERR.ORDER_STATE, msg);
export const nothingToPay = (msg: string) => new AppError(ORDER_ERR.NOTHING_TO_PAY, msg);
export const orderNotFound = () => new AppError(404, '订单不存在');

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A logged-in customer account (visitors 403, no session 5223). */
export const customer = (c: Context<HonoEnv>) => requireAccount(c);
