/** Coupons v2 (spec §7 "Coupons v2"): coupon kinds, scopes and states. Plain constants for server and pages. */

/** 1 满减 (reduceFen off), 2 折扣 (price × discount/1000, rounded up to the fen). */
export const COUPON_TYPE = { REDUCE: 1, DISCOUNT: 2 } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** 1 全场通用, 2 指定品类 (scopeCode = a category code at any level), 3 指定商品 (scopeCode = a goods id). */
export const USE_TYPE = { SITE: 1, CATEGORY: 2, GOODS: 3 } as const;
export type UseType = (typeof USE_TYPE)[keyof typeof USE_TYPE];

/** A coupon the user holds: 1 未使用, 2 已锁定 (in an unpaid order), 3 已使用, 4 已过期. */
export const USER_COUPON_STATUS = { UNUSED: 1, LOCKED: 2, USED: 3, EXPIRED: 4 } as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUS)[keyof typeof USER_COUPON_STATUS];
export const USER_COUPON_STATUS_LABEL = { 1: '未使用', 2: '已锁定', 3: '已使用', 4: '已过期' } as const;

/** The tabs of 我的优惠券: 1 未使用, 2 已使用 (incl. 已锁定), 3 已过期; 4 失效券 (used or expired, not locked ones). */
export const MY_COUPON_TAB = { UNUSED: 1, USED: 2, EXPIRED: 3, INVALID: 4 } as const;
export type MyCouponTab = (typeof MY_COUPON_TAB)[keyof typeof MY_COUPON_TAB];

/** A coupon on a goods page: 1 可领取, 2 已领取 (the per-user limit reached), 3 已领完. */
export const RECEIVE_STATUS = { RECEIVABLE: 1, RECEIVED: 2, SOLD_OUT: 3 } as const;
export type ReceiveStatus = (typeof RECEIVE_STATUS)[keyof typeof RECEIVE_STATUS];

/** A template that can be received (coupon_templates.status). */
export const TEMPLATE_ON = 1;

/** Platform coupons: their merchant id, type name and kind. */
export const PLATFORM_MER_ID = '-1';
export const PLATFORM_TYPE_NAME = '平台券';
export const COUPON_BELONG_TYPE = 'COUPON_DISCOUNT';
