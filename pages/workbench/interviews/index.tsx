import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadPlannerInterviews, type WorkbenchInterviewsData } from '@/services/loaders/interviewWorkbench';
import { WorkbenchInterviewsView } from '@/components/my/interview/WorkbenchInterviewsView';

type Props = ReadyProps<WorkbenchInterviewsData>;

export const getServerSideProps = pageLoader(loadPlannerInterviews, { errorPage: true });

/** 面谈管理 (the planner's workbench): the appointments I proposed, by status; cancel, mark held, share the link. */
const WorkbenchInterviewsPage: PageWithLayout<Props> = ({ data }) => <WorkbenchInterviewsView data={data} />;

WorkbenchInterviewsPage.getLayout = defaultLayout;
export default WorkbenchInterviewsPage;
