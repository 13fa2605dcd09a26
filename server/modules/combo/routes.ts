import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { codeOf, dataOf, idOf, limit, page } from '../catalog/dto';
import { accountIdOf, areaOf } from '../catalog/http';
import { comboDetail, comboList } from './service';

const TAG = '服务套餐';
const FILE = 'services/combo.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/combo/v1/list',
  tags: [TAG],
  summary: '服务套餐列表（当前城市在售；可按分类筛选；含原价合计与节省金额）',
  request: { query: z.object({ page: page(), limit: limit(10, 50), classCode: codeOf('分类').optional() }) },
  responses: jsonOk(dataOf('Paged<ComboCard>', FILE)),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/combo/v1/detail',
  tags: [TAG],
  summary: '服务套餐详情（包含的服务及规格、套餐价、原价合计）；不存在时 404',
  request: { query: z.object({ comboId: idOf('套餐ID') }) },
  responses: jsonOk(dataOf('ComboDetail', FILE)),
});

export function comboRoutes() {
  const r = createRouter();
  r.openapi(listRoute, async (c) => okJson(c, await comboList(c.get('deps').db, areaOf(c), c.req.valid('query'))));
  r.openapi(detailRoute, async (c) =>
    okJson(c, await comboDetail(c.get('deps').db, { comboId: c.req.valid('query').comboId, areaCode: areaOf(c), userId: accountIdOf(c) })),
  );
  return r;
}
