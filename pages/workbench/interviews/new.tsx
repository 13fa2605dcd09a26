import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProposeForm, type ProposeFormData } from '@/services/loaders/interviewWorkbench';
import { ProposeView } from '@/components/my/interview/ProposeView';

type Props = ReadyProps<ProposeFormData>;

export const getServerSideProps = pageLoader(loadProposeForm, { errorPage: true });

/** 发起面谈 (the planner's workbench): one of my customers, the way, time, place and topic. */
const ProposeInterviewPage: PageWithLayout<Props> = ({ data }) => <ProposeView data={data} />;

ProposeInterviewPage.getLayout = defaultLayout;
export default ProposeInterviewPage;
