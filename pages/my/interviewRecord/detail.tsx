import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadInterviewDetail, type InterviewDetailData } from '@/services/loaders/interview';
import { InterviewDetailView } from '@/components/my/interview/InterviewDetailView';

type Props = ReadyProps<InterviewDetailData>;

export const getServerSideProps = pageLoader(loadInterviewDetail, { errorPage: true });

/** 面谈详情 (/my/interviewRecord/detail?id=, inventory my §7); /my/interviewRecord/[id] is the same page. */
const InterviewDetailPage: PageWithLayout<Props> = ({ data }) => (
  <InterviewDetailView key={data.id} data={data} title="面谈详情" path={`/my/interviewRecord/detail?id=${encodeURIComponent(data.id)}`} />
);

InterviewDetailPage.getLayout = defaultLayout;
export default InterviewDetailPage;
