import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { notFound } from '../../http/errors';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import * as dto from './dto';
import { assertCategory, storeGoodsPage, visibleCategories } from './goods';
import { spScoreDetail } from './score';
import { mchStoreInfo, plannerStoreInfo, storeRow } from './service';

const TAG = '店铺';

const plannerStoreRoute = createRoute({
  method: 'get',
  path: '/api/store/v1/planner_store_info',
  tags: [TAG],
  summary: '规划师店铺信息（个人信息、所属团队/商户、商品分类模块）',
  request: { query: dto.PlannerStoreQuery },
  responses: jsonOk(dto.PlannerStoreInfo),
});

const mchStoreRoute = createRoute({
  method: 'get',
  path: '/api/store/v1/mch_store_info',
  tags: [TAG],
  summary: '商户店铺或团队店铺信息（横幅、服务数据、推荐规划师）',
  request: { query: dto.MchStoreQuery },
  responses: jsonOk(dto.MchStoreInfo),
});

const classifyRoute = createRoute({
  method: 'post',
  path: '/api/store/v1/recommend_goods_classify',
  tags: [TAG],
  summary: '店铺推荐商品分类（非预览时只含有在售商品的分类）',
  request: formBody(dto.ClassifyBody),
  responses: jsonOk(dto.StoreCategory.array()),
});

const goodsRoute = createRoute({
  method: 'post',
  path: '/api/store/v1/recommend_goods',
  tags: [TAG],
  summary: '店铺推荐商品分页（按分类 typeId；价格由服务端计算）',
  request: formBody(dto.RecommendGoodsBody),
  responses: jsonOk(dto.StoreGoodsPage),
});

const spScoreRoute = createRoute({
  method: 'get',
  path: '/api/store/v1/sp_score_detail',
  tags: [TAG],
  summary: '薯片分说明：规划师的各项指标、同行均值与实时排名（mchUserId 或 score 至少一个）',
  request: { query: dto.SpScoreQuery },
  responses: jsonOk(dto.SpScoreDetail),
});

export function storeRoutes() {
  const r = createRouter();

  r.openapi(plannerStoreRoute, async (c) => {
    const { mchUserId, type } = c.req.valid('query');
    return okJson(c, await plannerStoreInfo(c.get('deps').db, mchUserId, type === 'preview'));
  });

  r.openapi(mchStoreRoute, async (c) => {
    const { storeId, type } = c.req.valid('query');
    return okJson(c, await mchStoreInfo(c.get('deps').db, storeId, type === 'preview'));
  });

  r.openapi(classifyRoute, async (c) => {
    const { storeId, goodsRecommend, type } = c.req.valid('form');
    const db = c.get('deps').db;
    const preview = type === 'preview';
    const store = await storeRow(db, goodsRecommend ?? storeId, preview);
    return okJson(c, await visibleCategories(db, store.id, preview));
  });

  r.openapi(goodsRoute, async (c) => {
    const b = c.req.valid('form');
    const db = c.get('deps').db;
    const preview = b.type === 'preview';
    await storeRow(db, b.storeId, preview);
    if (b.typeId && !(await assertCategory(db, b.storeId, b.typeId))) throw notFound('商品分类不存在');
    return okJson(c, await storeGoodsPage(db, { ...b, preview }));
  });

  r.openapi(spScoreRoute, async (c) => okJson(c, await spScoreDetail(c.get('deps').db, c.req.valid('query'))));

  return r;
}
