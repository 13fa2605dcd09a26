import {
  ActivityListPage,
  ActivityListQuery,
  ActivityProductListQuery,
  ActivityProductPage,
  ActivityTypeOptions,
  ActivityTypeOptionsQuery,
  CreateSeckillSessionBody,
  CreatedSession,
  SeckillListPage,
  SeckillListQuery,
  ServerTime,
  SubsidySku,
  SubsidySkuQuery,
  SubsidySpec,
  SubsidySpecQuery,
} from '@/lib/contract/activity/api';
import type { SpecType } from '@/lib/contract/activity/enums';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { createSeckillSession, requireCampaignOperator } from './operator';
import { audited } from '../ops/audit';
import { activityList, activityProductList, activityTypeOptions, seckillList } from './reading';
import { subsidySku, subsidySpec } from './subsidy';

const tag = '专题活动';

const routes = {
  serverTime: getRoute({ path: '/api/activity/v1/server_time', tag, summary: '服务器时间（活动倒计时以此为准）', data: ServerTime }),
  activityTypeOptions: getRoute({
    path: '/api/activity/v1/activity_type_options',
    tag,
    summary: '某类型的活动（进行中的，否则即将开始的；或 specCode 指定的场次）、所在城市的标签、时间与状态（服务端判定）、横幅',
    query: ActivityTypeOptionsQuery,
    data: ActivityTypeOptions,
  }),
  activityProductList: getRoute({
    path: '/api/activity/v1/activity_product_list',
    tag,
    summary: '活动商品（按城市、标签、推荐筛选；活动价与抢购状态由服务端判定）',
    query: ActivityProductListQuery,
    data: ActivityProductPage,
  }),
  activityList: getRoute({
    path: '/api/activity/v1/activity_list',
    tag,
    summary: '各类型进行中与即将开始的活动及其时间（活动日历、活动索引、秒杀会场）',
    query: ActivityListQuery,
    data: ActivityListPage,
  }),
  seckillList: getRoute({
    path: '/api/activity/v1/seckill_list',
    tag,
    summary: '秒杀商品：全部 / 进行中 / 即将开始 / 已结束（近7天）及各自数量',
    query: SeckillListQuery,
    data: SeckillListPage,
  }),
  subsidySpec: getRoute({
    path: '/api/activity/v1/subsidy/get_spec',
    tag,
    summary: '官方补贴：活动商品所属商品的规格及哪些值参与补贴（每个规格组合是一个活动商品，有自己的补贴价与库存）',
    query: SubsidySpecQuery,
    data: SubsidySpec,
  }),
  subsidySku: getRoute({
    path: '/api/activity/v1/subsidy/find_sku',
    tag,
    summary: '官方补贴：所选规格值对应的活动商品（每个属性一个值）；规格不完整 400，未参与补贴 404',
    query: SubsidySkuQuery,
    data: SubsidySku,
  }),
  createSeckillSession: postRoute({
    path: '/api/activity/v1/operator/create_seckill_session',
    tag,
    summary: '运营：开一个整点秒杀场次（X-Operator-Token）',
    json: CreateSeckillSessionBody,
    data: CreatedSession,
  }),
};

export function activityRoutes() {
  const r = createRouter();
  r.openapi(routes.serverTime, async (c) => {
    const now = c.get('deps').now();
    return okJson(c, { serverTime: now.toISOString(), epochMs: now.getTime() });
  });
  r.openapi(routes.activityTypeOptions, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await activityTypeOptions(db, c.req.valid('query'), now()));
  });
  r.openapi(routes.activityProductList, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await activityProductList(db, c.req.valid('query'), now()));
  });
  r.openapi(routes.activityList, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(c, await activityList(db, { ...q, specType: q.specType as SpecType | undefined }, now()));
  });
  r.openapi(routes.seckillList, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await seckillList(db, c.req.valid('query'), now()));
  });
  r.openapi(routes.subsidySpec, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await subsidySpec(db, c.req.valid('query').id, now()));
  });
  r.openapi(routes.subsidySku, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(c, await subsidySku(db, q.id, q.valueIds, now()));
  });
  r.openapi(routes.createSeckillSession, async (c) => {
    requireCampaignOperator(c);
    const { db, now } = c.get('deps');
    const s = c.req.valid('json');
    const spec = {
      action: 'campaign.createSession',
      objectType: 'goods',
      objectId: s.goodsId ?? 'g_0001',
      summary: `开设整点秒杀场次：${s.title}，秒杀价${(s.specialPriceFen / 100).toFixed(2)}元，库存${s.stock}，每人限${s.perUserLimit}件`,
      snapshot: async () => null,
    };
    return okJson(c, await audited(c, spec, () => createSeckillSession(db, s, now())));
  });
  return r;
}
