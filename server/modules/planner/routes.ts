import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { USER_TYPE } from '@/lib/constants';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { listEvaluations } from '../evaluate/service';
import { areaOf } from './common';
import * as dto from './dto';
import {
  listPlanners,
  plannerCard,
  plannerCardSummary,
  plannerDetail,
  plannerRow,
  recommendPlanners,
  servicedPlanners,
} from './service';

const TAG = '规划师';

const listRoute = createRoute({
  method: 'post',
  path: '/api/planner/v2/list',
  tags: [TAG],
  summary: '在线直选规划师：按城市（默认请求头 areaCode）、区县、姓名、业务分类筛选，按薯片分/好评率/成交量之一排序',
  request: formBody(dto.PlannerListBody),
  responses: jsonOk(dto.PlannerPage),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/planner/v1/detail',
  tags: [TAG],
  summary: '规划师详情（联系按钮所需信息；回显 requireCode/requireName）',
  request: { query: dto.PlannerDetailQuery },
  responses: jsonOk(dto.PlannerDetail),
});

const cardRoute = createRoute({
  method: 'get',
  path: '/api/plannerCard/v1/planner_detail',
  tags: [TAG],
  summary: '规划师名片（/planner/detail）；电话为脱敏号码',
  request: { query: dto.MchUserQuery },
  responses: jsonOk(dto.PlannerCard),
});

const findCardRoute = createRoute({
  method: 'get',
  path: '/api/planner/v1/find_card',
  tags: [TAG],
  summary: '规划师评价概要（评价数、平均分、常用标签）',
  request: { query: dto.MchUserQuery },
  responses: jsonOk(dto.PlannerCardSummary),
});

const findCardEvaluateRoute = createRoute({
  method: 'get',
  path: '/api/planner/v1/find_card_evaluate',
  tags: [TAG],
  summary: '规划师收到的评价分页',
  request: { query: dto.CardEvaluateQuery },
  responses: jsonOk(dto.EvaluationPage),
});

const recommendRoute = createRoute({
  method: 'get',
  path: '/api/recommend/v1/planner',
  tags: [TAG],
  summary: '商品页推荐规划师（咨询卡片 / 推荐规划师）：同一级分类，本城市优先，再按二级分类、薯片分',
  request: { query: dto.RecommendQuery },
  responses: jsonOk(dto.RecommendPage),
});

const servicedRoute = createRoute({
  method: 'get',
  path: '/api/planner/v1/find_serviced_planner',
  tags: [TAG],
  summary: '服务过当前用户的规划师（访客与未登录返回空列表）',
  request: { query: dto.ServicedQuery },
  responses: jsonOk(dto.PlannerPage),
});

export function plannerRoutes() {
  const r = createRouter();

  r.openapi(listRoute, async (c) => {
    const { cityCode, ...rest } = c.req.valid('form');
    const city = cityCode ?? areaOf(c.req.header('areaCode'));
    return okJson(c, await listPlanners(c.get('deps').db, { ...rest, cityCode: city }));
  });

  r.openapi(detailRoute, async (c) => okJson(c, await plannerDetail(c.get('deps').db, c.req.valid('query'))));

  r.openapi(cardRoute, async (c) => {
    return okJson(c, await plannerCard(c.get('deps'), c.req.valid('query').mchUserId));
  });

  r.openapi(findCardRoute, async (c) => okJson(c, await plannerCardSummary(c.get('deps').db, c.req.valid('query').mchUserId)));

  r.openapi(findCardEvaluateRoute, async (c) => {
    const { mchUserId, start, limit } = c.req.valid('query');
    const db = c.get('deps').db;
    await plannerRow(db, mchUserId);
    return okJson(c, await listEvaluations(db, { plannerId: mchUserId, page: start, limit }));
  });

  r.openapi(recommendRoute, async (c) => {
    const q = c.req.valid('query');
    const area = q.area ?? areaOf(c.req.header('areaCode'));
    return okJson(c, await recommendPlanners(c.get('deps').db, { ...q, area }));
  });

  r.openapi(servicedRoute, async (c) => {
    const { start, limit } = c.req.valid('query');
    const user = c.get('user');
    const userId = user && user.userType !== USER_TYPE.VISITOR ? user.userId : null;
    return okJson(c, await servicedPlanners(c.get('deps').db, userId, start, limit));
  });

  return r;
}
