import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWorkbenchLead } from '@/services/loaders/workbench';
import type { PlannerDemandCard } from '@/services/demandCard';
import { contactCustomer } from '@/components/workbench/contactCustomer';
import { LeadCard } from '@/components/workbench/LeadCard';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchLead);

/** One demand-card lead: every answer, why it came to this planner, and 联系客户. */
const WorkbenchLeadPage: PageWithLayout<PageProps<PlannerDemandCard>> = ({ data, error }) => (
  <WorkbenchShell title="线索详情" error={error}>
    {data ? <LeadCard card={data} onContact={contactCustomer} full /> : null}
  </WorkbenchShell>
);

WorkbenchLeadPage.getLayout = defaultLayout;
export default WorkbenchLeadPage;
