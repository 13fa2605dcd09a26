import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import * as dto from './dto';
import { caseDetail, listCases } from './service';

const TAG = '案例';

const listRoute = createRoute({
  method: 'post',
  path: '/api/case/v1/case_list',
  tags: [TAG],
  summary: '案例广场：按商品类型、分类层级、办理区域筛选，默认置顶优先再按时间倒序',
  request: formBody(dto.CaseListBody),
  responses: jsonOk(dto.CasePage),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/case/v1/case_detail',
  tags: [TAG],
  summary: '案例详情（每次查看计一次阅读）',
  request: { query: dto.CaseDetailQuery },
  responses: jsonOk(dto.CaseDetail),
});

export function caseRoutes() {
  const r = createRouter();
  r.openapi(listRoute, async (c) => okJson(c, await listCases(c.get('deps').db, c.req.valid('form'))));
  r.openapi(detailRoute, async (c) => okJson(c, await caseDetail(c.get('deps').db, c.req.valid('query').id)));
  return r;
}
