import { createRouter } from '../../http/router';
import { postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import * as api from '@/lib/contract/evaluate/api';
import { findAlreadyEvaluatePageList } from './service';

const TAG = '评价';

const routes = {
  findAlreadyEvaluatePageList: postRoute({
    path: '/api/evaluate/v1/find_already_evaluate_page_list',
    tag: TAG,
    summary: '已展示的评价分页（按商品 ext1 或规划师 plannerId；可按标签、好评、有图筛选；stats 为筛选前的统计）',
    form: api.FindAlreadyEvaluatePageListBody,
    data: api.EvaluationPage,
  }),
};

export function evaluateRoutes() {
  const r = createRouter();
  r.openapi(routes.findAlreadyEvaluatePageList, async (c) => {
    const b = c.req.valid('form');
    const page = await findAlreadyEvaluatePageList(c.get('deps').db, {
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
