/** Store codes shared by the server and the store pages (inventory §14). */

export const STORE_TYPE = { PLANNER: 'planner', MERCHANT: 'merchant', TEAM: 'team' } as const;
export type StoreType = (typeof STORE_TYPE)[keyof typeof STORE_TYPE];

/** 1 open; a closed store is shown only in the back office's preview. */
export const STORE_STATUS = { OPEN: 1, CLOSED: 0 } as const;

/** The `type` of the store calls: the merchant back office previews the store (goods in any state are listed). */
export const STORE_PREVIEW = 'preview';
export type StoreMode = typeof STORE_PREVIEW | '';

/** What a store's goods row points at. */
export const STORE_TARGET = { GOODS: 'goods', TRADE: 'trade', COMBO: 'combo' } as const;

/** The goods of a store are on sale (state 1) or not (0, listed in preview only). */
export const STORE_GOODS_STATE = { ON_SALE: 1, OFF_SALE: 0 } as const;
