import { z } from 'zod';
import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import * as api from '@/lib/contract/store/api';
import { STORE_PREVIEW } from '@/lib/contract/store/enums';
import { spScoreDetail } from './score';
import { mchStoreInfo, plannerStoreInfo, recommendGoods, recommendGoodsClassify } from './service';

const TAG = '店铺';

const routes = {
  plannerStoreInfo: getRoute({
    path: '/api/store/v1/planner_store_info',
    tag: TAG,
    summary: '规划师店铺信息（个人信息、所属团队/商户、商品分类模块）',
    query: api.PlannerStoreQuery,
    data: api.PlannerStoreInfo,
  }),
  mchStoreInfo: getRoute({
    path: '/api/store/v1/mch_store_info',
    tag: TAG,
    summary: '商户店铺或团队店铺信息（横幅、服务数据、推荐规划师）',
    query: api.MchStoreQuery,
    data: api.MchStoreInfo,
  }),
  recommendGoodsClassify: postRoute({
    path: '/api/store/v1/recommend_goods_classify',
    tag: TAG,
    summary: '店铺推荐商品分类（非预览时只含有在售商品的分类）',
    form: api.ClassifyBody,
    data: z.array(api.StoreGoodsCategory),
  }),
  recommendGoods: postRoute({
    path: '/api/store/v1/recommend_goods',
    tag: TAG,
    summary: '店铺推荐商品分页（按分类 typeId；价格由服务端计算）',
    form: api.RecommendGoodsBody,
    data: api.StoreGoodsPage,
  }),
  spScoreDetail: getRoute({
    path: '/api/store/v1/sp_score_detail',
    tag: TAG,
    summary: '薯片分说明：规划师的各项指标、同行均值与实时排名（mchUserId 或 score 至少一个）',
    query: api.SpScoreQuery,
    data: api.SpScoreDetail,
  }),
};

export function storeRoutes() {
  const r = createRouter();

  r.openapi(routes.plannerStoreInfo, async (c) => {
    const { mchUserId, type } = c.req.valid('query');
    return okJson(c, await plannerStoreInfo(c.get('deps').db, mchUserId, type === STORE_PREVIEW));
  });

  r.openapi(routes.mchStoreInfo, async (c) => {
    const { storeId, type } = c.req.valid('query');
    return okJson(c, await mchStoreInfo(c.get('deps').db, storeId, type === STORE_PREVIEW));
  });

  r.openapi(routes.recommendGoodsClassify, async (c) => okJson(c, await recommendGoodsClassify(c.get('deps').db, c.req.valid('form'))));

  r.openapi(routes.recommendGoods, async (c) => okJson(c, await recommendGoods(c.get('deps').db, c.req.valid('form'))));

  r.openapi(routes.spScoreDetail, async (c) => okJson(c, await spScoreDetail(c.get('deps').db, c.req.valid('query'))));

  return r;
}
