import {
  GetJyListBody,
  GetRecommendTradesBody,
  JyListData,
  ServiceResourceBody,
  ServiceResourcePage,
  TradeDetail,
  TradeDetailQuery,
  TradePage,
} from '@/lib/contract/trade/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountIdOf } from '../../http/caller';
import { getJyList, getRecommendTrades, getTradeDetail, serviceResource } from './service';

const TAG = '资产交易';

const getJyListRoute = postRoute({
  path: '/api/goodslist/v2/get_jy_list',
  tag: TAG,
  summary: '交易商品列表（JSON 请求体；按类型、关键词、字段筛选 MULTI/RANGE/YEARS、价格（分）、名称长度、排序；needTypes=1 时附带筛选项）',
  json: GetJyListBody,
  data: JyListData,
});

const getTradeDetailRoute = getRoute({
  path: '/api/tc_product/v1/detail',
  tag: TAG,
  summary: '交易商品详情（基本信息按类型、资质表、图片、详情、是否收藏）；不存在时 404',
  query: TradeDetailQuery,
  data: TradeDetail,
});

const getRecommendTradesRoute = postRoute({
  path: '/api/recommend/v2/trade_goods',
  tag: TAG,
  summary: '同类推荐 / 猜您需要：同类型的交易商品（排除当前商品）',
  form: GetRecommendTradesBody,
  data: TradePage,
});

const serviceResourceRoute = postRoute({
  path: '/api/sc_product/v1/service_resource',
  tag: TAG,
  summary: '服务资源（注册地址 RES_ADDRESS、400 电话 RES_TEL400）：关键词、价格（元）、排序、地区',
  form: ServiceResourceBody,
  data: ServiceResourcePage,
});

export function tradeRoutes() {
  const r = createRouter();
  r.openapi(getJyListRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getJyList(db, now(), c.req.valid('json')));
  });
  r.openapi(getTradeDetailRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getTradeDetail(db, now(), c.req.valid('query').productId, accountIdOf(c)));
  });
  r.openapi(getRecommendTradesRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getRecommendTrades(db, now(), c.req.valid('form')));
  });
  r.openapi(serviceResourceRoute, async (c) => okJson(c, await serviceResource(c.get('deps').db, c.req.valid('form'))));
  return r;
}
