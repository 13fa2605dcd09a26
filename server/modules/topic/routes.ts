import { BranchVenueDetail, BranchVenueQuery, TopicDetail, TopicDetailQuery, TopicListQuery, TopicPage } from '@/lib/contract/topic/api';
import type { Context } from 'hono';
import type { HonoEnv } from '../../http/types';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { areaOf } from '../../http/caller';
import { branchVenue, topicDetail, topicList } from './service';

const TAG = '专题会场';

const scope = (c: Context<HonoEnv>) => ({ areaCode: areaOf(c), now: c.get('deps').now() });

const routes = {
  topicList: getRoute({
    path: '/api/activity/v1/topic_list',
    tag: TAG,
    summary: '专题列表：未结束的专题（营销专题、活动专题、节日会场），按排序',
    query: TopicListQuery,
    data: TopicPage,
  }),
  topicDetail: getRoute({
    path: '/api/activity/v1/topic_detail',
    tag: TAG,
    summary: '专题页：头图、规则、分会场与商品分区（只含当前城市在售商品）；id 可为专题编号或别名（double-eleven）',
    query: TopicDetailQuery,
    data: TopicDetail,
  }),
  branchVenue: getRoute({
    path: '/api/activity/v1/branch_venue',
    tag: TAG,
    summary: '分会场：所属专题、规则、商品分区与同专题的其他分会场',
    query: BranchVenueQuery,
    data: BranchVenueDetail,
  }),
};

export function topicRoutes() {
  const r = createRouter();
  r.openapi(routes.topicList, async (c) => okJson(c, await topicList(c.get('deps').db, c.req.valid('query'), c.get('deps').now())));
  r.openapi(routes.topicDetail, async (c) => okJson(c, await topicDetail(c.get('deps').db, c.req.valid('query').id, scope(c))));
  r.openapi(routes.branchVenue, async (c) => okJson(c, await branchVenue(c.get('deps').db, c.req.valid('query').id, scope(c))));
  return r;
}
