import { ComboDetail, ComboPage, GetComboDetailQuery, GetComboListQuery } from '@/lib/contract/combo/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { accountIdOf, areaOf } from '../../http/caller';
import { getComboDetail, getComboList } from './service';

const TAG = '服务套餐';

const getComboListRoute = getRoute({
  path: '/api/combo/v1/list',
  tag: TAG,
  summary: '服务套餐列表（当前城市在售；可按分类筛选；含原价合计与节省金额）',
  query: GetComboListQuery,
  data: ComboPage,
});

const getComboDetailRoute = getRoute({
  path: '/api/combo/v1/detail',
  tag: TAG,
  summary: '服务套餐详情（包含的服务及规格、套餐价、原价合计）；不存在时 404',
  query: GetComboDetailQuery,
  data: ComboDetail,
});

export function comboRoutes() {
  const r = createRouter();
  r.openapi(getComboListRoute, async (c) => okJson(c, await getComboList(c.get('deps').db, areaOf(c), c.req.valid('query'))));
  r.openapi(getComboDetailRoute, async (c) =>
    okJson(c, await getComboDetail(c.get('deps').db, { comboId: c.req.valid('query').comboId, areaCode: areaOf(c), userId: accountIdOf(c) })),
  );
  return r;
}
