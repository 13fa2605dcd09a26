import { PlannerRefundListQuery, PlannerRefundPage } from '@/lib/contract/workbench/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { requirePlanner } from '../order/ownership';
import { plannerSheetList } from './plannerSheets';

const routes = {
  plannerSheetList: getRoute({
    path: '/api/orderSale/v1/planner/list',
    tag: '规划师工作台',
    summary: '规划师：我服务的订单的售后单（默认 1 售后中，即待处理），按状态分页；同意、部分退款、驳回见 operator/decide',
    query: PlannerRefundListQuery,
    data: PlannerRefundPage,
  }),
};

export function plannerAftersaleRoutes() {
  const r = createRouter();
  r.openapi(routes.plannerSheetList, async (c) => {
    const p = requirePlanner(c);
    return okJson(c, await plannerSheetList(c.get('deps'), p.userId, c.req.valid('query')));
  });
  return r;
}
