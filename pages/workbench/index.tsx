import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWorkbenchHome, type WorkbenchHomeData } from '@/services/loaders/workbench';
import { WorkbenchHome } from '@/components/workbench/WorkbenchHome';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchHome);

/** 规划师工作台: the planner's own area (orders, invoices, refunds, leads, interviews, chat), from 我的. */
const WorkbenchPage: PageWithLayout<PageProps<WorkbenchHomeData>> = ({ data, error }) => (
  <WorkbenchShell title="规划师工作台" error={error}>
    {data ? <WorkbenchHome summary={data.summary} unread={data.unread} /> : null}
  </WorkbenchShell>
);

WorkbenchPage.getLayout = defaultLayout;
export default WorkbenchPage;
