import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { USER_TYPE } from '@/lib/constants';
import * as api from '@/lib/contract/planner/api';
import { EvaluationPage } from '@/lib/contract/evaluate/api';
import { areaOf } from '../../http/caller';
import { findCard, findCardEvaluate, plannerCardDetail, plannerDetail } from './detail';
import { findServicedPlanner, recommendPlanner } from './recommend';
import { plannerList } from './service';
import { myPlannersRoutes } from './myPlanners';

const TAG = '规划师';

const routes = {
  plannerList: postRoute({
    path: '/api/planner/v2/list',
    tag: TAG,
    summary: '在线直选规划师：按城市（默认请求头 areaCode）、区县、姓名、业务分类筛选，按薯片分/好评率/成交量之一排序',
    form: api.PlannerListBody,
    data: api.PlannerPage,
  }),
  plannerDetail: getRoute({
    path: '/api/planner/v1/detail',
    tag: TAG,
    summary: '规划师详情（联系按钮所需信息；回显 requireCode/requireName）',
    query: api.PlannerDetailQuery,
    data: api.PlannerDetail,
  }),
  plannerCardDetail: getRoute({
    path: '/api/plannerCard/v1/planner_detail',
    tag: TAG,
    summary: '规划师名片（/planner/detail）；电话为脱敏号码',
    query: api.MchUserQuery,
    data: api.PlannerBusinessCard,
  }),
  findCard: getRoute({
    path: '/api/planner/v1/find_card',
    tag: TAG,
    summary: '规划师评价概要（评价数、平均分、常用标签）',
    query: api.MchUserQuery,
    data: api.PlannerEvaluateSummary,
  }),
  findCardEvaluate: getRoute({
    path: '/api/planner/v1/find_card_evaluate',
    tag: TAG,
    summary: '规划师收到的评价分页',
    query: api.CardEvaluateQuery,
    data: EvaluationPage,
  }),
  recommendPlanner: getRoute({
    path: '/api/recommend/v1/planner',
    tag: TAG,
    summary: '商品页推荐规划师（咨询卡片 / 推荐规划师）：同一级分类，本城市优先，再按二级分类、薯片分',
    query: api.RecommendQuery,
    data: api.RecommendPage,
  }),
  findServicedPlanner: getRoute({
    path: '/api/planner/v1/find_serviced_planner',
    tag: TAG,
    summary: '服务过当前用户的规划师（访客与未登录返回空列表）',
    query: api.ServicedQuery,
    data: api.PlannerPage,
  }),
};

export function plannerRoutes() {
  const r = createRouter();

  r.openapi(routes.plannerList, async (c) => {
    const { cityCode, ...rest } = c.req.valid('form');
    const city = cityCode ?? areaOf(c);
    return okJson(c, await plannerList(c.get('deps').db, { ...rest, cityCode: city }));
  });

  r.openapi(routes.plannerDetail, async (c) => okJson(c, await plannerDetail(c.get('deps').db, c.req.valid('query'))));

  r.openapi(routes.plannerCardDetail, async (c) => okJson(c, await plannerCardDetail(c.get('deps'), c.req.valid('query').mchUserId)));

  r.openapi(routes.findCard, async (c) => okJson(c, await findCard(c.get('deps').db, c.req.valid('query').mchUserId)));

  r.openapi(routes.findCardEvaluate, async (c) => okJson(c, await findCardEvaluate(c.get('deps').db, c.req.valid('query'))));

  r.openapi(routes.recommendPlanner, async (c) => {
    const q = c.req.valid('query');
    const area = q.area ?? areaOf(c);
    return okJson(c, await recommendPlanner(c.get('deps').db, { ...q, area }));
  });

  r.openapi(routes.findServicedPlanner, async (c) => {
    const { start, limit } = c.req.valid('query');
    const user = c.get('user');
    const userId = user && user.userType !== USER_TYPE.VISITOR ? user.userId : null;
    return okJson(c, await findServicedPlanner(c.get('deps').db, userId, start, limit));
  });

  r.route('/', myPlannersRoutes());
  return r;
}
