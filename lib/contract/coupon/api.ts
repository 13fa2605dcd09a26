import { z } from 'zod';
import { codeList, intIn, limitField, looseId, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';

/**
 * Coupons v2 (spec §7 "Coupons v2"): requests and answers. Amounts are integer fen; `discount` is per mille
 * (850 = 8.5折). find_order_coupon_page is the order's find_order_coupon_v2_page under another path: its request is
 * FindOrderCouponV2PageBody in lib/contract/order/api.ts.
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });

// ───────────────────────────── requests ─────────────────────────────

export const FindMyCouponPageBody = z.object({ status: intIn('状态', 1, 4).default(1), page: pageField(), limit: limitField(10, 50) });
export type FindMyCouponPageBody = z.infer<typeof FindMyCouponPageBody>;

export const ReceiveCouponBody = z.object({ couponId: looseId('优惠券') });
export type ReceiveCouponBody = z.infer<typeof ReceiveCouponBody>;

export const FindCouponPageBody = z.object({
  goodsId: looseId('商品').optional(),
  findType: optional(intIn('查询类型', 1, 1)).meta({ description: '1 领券中心（全部可领的券）；不传：商品详情（goodsId）' }),
  couponIds: optional(codeList('优惠券', 20)).meta({ description: '领券中心只列这些券（逗号分隔，最多 20 个；/activity/coupontoapp）' }),
  page: pageField(),
  limit: limitField(20, 100),
});
export type FindCouponPageBody = z.infer<typeof FindCouponPageBody>;

// ───────────────────────────── answers ─────────────────────────────

export const CouponTemplate = z.object({
  /** couponId — what receive_coupon takes. */
  id: z.string(),
  couponName: z.string(),
  typeName: z.string().meta({ example: '平台券' }),
  couponType: z.literal([1, 2]).meta({ description: '1 满减 2 折扣' }),
  reduceFen: fen,
  discount: z.number().int().meta({ description: '折扣，千分比（850 = 8.5折）' }),
  fullFen: fen.meta({ description: '门槛；0 = 无门槛' }),
  useType: z.literal([1, 2, 3]).meta({ description: '1 全场通用 2 指定品类 3 指定商品' }),
  scopeCode: z.string().nullable().meta({ description: '品类编码（useType 2）或商品 id（useType 3）' }),
  productName: z.string(),
  productId: z.string().meta({ description: "useType 3 的商品 id；其他为 ''" }),
  serviceLife: z.string().meta({ example: '2026.11.01-2026.12.31' }),
  merId: z.literal('-1'),
  belongType: z.enum(['COUPON_DISCOUNT', 'ACTIVITY_CARD']).meta({ description: 'COUPON_DISCOUNT 优惠券；ACTIVITY_CARD 活动卡（下单时与优惠券同列，couponUseCode 为 userCardId）' }),
});
export type CouponTemplate = z.infer<typeof CouponTemplate>;

const couponStatus = z.literal([0, 1, 2, 3]).meta({ description: '0 立即领取 1 已领完 2 已领取（达到每人限领） 3 仅限新用户（新客券，调用者已有支付成功的订单）' });

/** A coupon offered to receive (goods page, 领券中心). */
export const ReceivableCoupon = CouponTemplate.extend({
  couponStatus,
  countSum: z.number().int().meta({ description: '发放总量；-1 = 不限量' }),
  countSur: z.number().int().meta({ description: '剩余数量；不限量时 -1' }),
  remark: z.string().meta({ description: '使用说明' }),
  audience: z.literal([0, 1]).meta({ description: '可领取的用户：0 所有用户 1 仅限新用户（没有支付成功的订单）' }),
  receiveEndDate: at.meta({ description: '领取截止时间（ISO 8601）；过后不再列出、不能领取' }),
});
export type ReceivableCoupon = z.infer<typeof ReceivableCoupon>;

/** A coupon the user holds. status: 1 未使用, 2 已锁定 (in an unpaid order), 3 已使用, 4 已过期. */
export const UserCoupon = z.object({
  couponUseCode: z.string(),
  couponId: z.string(),
  status: z.literal([1, 2, 3, 4]),
  statusLabel: z.enum(['未使用', '已锁定', '已使用', '已过期']),
  validFrom: at,
  validTo: at,
  /** The customer order that locked / used it. */
  cusOrderId: z.string().nullable(),
  receivedAt: at,
  marketingCouponVO: CouponTemplate,
});
export type UserCoupon = z.infer<typeof UserCoupon>;

/** A coupon of the user for one order: what it deducts (0 when unusable) and why it is unusable ('' otherwise). */
export const CouponOption = UserCoupon.extend({ discountFen: fen, wherefore: z.string() });
export type CouponOption = z.infer<typeof CouponOption>;

export const UserCouponPage = pagedSchema(UserCoupon);
export type UserCouponPage = z.infer<typeof UserCouponPage>;
export const CouponOptionPage = pagedSchema(CouponOption);
export type CouponOptionPage = z.infer<typeof CouponOptionPage>;
export const ReceivableCouponPage = pagedSchema(ReceivableCoupon).extend({
  serverTime: at.meta({ description: '服务器时间：页面据此在最早的领取截止时刷新' }),
});
export type ReceivableCouponPage = z.infer<typeof ReceivableCouponPage>;

export const ReceiveCouponResult = z.object({ couponUseCode: z.string(), couponStatus });
export type ReceiveCouponResult = z.infer<typeof ReceiveCouponResult>;
