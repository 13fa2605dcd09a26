/** Goods codes shared by the server and the pages (the stored codes of goods rows are in ../catalog/enums.ts). */

/** Orders of the goods lists (GET /goods/v4/list `sort`; the dictionary's sort options map onto them). */
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/**
 * Spec §4 "Price display": fixed "1200元" · floating "5%服务费" · ladder (law / target amount / channel) "3%服务费起" ·
 * negotiable "面议" (price 0, or a price-on-request task).
 */
export const PRICE_KIND = { FIXED: 'fixed', FLOATING: 'floating', LADDER: 'ladder', NEGOTIABLE: 'negotiable' } as const;
export const PRICE_KINDS = [PRICE_KIND.FIXED, PRICE_KIND.FLOATING, PRICE_KIND.LADDER, PRICE_KIND.NEGOTIABLE] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** Bottom bar of a goods page (inventory §7.1): 加入购物车 + 立即购买, 在线咨询 + 立即购买, 在线咨询 + 电话联系. */
export const BOTTOM_MODE = { CART_AND_BUY: 1, CONSULT_AND_BUY: 2, CONSULT_AND_CALL: 3 } as const;
export type BottomMode = (typeof BOTTOM_MODE)[keyof typeof BOTTOM_MODE];
