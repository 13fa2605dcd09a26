import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadFeedbackList, type FeedbackListData } from '@/services/loaders/feedback';
import { FeedbackListView } from '@/components/my/complain/FeedbackListView';

export const getServerSideProps = pageLoader(loadFeedbackList, { errorPage: true });

/** 反馈进度 (inventory my §10). */
const FeedbackListPage: PageWithLayout<ReadyProps<FeedbackListData>> = ({ data }) => <FeedbackListView first={data.first} />;

FeedbackListPage.getLayout = defaultLayout;
export default FeedbackListPage;
