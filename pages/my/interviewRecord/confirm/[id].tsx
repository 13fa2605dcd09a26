import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadInterviewDetail, type InterviewDetailData } from '@/services/loaders/interview';
import { InterviewDetailView } from '@/components/my/interview/InterviewDetailView';

type Props = ReadyProps<InterviewDetailData>;

export const getServerSideProps = pageLoader(loadInterviewDetail, { errorPage: true });

/**
 * 面谈确认 (/my/interviewRecord/confirm/:id): the page the SMS and shared links open. Login first (the guard), then
 * only the invited customer sees it and confirms; anyone else reads 面谈记录不存在或无权查看 (404).
 */
const InterviewConfirmPage: PageWithLayout<Props> = ({ data }) => (
  <InterviewDetailView key={data.id} data={data} title="面谈确认" path={`/my/interviewRecord/confirm/${encodeURIComponent(data.id)}`} />
);

InterviewConfirmPage.getLayout = defaultLayout;
export default InterviewConfirmPage;
