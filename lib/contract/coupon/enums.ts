/** Coupons v2 (spec §7 "Coupons v2"): coupon kinds, scopes and states. Plain constants for server and pages. */

/** 1 满减 (reduceFen off), 2 折扣 (price × discount/1000, rounded up to the fen). */
export const COUPON_TYPE = { REDUCE: 1, DISCOUNT: 2 } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** 1 全场通用, 2 指定品类 (scopeCode = a category code at any level), 3 指定商品 (scopeCode = a goods id). */
export const USE_TYPE = { SITE: 1, CATEGORY: 2, GOODS: 3 } as const;
/** How many coupons a goods page's 领券 strip and its sheet hold (the server's copy and the browser's refresh alike). */
export const GOODS_PAGE_COUPONS = 20;
export type UseType = (typeof USE_TYPE)[keyof typeof USE_TYPE];

/** A coupon the user holds: 1 未使用, 2 已锁定 (in an unpaid order), 3 已使用, 4 已过期. */
export const USER_COUPON_STATUS = { UNUSED: 1, LOCKED: 2, USED: 3, EXPIRED: 4 } as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUS)[keyof typeof USER_COUPON_STATUS];
export const USER_COUPON_STATUS_LABEL = { 1: '未使用', 2: '已锁定', 3: '已使用', 4: '已过期' } as const;

/** The tabs of 我的优惠券: 1 未使用, 2 已使用 (incl. 已锁定), 3 已过期; 4 失效券 (used or expired, not locked ones). */
export const MY_COUPON_TAB = { UNUSED: 1, USED: 2, EXPIRED: 3, INVALID: 4 } as const;
export type MyCouponTab = (typeof MY_COUPON_TAB)[keyof typeof MY_COUPON_TAB];

/**
 * couponStatus of a coupon offered to receive (goods page and 领券中心), the original's values: 0 立即领取, 1 已领完,
 * 2 已领取 (the per-user limit reached); ours: 3 仅限新用户 (a 新客 coupon and the caller has a paid order). After a
 * successful receive a page takes the answer's status, else 2.
 */
export const RECEIVE_STATUS = { RECEIVABLE: 0, SOLD_OUT: 1, RECEIVED: 2, NOT_FOR_YOU: 3 } as const;
export type ReceiveStatus = (typeof RECEIVE_STATUS)[keyof typeof RECEIVE_STATUS];
export const RECEIVE_STATUS_TEXT: Record<ReceiveStatus, string> = { 0: '立即领取', 1: '已领完', 2: '已领取', 3: '仅限新用户' };

/**
 * Who may receive a coupon (coupon_templates.audience): 0 everyone; 1 新客 only — a customer without any paid order
 * (no customer order of theirs has paid_at set). Decided on the server in the receive's own statement.
 */
export const COUPON_AUDIENCE = { EVERYONE: 0, NEW_CUSTOMER: 1 } as const;
export type CouponAudience = (typeof COUPON_AUDIENCE)[keyof typeof COUPON_AUDIENCE];

/** receive_coupon's refusals: 510 已领取 (the per-user limit reached); 511 not in the coupon's audience; 20103 已领完 / 未开始 / 已结束. */
export const COUPON_ERR = { ALREADY_RECEIVED: 510, NOT_FOR_YOU: 511, UNAVAILABLE: 20103 } as const;
export const ALREADY_RECEIVED_MSG = '您已领取过该优惠券';
export const NEW_CUSTOMER_ONLY_MSG = '仅限新用户领取：您已有支付成功的订单';
export const SOLD_OUT_MSG = '该优惠券已领完，请领取其他优惠券！';

/** countSum of a coupon without a total: 不限量. */
export const UNLIMITED = -1;

/** find_page's findType: 1 领券中心 (every coupon that can be received now); absent: a goods page's coupons (goodsId). */
export const FIND_TYPE = { CENTRE: 1 } as const;

/** The 领券中心's banner slot (inventory platform §4.9). */
export const COUPON_CENTRE_AD_SLOT = 'ad113304';

/** A template that can be received (coupon_templates.status). */
export const TEMPLATE_ON = 1;

/** Platform coupons: their merchant id, type name and kind. */
export const PLATFORM_MER_ID = '-1';
export const PLATFORM_TYPE_NAME = '平台券';
export const COUPON_BELONG_TYPE = 'COUPON_DISCOUNT';
