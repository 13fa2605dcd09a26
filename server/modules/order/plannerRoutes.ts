import { PlannerOrderDetail, PlannerOrderDetailQuery, PlannerOrderPage, PlannerOrderPageQuery, WorkbenchSummary } from '@/lib/contract/workbench/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { requireOrderActor, requirePlanner } from './ownership';
import { plannerOrderDetail, plannerOrderPage } from './plannerOrders';
import { workbenchSummary } from './workbenchSummary';

// The planner's workbench (/workbench): their orders and the home's counts. Actions stay where they were
// (planner/advance_node, invoice operator/issue and reject, orderSale operator/decide).

const tag = '规划师工作台';

const routes = {
  workbenchSummary: getRoute({
    path: '/api/order/v2/planner/workbench_summary',
    tag,
    summary: '规划师工作台首页：服务中/待确认订单、待开票、待处理售后、近7天需求卡（仅规划师）',
    data: WorkbenchSummary,
  }),
  plannerOrderPage: getRoute({
    path: '/api/order/v2/planner/order_page',
    tag,
    summary: '规划师：我服务的订单（该订单的规划师；无规划师的订单为在自己店铺出售其商品的规划师），按状态分页，含当前节点与能否推进',
    query: PlannerOrderPageQuery,
    data: PlannerOrderPage,
  }),
  plannerOrderDetail: getRoute({
    path: '/api/order/v2/planner/order_detail',
    tag,
    summary: '规划师：我服务的一个订单（含服务节点与分批款项；他人的订单为“订单不存在”）',
    query: PlannerOrderDetailQuery,
    data: PlannerOrderDetail,
  }),
};

export function plannerOrderRoutes() {
  const r = createRouter();
  r.openapi(routes.workbenchSummary, async (c) => {
    const p = requirePlanner(c);
    const { db, now } = c.get('deps');
    return okJson(c, await workbenchSummary(db, p.userId, now()));
  });
  r.openapi(routes.plannerOrderPage, async (c) => {
    const p = requirePlanner(c);
    return okJson(c, await plannerOrderPage(c.get('deps').db, p.userId, c.req.valid('query')));
  });
  r.openapi(routes.plannerOrderDetail, async (c) => {
    const { db } = c.get('deps');
    const { orderId } = c.req.valid('query');
    await requireOrderActor(c, db, orderId);
    return okJson(c, await plannerOrderDetail(db, orderId));
  });
  return r;
}
