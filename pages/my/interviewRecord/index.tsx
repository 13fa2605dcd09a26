import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadInterviewList, type InterviewListData } from '@/services/loaders/interview';
import { InterviewListView } from '@/components/my/interview/InterviewListView';

type Props = ReadyProps<InterviewListData>;

export const getServerSideProps = pageLoader(loadInterviewList, { errorPage: true });

/** 面谈记录 (inventory my §7): appointments planners proposed to me, by status; confirm or cancel them. */
const InterviewRecordPage: PageWithLayout<Props> = ({ data }) => <InterviewListView tab={data.tab} first={data.first} />;

InterviewRecordPage.getLayout = defaultLayout;
export default InterviewRecordPage;
