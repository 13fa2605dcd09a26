import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadFeedbackDetail, type FeedbackDetailData } from '@/services/loaders/feedback';
import { FeedbackDetailView } from '@/components/my/complain/FeedbackDetailView';

export const getServerSideProps = pageLoader(loadFeedbackDetail, { errorPage: true });

/** 进度详情 (inventory my §10): one's own feedback and the platform's reply. */
const FeedbackDetailPage: PageWithLayout<ReadyProps<FeedbackDetailData>> = ({ data }) => <FeedbackDetailView key={data.id} id={data.id} initial={data.feedback} />;

FeedbackDetailPage.getLayout = defaultLayout;
export default FeedbackDetailPage;
