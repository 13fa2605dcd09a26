import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import type { InvoiceTabKey } from '@/lib/contract/workbench/enums';
import { loadWorkbenchInvoices, type TabbedFirst } from '@/services/loaders/workbench';
import type { PlannerInvoicePage } from '@/services/workbench';
import { InvoicesView } from '@/components/workbench/InvoicesView';
import { WorkbenchShell } from '@/components/workbench/WorkbenchShell';

export const getServerSideProps = pageLoader(loadWorkbenchInvoices);

/** 开票申请: invoice applications for the planner's orders, to issue or reject. */
const WorkbenchInvoicesPage: PageWithLayout<PageProps<TabbedFirst<PlannerInvoicePage>>> = ({ data, error }) => (
  <WorkbenchShell title="开票申请" error={error}>
    {data ? <InvoicesView tab={data.tab as InvoiceTabKey} first={data.first} /> : null}
  </WorkbenchShell>
);

WorkbenchInvoicesPage.getLayout = defaultLayout;
export default WorkbenchInvoicesPage;
