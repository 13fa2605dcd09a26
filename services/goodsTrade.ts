/**
 * Trade listings (inventory §5.2, §8, §11, §12): the 资产交易 list with dynamic filters, the listing detail, similar
 * listings, FAQs and the cart's resource pickers. Re-exported by services/goods.ts.
 */
import { http, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';

export type TradeKey = 'GS' | 'SB' | 'ZL' | 'ZZ';
export type TradeField = { fieldCode: string; fieldName: string; fieldValue: string; fieldValueCn: string; fieldValueList: string[] | null };

export type TradeCard = {
  id: string;
  productNo: string;
  /** The name (company listings show the desensitised dzname when set). */
  name: string;
  dzname: string;
  tradeKey: TradeKey;
  /** CATE-JYZY-GS / -SB / -ZL / -ZZ. */
  dictCode: string;
  /** The trade first-level class code (FL…), the `type` of the detail route. */
  typeCode: string;
  classCode: string;
  classCodeLevel: string;
  /** Trademarks: the logo; others: the cover. */
  goodsImg: string;
  /** Field summary for the card: "1-2年 | 50-100万 | 小规模". */
  desc: string;
  fieldList: TradeField[];
  platformPriceFen: number;
  referencePriceFen: number;
  /** "12000元" (trade prices never show 面议). */
  priceText: string;
  status: string;
  /** Reserved by another buyer (PRO_STATUS_LOCKED): listed but shown as 已锁定. */
  locked: boolean;
  productType: 'PRO_CLASS_TYPE_TRANSACTION';
  href: string;
};

/** One filter of a trade tab (inventory §5.2 table). */
/**
 * An option (or, under 更多, a group with its options). Send `ext2 || code` as the value; `ext2` "a-b" is a range
 * (fen for 价格, years for 经营时间 / 注册年限 → MATCH_TYPE_YEARS, characters for 名称长度 → nameLengthStart/End).
 * `multi` marks 更多 groups that allow several choices.
 */
export type TradeFilterOption = {
  id: string;
  code: string;
  name: string;
  ext1: string;
  ext2: string;
  pcode: string;
  children: TradeFilterOption[];
  multi?: boolean;
};
export type TradeFilter = {
  code: string;
  name: string;
  /** Target field code, and '1' when options match by name. */
  ext1: string;
  ext3: string;
  /** region (area picker) | price | sort | more (grouped chips) | chips. */
  kind: 'region' | 'price' | 'sort' | 'more' | 'chips';
  /** Chips that allow several choices (trademark class, attached assets). */
  multi: boolean;
  children: TradeFilterOption[];
};

/**
 * MULTI: any of the values (region fields take province, city or district codes). RANGE: numbers (fen, unix seconds,
 * characters). YEARS: a date field between start and end years ago (经营时间 "1-2" → {start: 1, end: 2}; open end: omit).
 */
export type FieldFilter =
  | { fieldCode: string; fieldValue: string[]; matchType: 'MATCH_TYPE_MULTI' }
  | { fieldCode: string; fieldValue: { start?: number; end?: number }; matchType: 'MATCH_TYPE_RANGE' | 'MATCH_TYPE_YEARS' };

export type JyListInput = {
  start?: number;
  limit?: number;
  needTypes?: 0 | 1;
  /** The tab: CONDITION-JY-GS… (or give classCode = its FL code). */
  dictCode?: string;
  classCode?: string;
  searchKey?: string;
  /** Default: on shelf and locked. */
  statusList?: string[];
  /** registration_area takes province, city or district codes; ranges take fen / unix seconds. */
  fieldList?: FieldFilter[];
  /** Fen. */
  platformPriceStart?: number;
  platformPriceEnd?: number;
  /** 1-based index into the 排序 filter's options (1 default, 2 price ascending, 3 price descending, 4 newest). */
  sortBy?: number;
  nameLengthStart?: number;
  nameLengthEnd?: number;
};
export type JyListData = { filters: TradeFilter[] | null; goods: Paged<TradeCard> };

/** POST /goodslist/v2/get_jy_list (JSON body: fieldList is a list of objects). */
export const getJyList = (input: JyListInput, client: Http = http) =>
  client.post<JyListData>('/goodslist/v2/get_jy_list', input, { json: true });

export type TradeBasicRow = { label: string; fieldCode: string; value: string };
export type TradeDetail = TradeCard & {
  showName: string;
  className: string;
  classCodeLevelName: string;
  classCodeLevelList: string[];
  /** Carousel images (productImgArr). */
  productImgArr: string[];
  /** Rich text (产品详情). */
  clientDetail: string;
  /** 基本信息 rows per type (value '/' when empty). */
  basicInfo: TradeBasicRow[];
  /** 资质 only: the raw value and the parsed table. */
  qftDetails: { fieldValue: string; fieldValueCn: string; fieldValueList: string[][] } | null;
  qualificationRows: { category: string; major: string; level: string }[];
  isSave: boolean;
};

/** GET /tc_product/v1/detail (404 when unknown). */
export const getTradeDetail = (productId: string, client: Http = http) =>
  client.get<TradeDetail>('/tc_product/v1/detail', { productId });

/** POST /recommend/v2/trade_goods: 同类推荐 / 猜您需要 of a listing (same type, excluding it). */
export const getRecommendTrades = (input: { productId?: string; dictCode?: string; page?: number; limit?: number }, client: Http = http) =>
  client.post<Paged<TradeCard>>('/recommend/v2/trade_goods', input);

export type FaqItem = { id: string; question: string; answer: string };

/** GET /faq/v1/list: FAQs of a group (CATE-JYZY-GS…, or a class code); 404 for an unknown group. */
export const getCommonProblems = (groupCode: string, client: Http = http) =>
  client.get<{ groupCode: string; title: string; rows: FaqItem[] }>('/faq/v1/list', { groupCode });

export type ServiceResource = {
  id: string;
  name: string;
  goodsPriceFen: number;
  /** "3000元". */
  goodsPrice: string;
  fieldList: { fieldCode: string; fieldName: string; fieldValueCn: string }[];
};
export type ServiceResourceInput = {
  /** Resource class: RES_ADDRESS (registration addresses) or RES_TEL400 (400 numbers). */
  classCode: string;
  page?: number;
  limit?: number;
  searchKey?: string;
  /** Yuan. */
  goodsPriceStart?: number;
  goodsPriceEnd?: number;
  /** From CRISPS-C-CONDITION-400-PX: ext1 orderBy (price / createTime), ext2 '1' ascending. */
  orderBy?: string;
  isAsc?: 0 | 1;
  /** Addresses: the city or district code. */
  areaCode?: string;
};

/** POST /sc_product/v1/service_resource: resources to pick for a cart SKU (selectAddress / selectPhone). */
export const getServiceResources = (input: ServiceResourceInput, client: Http = http) =>
  client.post<Paged<ServiceResource>>('/sc_product/v1/service_resource', input);
