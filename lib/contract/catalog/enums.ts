// Codes stored in the catalog tables and sent on the wire (the original product's names, kept so the pages and
// the chat / order modules speak one vocabulary). Plain constants: the server, the seed, the pages and the tests import them.
import { CARD_STATUS } from '../planner/enums';

export const PRODUCT_TYPE = {
  SALES: 'PRO_CLASS_TYPE_SALES',
  SERVICE: 'PRO_CLASS_TYPE_SERVICE',
  TRANSACTION: 'PRO_CLASS_TYPE_TRANSACTION',
} as const;

export const PRICE_TYPE = { FIXED: 'PRO_FIXED_PRICE', FLOATING: 'PRO_FLOATING_PRICE' } as const;
export const TASK_TYPE = { WANT_ORDER_DIGEST: 'PRO_WANT_ORDER_DIGEST' } as const;
export const TRADE_TYPE = { PRE_ASK: 'PRO_PRE_ASK', BY_SELF: 'PRO_BY_SELF' } as const;
export const CAN_ADD_BUY = { ALLOWED: 'PRO_ALLOWED_ADD_BUY', NOT_ALLOWED: 'PRO_NOT_ALLOWED_ADD_BUY' } as const;
/** Goods whose fee is a ladder of percentages of an amount (law cases, target amounts, channels): "N%服务费起". */
export const PRO_IDEA = { LAW: 'PRO_IDEA_LAW', TARGET_AMOUNT: 'PRO_IDEA_TARGET_AMOUNT', CHANNEL: 'PRO_IDEA_CHANNEL' } as const;
export const LADDER_IDEAS: readonly string[] = Object.values(PRO_IDEA);

export const GOODS_STATUS = {
  PUT_AWAY: 'PRO_STATUS_PUT_AWAY',
  LOCKED: 'PRO_STATUS_LOCKED',
  SOLD_OUT: 'PRO_STATUS_SOLD_OUT',
} as const;

/** Tag categories of salesGoodsTags. */
export const TAG_CATEGORY = { DISPLAY: 'DSJTC20210514000042', GUARANTEE: 'DSJTC20210514000043' } as const;

/** Trade listing types: dict code of the listing, CMS condition code, first-level class code. */
export const TRADE_KINDS = [
  { key: 'GS', dictCode: 'CATE-JYZY-GS', condition: 'CONDITION-JY-GS', classCode: 'FL20201224136319', name: '公司' },
  { key: 'SB', dictCode: 'CATE-JYZY-SB', condition: 'CONDITION-JY-SB', classCode: 'FL20201224136273', name: '商标' },
  { key: 'ZL', dictCode: 'CATE-JYZY-ZL', condition: 'CONDITION-JY-ZL', classCode: 'FL20201224136341', name: '专利' },
  { key: 'ZZ', dictCode: 'CATE-JYZY-ZZ', condition: 'CONDITION-JY-ZZ', classCode: 'FL20201224136348', name: '资质' },
] as const;
export type TradeKey = (typeof TRADE_KINDS)[number]['key'];

/** Special first-level service categories (inventory §0.5 / §18). */
export const SERVICE_CLASS = {
  TRADEMARK: 'FL20210425164438',
  PATENT: 'FL20210425164496',
  FINANCING: 'FL20210425164558',
  LAW: 'FL20210604312000',
  LAW2: 'FL20210428166370',
  IT: 'FL20210526292003',
  IT2: 'FL20210425164016',
} as const;

// Codes owned by the planner, store and case domains, re-exported for the older importers of this file.
export { PLANNER_STATUS } from '../planner/enums';
export { STORE_TYPE } from '../store/enums';
export { CASE_TYPE } from '../case/enums';
export const CARD_STATUS_ON_SHELF = CARD_STATUS.ON_SHELF;

export { AD_SLOT } from './adSlots';
export const NAV_CATEGORY = { FIXED: 'nav100007', ROLL: 'nav100012', TOOL: 'nav100026' } as const;

export const KEYWORD_BUCKET = { TOP_HIGHLIGHT: 'TOP_HIGHLIGHT', TOP: 'TOP', HOT: 'HOT' } as const;

export const FAVOURITE_TYPE = { GOODS: 'goods', TRADE: 'trade', PLANNER: 'planner', COMBO: 'combo' } as const;
export type FavouriteType = (typeof FAVOURITE_TYPE)[keyof typeof FAVOURITE_TYPE];

export const LEAD_KIND = {
  CREDIT_EVALUATION: 'CREDIT_EVALUATION',
  CONSULT: 'CONSULT',
  SUBSCRIBE: 'SUBSCRIBE',
  EMPTY_SEARCH: 'EMPTY_SEARCH',
  PRICE_DROP: 'PRICE_DROP',
  MERCHANT_JOIN: 'MERCHANT_JOIN',
  /** 同意委托 on a shared 必懂 page: the customer asks the sharing planner to call them. */
  SHARE_ENTRUST: 'SHARE_ENTRUST',
  /** 需求卡 (轻松找服务): a questionnaire routed to a planner of its category and city. */
  DEMAND_CARD: 'DEMAND_CARD',
} as const;

/** Reserved dictionary codes. */
export const DICT = {
  HOME_TABS: 'C-SY-RMSP-GG',
  TRADE_TYPES: 'CONDITION-JY',
  SERVICE_PRICE: 'CONDITION-FW-JG',
  SERVICE_SORT: 'CONDITION-FW-PX',
  RESOURCE_PRICE: 'CRISPS-C-CONDITION-400-JG',
  RESOURCE_SORT: 'CRISPS-C-CONDITION-400-PX',
  NATIONAL_REGION: '2147483647',
} as const;

/**
 * Service resources picked in the cart (registration addresses, 400 numbers) are trade_listings rows with these
 * trade keys; class_code1 = the resource class code the pickers ask for.
 */
export const RESOURCE_KINDS = [
  { key: 'ADDR', dictCode: 'CATE-ZY-ADDR', classCode: 'RES_ADDRESS', name: '注册地址' },
  { key: 'TEL400', dictCode: 'CATE-ZY-400', classCode: 'RES_TEL400', name: '400电话' },
] as const;
