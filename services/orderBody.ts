/**
 * The request bodies of the order pricing calls (lists as comma-separated ids), in a module of their own: services/coupon.ts
 * builds the order coupon query with them, and pages that only list or receive coupons need none of services/order.ts.
 */
import type { PriceInput } from '@/lib/contract/order/api';

export const csv = (a?: string[]) => (a && a.length ? a.join(',') : undefined);
export const priceBody = (i: PriceInput) => ({ items: i.items, cartIds: csv(i.cartIds), comboId: i.comboId, activityProductId: i.activityProductId, couponUseCodes: csv(i.couponUseCodes) });

/** The query of an order's coupon list (findType 5 usable / 6 unusable); shared with services/coupon.ts. */
export type OrderCouponQuery = PriceInput & { cusOrderId?: string; findType: 5 | 6; page?: number; limit?: number };
export const orderCouponBody = (input: OrderCouponQuery) => ({ ...priceBody(input), cusOrderId: input.cusOrderId, findType: input.findType, page: input.page, limit: input.limit });
