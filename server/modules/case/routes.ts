import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import * as api from '@/lib/contract/case/api';
import { caseDetail, caseList } from './service';

const TAG = '案例';

const routes = {
  caseList: postRoute({
    path: '/api/case/v1/case_list',
    tag: TAG,
    summary: '案例广场：按商品类型、分类层级、办理区域筛选，默认置顶优先再按时间倒序',
    form: api.CaseListBody,
    data: api.CasePage,
  }),
  caseDetail: getRoute({
    path: '/api/case/v1/case_detail',
    tag: TAG,
    summary: '案例详情（每次查看计一次阅读）',
    query: api.CaseDetailQuery,
    data: api.CaseDetail,
  }),
};

export function caseRoutes() {
  const r = createRouter();
  r.openapi(routes.caseList, async (c) => okJson(c, await caseList(c.get('deps').db, c.req.valid('form'))));
  r.openapi(routes.caseDetail, async (c) => okJson(c, await caseDetail(c.get('deps').db, c.req.valid('query').id)));
  return r;
}
