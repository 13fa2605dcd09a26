/**
 * Activity cards (活动卡, spec §7 "Marketing cards"; inventory my §3, §15 ActivityCard): kinds, states and the codes
 * shared by the server and the pages. Amounts are integer fen; `discount` is per mille (850 = 8.5折) like coupons.
 */
import { VIRTUAL_PRODUCT_TYPE } from '../order/enums';

/** 1 满减卡 (rebateFen off when the scoped amount ≥ rebateNeedFen), 2 折扣卡 (discount per mille). */
export const ACT_CARD_TYPE = { REBATE: 1, DISCOUNT: 2 } as const;
export type ActCardType = (typeof ACT_CARD_TYPE)[keyof typeof ACT_CARD_TYPE];
export const ACT_CARD_TYPE_LABEL: Record<ActCardType, string> = { 1: '满减卡', 2: '折扣卡' };

/** How long a bought card lasts: 1 N days from the purchase, 2 a fixed window. */
export const VALIDATE_TYPE = { DAYS: 1, WINDOW: 2 } as const;
export type ValidateType = (typeof VALIDATE_TYPE)[keyof typeof VALIDATE_TYPE];

/** A card in 活动卡专区: 1 在售, 2 已抢光, 3 活动已结束, 4 未开始. */
export const ACT_CARD_SALE = { ON_SALE: 1, SOLD_OUT: 2, ENDED: 3, NOT_STARTED: 4 } as const;
export type ActCardSale = (typeof ACT_CARD_SALE)[keyof typeof ACT_CARD_SALE];
export const ACT_CARD_SALE_LABEL: Record<ActCardSale, string> = { 1: '在售', 2: '已抢光', 3: '活动已结束', 4: '活动未开始' };

/** user_act_card_list's condition: 1 可使用, 2 失效 (used up, expired or revoked). */
export const ACT_CARD_CONDITION = { USABLE: 1, UNUSABLE: 2 } as const;
export type ActCardCondition = (typeof ACT_CARD_CONDITION)[keyof typeof ACT_CARD_CONDITION];

/** A card the user holds: 1 可使用, 2 已用完, 3 已过期, 4 已作废 (its purchase was refunded). */
export const USER_ACT_CARD_STATE = { USABLE: 1, USED_UP: 2, EXPIRED: 3, REVOKED: 4 } as const;
export type UserActCardState = (typeof USER_ACT_CARD_STATE)[keyof typeof USER_ACT_CARD_STATE];
export const USER_ACT_CARD_STATE_LABEL: Record<UserActCardState, string> = { 1: '可使用', 2: '已使用', 3: '已过期', 4: '已作废' };

/** A use of a card on an order: 1 待支付 (locked), 2 已使用, 3 已释放 (order cancelled), 4 已退回 (order refunded). */
export const ACT_CARD_USE_STATUS = { LOCKED: 1, USED: 2, RELEASED: 3, RETURNED: 4 } as const;
export type ActCardUseStatus = (typeof ACT_CARD_USE_STATUS)[keyof typeof ACT_CARD_USE_STATUS];
export const ACT_CARD_USE_LABEL: Record<ActCardUseStatus, string> = { 1: '订单待支付', 2: '已使用', 3: '订单已取消，次数已退回', 4: '订单已退款，次数已退回' };

/** The order buying a card: 1 待支付, 2 已发放, 3 已取消, 4 已退款. */
export const ACT_CARD_PURCHASE = { UNPAID: 1, GRANTED: 2, CANCELLED: 3, REFUNDED: 4 } as const;
export type ActCardPurchaseStatus = (typeof ACT_CARD_PURCHASE)[keyof typeof ACT_CARD_PURCHASE];
export const ACT_CARD_PURCHASE_LABEL: Record<ActCardPurchaseStatus, string> = { 1: '待支付', 2: '已发放', 3: '已取消', 4: '已退款' };

/**
 * The refund rule of a bought card, shown before buying; the server applies it (coupon/actCardRules.ts
 * cardRefundCapFen, revokedUsesFor): price × unused uses ÷ uses, rounded down to the fen; refunded uses are void.
 */
export const ACT_CARD_REFUND_RULE = '退款规则：未使用的次数按比例退款，已使用的次数不退';
export const ACT_CARD_REFUND_RULE_DETAIL = '可退金额 = 售价 × 未使用次数 ÷ 总次数（不足1分的部分不退）；退款后相应次数作废，不可再使用。';

/** A held card's id starts so; checkout takes it among couponUseCodes (one card per order, not with coupons). */
export const USER_ACT_CARD_PREFIX = 'uac_';
export const isActCardCode = (code: string) => code.startsWith(USER_ACT_CARD_PREFIX);

/** The order line of a card purchase (inventory: virtual goods of class ACTIVITY_CARD, paid before delivery). */
export const ACT_CARD_PRODUCT_TYPE = VIRTUAL_PRODUCT_TYPE;
export const ACT_CARD_CLASS = 'ACTIVITY_CARD';

/** The cashier's fromPage for a card purchase (the result page then leads to the cards). */
export const ACT_CARD_FROM_PAGE = 'act_card';

/** 活动卡专区's banner slot (inventory: ad100501). */
export const ACT_CARD_BANNER_SLOT = 'ad100501';

/** The type name a card carries in the checkout's coupon list. */
export const ACT_CARD_TYPE_NAME = '活动卡';
export const ACT_CARD_BELONG_TYPE = 'ACTIVITY_CARD';
