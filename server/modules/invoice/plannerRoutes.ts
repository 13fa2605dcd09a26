import { PlannerInvoiceListQuery, PlannerInvoicePage } from '@/lib/contract/workbench/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { requirePlanner } from '../order/ownership';
import { plannerInvoiceList } from './plannerInvoices';

const routes = {
  plannerInvoiceList: getRoute({
    path: '/api/invoice/v1/planner/invoice_list',
    tag: '规划师工作台',
    summary: '规划师：我服务的订单的开票申请（默认审核中，即待开票），按状态分页；开票与驳回见 operator/issue、operator/reject',
    query: PlannerInvoiceListQuery,
    data: PlannerInvoicePage,
  }),
};

export function plannerInvoiceRoutes() {
  const r = createRouter();
  r.openapi(routes.plannerInvoiceList, async (c) => {
    const p = requirePlanner(c);
    return okJson(c, await plannerInvoiceList(c.get('deps'), p.userId, c.req.valid('query')));
  });
  return r;
}
