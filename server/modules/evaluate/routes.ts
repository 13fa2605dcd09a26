import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import * as dto from './dto';
import { listEvaluations } from './service';

const TAG = '评价';

const listRoute = createRoute({
  method: 'post',
  path: '/api/evaluate/v1/find_already_evaluate_page_list',
  tags: [TAG],
  summary: '已展示的评价分页（按商品 ext1 或规划师 plannerId；可按标签、好评、有图筛选；stats 为筛选前的统计）',
  request: formBody(dto.EvaluateListBody),
  responses: jsonOk(dto.EvaluationPage),
});

export function evaluateRoutes() {
  const r = createRouter();
  r.openapi(listRoute, async (c) => {
    const b = c.req.valid('form');
    const page = await listEvaluations(c.get('deps').db, {
      goodsId: b.ext1,
      plannerId: b.plannerId,
      tag: b.tag,
      goodOnly: b.goodOnly,
      withImages: b.withImages,
      page: b.start,
      limit: b.limit,
    });
    return okJson(c, page);
  });
  return r;
}
