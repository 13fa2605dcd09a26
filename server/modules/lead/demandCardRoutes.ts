import {
  AddAllotResourceBody,
  DemandCard,
  DemandCardListQuery,
  DemandCardPage,
  DemandCardQuery,
  PlannerDemandCard,
  PlannerDemandCardPage,
} from '@/lib/contract/demandCard/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { addAllotResource } from './demandCards';
import { demandCardDetail, demandCardList, plannerDemandCardDetail, plannerDemandCardList } from './demandCardRead';

const TAG = '需求卡';

const routes = {
  addAllotResource: postRoute({
    path: '/api/demand_card/v1/add_allot_resource',
    tag: TAG,
    summary: '生成需求卡（需登录）：校验问卷，分配本城市该类规划师（无则就近安排），并在会话中通知规划师；每个账号、手机号每天最多 10 张',
    form: AddAllotResourceBody,
    data: DemandCard,
  }),
  demandCardList: getRoute({
    path: '/api/demand_card/v1/list',
    tag: TAG,
    summary: '我的需求卡（需登录；新的在前），含状态与跟进的规划师',
    query: DemandCardListQuery,
    data: DemandCardPage,
  }),
  demandCardDetail: getRoute({
    path: '/api/demand_card/v1/detail',
    tag: TAG,
    summary: '我的一张需求卡（他人的为 404）',
    query: DemandCardQuery,
    data: DemandCard,
  }),
  plannerDemandCardList: getRoute({
    path: '/api/demand_card/v1/planner_list',
    tag: TAG,
    summary: '分配给我的需求卡（仅规划师；新的在前），含客户联系方式',
    query: DemandCardListQuery,
    data: PlannerDemandCardPage,
  }),
  plannerDemandCardDetail: getRoute({
    path: '/api/demand_card/v1/planner_detail',
    tag: TAG,
    summary: '分配给我的一张需求卡（仅规划师；未分配给自己的为 404）',
    query: DemandCardQuery,
    data: PlannerDemandCard,
  }),
};

export function demandCardRoutes() {
  const r = createRouter();
  r.openapi(routes.addAllotResource, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await addAllotResource(c.get('deps'), user, c.get('ip'), c.req.valid('form')));
  });
  r.openapi(routes.demandCardList, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await demandCardList(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  r.openapi(routes.demandCardDetail, async (c) => okJson(c, await demandCardDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.plannerDemandCardList, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await plannerDemandCardList(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  r.openapi(routes.plannerDemandCardDetail, async (c) =>
    okJson(c, await plannerDemandCardDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id)),
  );
  return r;
}
