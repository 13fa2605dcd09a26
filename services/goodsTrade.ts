/**
 * Trade listings (inventory §5.2, §8, §11, §12): the 资产交易 list with dynamic filters, the listing detail, similar
 * listings and the cart's resource pickers. Re-exported by services/goods.ts.
 */
import { http, type Http } from '@/lib/http';
import type { JyListData, JyListInput, RecommendTradesInput, ServiceResourceInput, ServiceResourcePage, TradeDetail, TradePage } from '@/lib/contract/trade/api';

export type {
  FieldFilter,
  JyListData,
  JyListInput,
  ServiceResource,
  ServiceResourceInput,
  TradeBasicRow,
  TradeCard,
  TradeDetail,
  TradeField,
  TradeFilter,
  TradeFilterOption,
} from '@/lib/contract/trade/api';
export type { TradeKey } from '@/lib/contract/catalog/enums';

/** POST /goodslist/v2/get_jy_list (JSON body: fieldList is a list of objects). */
export const getJyList = (input: JyListInput, client: Http = http) => client.post<JyListData>('/goodslist/v2/get_jy_list', input, { json: true });

/** GET /tc_product/v1/detail (404 when unknown). */
export const getTradeDetail = (productId: string, client: Http = http) => client.get<TradeDetail>('/tc_product/v1/detail', { productId });

/** POST /recommend/v2/trade_goods: 同类推荐 / 猜您需要 of a listing (same type, excluding it). */
export const getRecommendTrades = (input: RecommendTradesInput, client: Http = http) => client.post<TradePage>('/recommend/v2/trade_goods', input);

/** POST /sc_product/v1/service_resource: resources to pick for a cart SKU (selectAddress / selectPhone). */
export const serviceResource = (input: ServiceResourceInput, client: Http = http) =>
  client.post<ServiceResourcePage>('/sc_product/v1/service_resource', input);
