/**
 * Goods calls (spec §7 "Home, activity and goods"; inventory §5, §7, §8, §11, §12): service goods lists and detail,
 * SKUs, FAQs; trade listings are in goodsTrade.ts (re-exported). Prices are computed on the server: pages show
 * `priceText` (or `priceValue` + `priceUnit` when styled apart) and never do price math.
 */
import { http, type Http } from '@/lib/http';
import type {
  CommonProblems,
  GoodsDetail,
  GoodsListInput,
  GoodsPage,
  GoodsPageData,
  RecommendGoodsInput,
  ServeListData,
  ServeListInput,
  SkuAttr,
  SkuOption,
} from '@/lib/contract/goods/api';

export type { Paged } from '@/lib/contract/paging';
export type { CategoryNode } from '@/lib/contract/catalog/api';
export type {
  FaqItem,
  GoodsCard,
  GoodsDetail,
  GoodsListInput,
  GoodsPageData,
  PriceOption,
  PriceView,
  RecommendGoodsInput,
  ServeListData,
  ServeListInput,
  ServiceItem,
  SkuAttr,
  SkuOption,
  SortOption,
  SubGoods,
} from '@/lib/contract/goods/api';
export type { BottomMode, GoodsSort as ServeSort, PriceKind } from '@/lib/contract/goods/enums';

/** POST /commodity/v2/get_serve_list: service goods with filters, scoped to the caller's city (areaCode). */
export const getServeList = (input: ServeListInput, client: Http = http) => client.post<ServeListData>('/commodity/v2/get_serve_list', input);

/** GET /goods/v4/list: plain goods list (home tabs, store pages, related goods). */
export const getGoodsList = (input: GoodsListInput, client: Http = http) => client.get<GoodsPage>('/goods/v4/list', input);

/** GET /goods/v4/detail: a service goods with its SKUs (404 when unknown or removed). */
export const getGoodsDetail = (productId: string, client: Http = http) => client.get<GoodsDetail>('/goods/v4/detail', { productId });

/**
 * GET /goods/v4/detail_page: the goods, its review digest and the booth planner of the caller's city in one call
 * (the server-rendered goods page). The public part may be up to 30 s old; isSave is the caller's own.
 */
export const getGoodsPage = (productId: string, client: Http = http) => client.get<GoodsPageData>('/goods/v4/detail_page', { productId });

/**
 * POST /goods/v2/find_detail: the same detail for the app and recommendation contexts; the city comes from the
 * X-Req-Area header (else areaCode) and the device from X-Device-Code.
 */
export const findDetail = (input: { productId: string; deviceCode?: string; area?: string }, client: Http = http) =>
  client.post<GoodsDetail>(
    '/goods/v2/find_detail',
    { productId: input.productId },
    { headers: { ...(input.deviceCode ? { 'X-Device-Code': input.deviceCode } : {}), ...(input.area ? { 'X-Req-Area': input.area } : {}) } },
  );

/** POST /selling_goods/v2/find_service_attr: the SKU attributes and their values. */
export const findServiceAttr = (productId: string, client: Http = http) => client.post<SkuAttr[]>('/selling_goods/v2/find_service_attr', { productId });

/**
 * POST /goods/v1/find_sku_detail: the SKU of a value combination (one value id per attribute, any order) with its
 * price. 404 when the combination is not sold (any more); 400 `valueIds：…` when it is incomplete or foreign.
 */
export const findSkuDetail = (input: { productId: string; valueIds: string[] }, client: Http = http) =>
  client.post<SkuOption>('/goods/v1/find_sku_detail', { productId: input.productId, valueIds: input.valueIds.join(',') });

/** POST /recommend/v2/selling_goods: recommended service goods for the caller's city. */
export const getRecommendGoods = (input: RecommendGoodsInput, client: Http = http) => client.post<GoodsPage>('/recommend/v2/selling_goods', input);

/** GET /faq/v1/list: FAQs of a group (CATE-JYZY-GS…, or a class code); 404 for an unknown group. */
export const getCommonProblems = (groupCode: string, client: Http = http) => client.get<CommonProblems>('/faq/v1/list', { groupCode });

export * from './goodsTrade';
