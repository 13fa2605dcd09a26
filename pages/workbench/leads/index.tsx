import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWorkbenchLeads } from '@/services/loaders/workbench';
import type { PlannerDemandCardPage } from '@/services/demandCard';
import { LeadsView } from '@/components/workbench/LeadsView';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchLeads);

/** 需求线索: the demand cards routed to the planner. */
const WorkbenchLeadsPage: PageWithLayout<PageProps<{ first: PlannerDemandCardPage }>> = ({ data, error }) => (
  <WorkbenchShell title="需求线索" error={error}>
    {data ? <LeadsView first={data.first} /> : null}
  </WorkbenchShell>
);

WorkbenchLeadsPage.getLayout = defaultLayout;
export default WorkbenchLeadsPage;
