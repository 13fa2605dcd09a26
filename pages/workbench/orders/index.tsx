import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import type { OrderTabKey } from '@/lib/contract/workbench/enums';
import { loadWorkbenchOrders, type TabbedFirst } from '@/services/loaders/workbench';
import type { PlannerOrderPage } from '@/services/workbench';
import { OrdersView } from '@/components/workbench/OrdersView';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchOrders);

/** 服务订单: the orders the planner serves, by status, with 推进. */
const WorkbenchOrdersPage: PageWithLayout<PageProps<TabbedFirst<PlannerOrderPage>>> = ({ data, error }) => (
  <WorkbenchShell title="服务订单" error={error}>
    {data ? <OrdersView tab={data.tab as OrderTabKey} first={data.first} /> : null}
  </WorkbenchShell>
);

WorkbenchOrdersPage.getLayout = defaultLayout;
export default WorkbenchOrdersPage;
