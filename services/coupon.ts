/**
 * Coupons v2 (spec §7 "Coupons v2"; inventory §5, §6, §15 Coupon): the client side of lib/contract/coupon/api.ts.
 * Amounts are integer fen; `discount` is per-mille (850 = 8.5折). Receiving needs login; find_page works anonymously
 * (couponStatus then 0 or 1).
 */
import { http, type Http } from '@/lib/http';
import type { CouponOptionPage, ReceivableCouponPage, ReceiveCouponResult, UserCouponPage } from '@/lib/contract/coupon/api';
import type { MyCouponTab } from '@/lib/contract/coupon/enums';
import { orderCouponBody, type OrderCouponQuery } from './orderBody';

/** The shapes other parts of the app read from these calls. */
export type { CouponOption, CouponTemplate, ReceivableCoupon, ReceivableCouponPage, UserCoupon } from '@/lib/contract/coupon/api';

/** POST find_my_coupon_page: tab status 1 未使用 (default), 2 已使用 (incl. 已锁定), 3 已过期, 4 失效券 (used or expired). */
export const findMyCouponPage = (input: { status?: MyCouponTab; page?: number; limit?: number }, client: Http = http) =>
  client.post<UserCouponPage>('/coupon/v2/find_my_coupon_page', input);

/** POST receive_coupon {couponId}: 510 已领取 (per-user limit), 20103 已领完 / 未开始 / 已结束. */
export const receiveCoupon = (couponId: string, client: Http = http) => client.post<ReceiveCouponResult>('/coupon/v2/receive_coupon', { couponId });

/** POST find_order_coupon_page: the same list as services/order findOrderCouponV2Page (findType 5 usable / 6 unusable). */
export const findOrderCouponPage = (input: OrderCouponQuery, client: Http = http) => client.post<CouponOptionPage>('/coupon/v2/find_order_coupon_page', orderCouponBody(input));

/**
 * POST find_page: findType 1 → 领券中心 (every coupon receivable now); {goodsId} → the coupons a goods detail page
 * offers (site-wide, its categories, the goods itself). couponStatus 0 立即领取, 1 已领完, 2 已领取.
 */
export const findCouponPage = (input: { goodsId?: string; findType?: 1; couponIds?: string[]; page?: number; limit?: number }, client: Http = http) =>
  client.post<ReceivableCouponPage>('/coupon/v2/find_page', { ...input, couponIds: input.couponIds?.join(',') });
