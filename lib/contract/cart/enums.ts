/** Shopping cart v4 (spec §7 "Cart"). Plain constants for server and pages. */

/** A cart row's goods: on shelf, 已下架, 作废 (goods or SKU gone, or not sold online). */
export const CART_GOODS_STATUS = { PUT_AWAY: 'PRO_STATUS_PUT_AWAY', SOLD_OUT: 'PRO_STATUS_SOLD_OUT', INVALID: 'PRO_STATUS_INVALID' } as const;
export type CartGoodsStatus = (typeof CART_GOODS_STATUS)[keyof typeof CART_GOODS_STATUS];
export const CART_GOODS_STATUSES = [CART_GOODS_STATUS.PUT_AWAY, CART_GOODS_STATUS.SOLD_OUT, CART_GOODS_STATUS.INVALID] as const;

/** What update_shopping_cart does. */
export const CART_UPDATE = { UPDATE_NUM: 'updateNum', SELECT: 'select', SELECT_ALL: 'selectAll', UPDATE_SKU: 'updateSku', REMOVE: 'remove' } as const;
export type CartUpdateType = (typeof CART_UPDATE)[keyof typeof CART_UPDATE];
export const CART_UPDATE_TYPES = [CART_UPDATE.UPDATE_NUM, CART_UPDATE.SELECT, CART_UPDATE.SELECT_ALL, CART_UPDATE.UPDATE_SKU, CART_UPDATE.REMOVE] as const;

/** Why a row cannot be bought ('' when it can). */
export const CART_INVALID_REASONS = ['', '已下架', '作废', '库存不足'] as const;

/** Most rows one cart holds. */
export const CART_MAX_ROWS = 100;
