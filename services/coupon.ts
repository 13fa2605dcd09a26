/**
 * Coupons v2 (spec §7 "Coupons v2"; inventory §5, §6, §15 Coupon). Amounts are integer fen; `discount` is per-mille
 * (850 = 8.5折). Receiving needs login; find_page works anonymously (couponStatus then 1).
 */
import { http, type Http } from '@/lib/http';
import type { Paged } from './planner';
import type { PriceInput } from './order';

/** 1 满减 (reduceFen off), 2 折扣 (price × discount/1000, rounded up to the fen). */
export type CouponType = 1 | 2;
/** 1 全场通用, 2 指定品类 (scopeCode = a category code at any level), 3 指定商品 (scopeGoodsId). */
export type UseType = 1 | 2 | 3;

export type CouponTemplate = {
  /** couponId — pass to receiveCoupon. */
  id: string;
  couponName: string;
  /** 平台券 (merId -1). */
  typeName: string;
  couponType: CouponType;
  reduceFen: number;
  discount: number;
  /** Threshold: the scoped amount must be ≥ fullFen; 0 = 无门槛. */
  fullFen: number;
  useType: UseType;
  /** Category code (useType 2) or goods id (useType 3). */
  scopeCode: string | null;
  /** "{productName}"-可用: the category / goods name. */
  productName: string;
  /** '' for useType 1. */
  productId: string;
  /** "2026.11.01-2026.12.31" or "领取后30天内有效". */
  serviceLife: string;
  merId: '-1';
  belongType: 'COUPON_DISCOUNT';
};

/** A coupon on a goods detail page: 1 可领取, 2 已领取 (limit reached), 3 已领完. */
export type ReceivableCoupon = CouponTemplate & { couponStatus: 1 | 2 | 3; remaining: number };

/** A coupon the user holds. status: 1 未使用, 2 已锁定 (in an unpaid order), 3 已使用, 4 已过期. */
export type UserCoupon = {
  couponUseCode: string;
  couponId: string;
  status: 1 | 2 | 3 | 4;
  statusLabel: '未使用' | '已锁定' | '已使用' | '已过期';
  validFrom: string;
  validTo: string;
  /** The customer order that locked / used it. */
  cusOrderId: string | null;
  receivedAt: string;
  marketingCouponVO: CouponTemplate;
};

/** POST find_my_coupon_page: tab status 1 未使用 (default), 2 已使用 (incl. 已锁定), 3 已过期. */
export const findMyCouponPage = (input: { status?: 1 | 2 | 3; page?: number; limit?: number }, client: Http = http) =>
  client.post<Paged<UserCoupon>>('/coupon/v2/find_my_coupon_page', input);

/** POST receive_coupon {couponId}: 409 已领取 (per-user limit), 20103 已领完 / 已过期. */
export const receiveCoupon = (couponId: string, client: Http = http) =>
  client.post<{ couponUseCode: string; couponStatus: 1 | 2 | 3 }>('/coupon/v2/receive_coupon', { couponId });

/** POST find_order_coupon_page: alias of services/order findOrderCouponV2Page (findType 5 usable / 6 unusable). */
export const findOrderCouponPage = (input: PriceInput & { cusOrderId?: string; findType: 5 | 6; page?: number; limit?: number }, client: Http = http) =>
  client.post<Paged<import('./order').CouponOption>>('/coupon/v2/find_order_coupon_page', {
    items: input.items,
    cartIds: input.cartIds?.join(','),
    couponUseCodes: input.couponUseCodes?.join(','),
    cusOrderId: input.cusOrderId,
    findType: input.findType,
    page: input.page,
    limit: input.limit,
  });

/** POST find_page {goodsId}: the coupons a goods detail page offers (site-wide, its categories, the goods itself). */
export const findCouponPage = (input: { goodsId?: string; page?: number; limit?: number }, client: Http = http) =>
  client.post<Paged<ReceivableCoupon>>('/coupon/v2/find_page', input);
