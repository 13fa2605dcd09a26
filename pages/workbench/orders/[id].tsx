import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWorkbenchOrder } from '@/services/loaders/workbench';
import type { PlannerOrderDetail } from '@/services/workbench';
import { OrderDetailView } from '@/components/workbench/OrderDetailView';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchOrder);

/** One order the planner serves: its service nodes (推进 the current one) and payments. */
const WorkbenchOrderPage: PageWithLayout<PageProps<PlannerOrderDetail>> = ({ data, error }) => (
  <WorkbenchShell title="订单详情" error={error}>
    {data ? <OrderDetailView key={data.order.orderId} initial={data} /> : null}
  </WorkbenchShell>
);

WorkbenchOrderPage.getLayout = defaultLayout;
export default WorkbenchOrderPage;
