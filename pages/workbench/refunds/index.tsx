import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import type { RefundTabKey } from '@/lib/contract/workbench/enums';
import { loadWorkbenchRefunds, type TabbedFirst } from '@/services/loaders/workbench';
import type { PlannerRefundPage } from '@/services/workbench';
import { RefundsView } from '@/components/workbench/RefundsView';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchRefunds);

/** 退款审核: refund sheets of the planner's orders, to approve (in full or in part) or reject. */
const WorkbenchRefundsPage: PageWithLayout<PageProps<TabbedFirst<PlannerRefundPage>>> = ({ data, error }) => (
  <WorkbenchShell title="退款审核" error={error}>
    {data ? <RefundsView tab={data.tab as RefundTabKey} first={data.first} /> : null}
  </WorkbenchShell>
);

WorkbenchRefundsPage.getLayout = defaultLayout;
export default WorkbenchRefundsPage;
