/**
 * Goods calls (spec §7 "Home, activity and goods"; inventory §5, §7, §8, §11, §12): service goods lists and detail,
 * SKUs, trade listings (company / trademark / patent / qualification), FAQs, service resources. Prices are computed on
 * the server: pages show `priceText` (or `priceValue` + `priceUnit` when styled apart) and never do price math.
 */
import { http, type Http } from '@/lib/http';
import type { EvaluationRecord } from './evaluate';
import type { RecommendPlanner } from './planner';
import type { Paged } from '@/lib/contract/paging';

/** One page of a list. `current` is the 1-based page number (same shape as the planner lists). */
export type { Paged };

/**
 * fixed "1200元" · floating "5%服务费" · ladder (law / target amount / channel) "3%服务费起" · negotiable "面议"
 * (price 0, or a price-on-request task).
 */
export type PriceKind = 'fixed' | 'floating' | 'ladder' | 'negotiable';
export type PriceView = {
  priceKind: PriceKind;
  /** The whole text: "1200元", "5%服务费", "3%服务费起", "面议". */
  priceText: string;
  /** The number part ("1200", "99.5", "5"); '' for 面议. */
  priceValue: string;
  /** The unit part: "元", "%服务费", "%服务费起"; '' for 面议. */
  priceUnit: string;
  /** Fixed price in fen (0 for floating / ladder / 面议). */
  priceFen: number;
  /** Crossed-out price in fen, 0 = none; text "¥1500" or ''. */
  originalPriceFen: number;
  originalPriceText: string;
};

/** A service goods card (lists, search results, recommendations). */
export type GoodsCard = PriceView & {
  id: string;
  goodsNo: string;
  name: string;
  slogan: string;
  /** Cover image (local path). */
  img: string;
  /** Display tags (at most 3 on cards). */
  tags: string[];
  productType: string;
  classCode: string;
  /** "FL1,FL2,FL3" and "n1/n2/n3". */
  classCodeLevel: string;
  classCodeLevelName: string;
  salesVolume: number;
  /** Detail page link per spec §2 (/detail?productId=&classCodeOne=). */
  href: string;
};

export type CategoryNode = { code: string; name: string; level: number; parentCode: string | null; children: CategoryNode[] };
/** Price presets of the service filter ("min-max" in yuan; either side may be empty). */
export type PriceOption = { id: string; code: string; name: string; ext2: string };
export type SortOption = { code: string; name: string };

export type ServeSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'newest';
export type ServeListInput = {
  /** Page from 1. */
  start?: number;
  limit?: number;
  /** 1: also return the filter definitions (typeData, price, sortFilter). */
  needTypes?: 0 | 1;
  searchKey?: string;
  /** First-level class (navcode). */
  navCode?: string;
  /** Comma list of second/third-level class codes (classcode). */
  classCodes?: string;
  /** Yuan, integers. */
  minPrice?: number;
  maxPrice?: number;
  /** A preset of `price` (priceid); overrides min/max. */
  priceCode?: string;
  /** A code of `sortFilter` (default, sales, price_asc, price_desc, newest). */
  sort?: ServeSort | string;
};
export type ServeListData = {
  typeData: CategoryNode[] | null;
  price: PriceOption[] | null;
  sortFilter: SortOption[] | null;
  goodsList: Paged<GoodsCard>;
};

/** POST /commodity/v2/get_serve_list: service goods with filters, scoped to the caller's city (areaCode). */
export const getServeList = (input: ServeListInput, client: Http = http) =>
  client.post<ServeListData>('/commodity/v2/get_serve_list', input);

export type GoodsListInput = {
  page?: number;
  limit?: number;
  /** A class code of any level. */
  classCode?: string;
  keyword?: string;
  sort?: ServeSort;
  minPriceFen?: number;
  maxPriceFen?: number;
  /** Leave this goods out (related goods). */
  excludeId?: string;
};

/** GET /goods/v4/list: plain goods list (home tabs, store pages, related goods). */
export const getGoodsList = (input: GoodsListInput, client: Http = http) => client.get<Paged<GoodsCard>>('/goods/v4/list', input);

export type SkuAttr = { id: string; name: string; attrValList: { id: string; name: string }[] };
export type SkuOption = PriceView & {
  skuId: string;
  skuNo: string;
  /** Value ids, one per attribute, in attribute order. */
  valueIds: string[];
  /** "值1,值2" (goodsSubDetailsName). */
  valueNames: string;
  stock: number;
};
export type ServiceItem = { name: string; description: string };
export type SubGoods = { name: string; detailsName: string; serviceItems: ServiceItem[] };
/**
 * Bottom bar mode (inventory §7.1): 1 加入购物车 + 立即购买, 2 在线咨询 + 立即购买, 3 在线咨询 + 电话联系.
 */
export type BottomMode = 1 | 2 | 3;

export type GoodsDetail = PriceView & {
  id: string;
  goodsNo: string;
  name: string;
  showName: string;
  slogan: string;
  productDescribe: string;
  productType: string;
  classCode: string;
  classCodeName: string;
  classCodeLevel: string;
  classCodeLevelName: string;
  /** First entry of classCodeLevel and its name (requireCode / requireName of chat and calls). */
  classCodeOne: string;
  classNameOne: string;
  classCodeTwo: string;
  priceType: string;
  salesVolume: number;
  status: string;
  /** On shelf (status PRO_STATUS_PUT_AWAY). */
  onSale: boolean;
  stock: number;
  cover: string;
  images: string[];
  /** Rich description (sanitised HTML, local images). */
  clientDetail: string;
  tags: string[];
  guaranteeTags: string[];
  serviceItems: ServiceItem[];
  subGoods: SubGoods[];
  /** Financing 产品信息 etc. */
  attrs: { attrCode: string; attrName: string; attrValName: string }[];
  refConfig: { tradeType: string; canAddBuy: string; taskType: string | null; handleCycleNumber: number | null };
  bottomMode: BottomMode;
  skuAttrs: SkuAttr[];
  skus: SkuOption[];
  /** The SKU shown first (cheapest in stock), null without SKUs. */
  defaultSkuId: string | null;
  /** Sold in the caller's city (areaCode). */
  availableInArea: boolean;
  /** The caller's city code the answer was computed for. */
  areaCode: string;
  publisherMerchantId: string | null;
  /** Favourited by the logged-in user (false for visitors). */
  isSave: boolean;
  href: string;
};

/** GET /goods/v4/detail: a service goods with its SKUs (404 when unknown or removed). */
export const getGoodsDetail = (productId: string, client: Http = http) =>
  client.get<GoodsDetail>('/goods/v4/detail', { productId });

/**
 * POST /goods/v2/find_detail: the same detail for the app and recommendation contexts; the city comes from the
 * X-Req-Area header (else areaCode) and the device from X-Device-Code.
 */
/** The review digest and booth planner that come with GET /goods/v4/detail_page. */
export type GoodsPageData = {
  goods: GoodsDetail;
  reviews: { first: EvaluationRecord | null; total: number; goodRate: number | null };
  planner: RecommendPlanner | null;
};

/**
 * GET /goods/v4/detail_page: the goods, its review digest and the booth planner of the caller's city in one call
 * (the server-rendered goods page). The public part may be up to 30 s old; isSave is the caller's own.
 */
export const getGoodsPage = (productId: string, client: Http = http) => client.get<GoodsPageData>('/goods/v4/detail_page', { productId });

export const findDetail = (input: { productId: string; deviceCode?: string; area?: string }, client: Http = http) =>
  client.post<GoodsDetail>(
    '/goods/v2/find_detail',
    { productId: input.productId },
    { headers: { ...(input.deviceCode ? { 'X-Device-Code': input.deviceCode } : {}), ...(input.area ? { 'X-Req-Area': input.area } : {}) } },
  );

/** POST /selling_goods/v2/find_service_attr: the SKU attributes and their values. */
export const findServiceAttr = (productId: string, client: Http = http) =>
  client.post<SkuAttr[]>('/selling_goods/v2/find_service_attr', { productId });

/**
 * POST /goods/v1/find_sku_detail: the SKU of a value combination (one value id per attribute, any order) with its
 * price. 404 when the combination is not sold (any more); 400 `valueIds：…` when it is incomplete or foreign.
 */
export const findSkuDetail = (input: { productId: string; valueIds: string[] }, client: Http = http) =>
  client.post<SkuOption>('/goods/v1/find_sku_detail', { productId: input.productId, valueIds: input.valueIds.join(',') });

export type RecommendGoodsInput = {
  /** First-level class of a home tab (formatIdOne), or the product's class. */
  classCode?: string;
  /** The goods being viewed (related goods leave it out and prefer its second-level class). */
  productId?: string;
  page?: number;
  limit?: number;
  deviceId?: string;
};

/** POST /recommend/v2/selling_goods: recommended service goods for the caller's city. */
export const getRecommendGoods = (input: RecommendGoodsInput, client: Http = http) =>
  client.post<Paged<GoodsCard>>('/recommend/v2/selling_goods', input);

export * from './goods-trade';
