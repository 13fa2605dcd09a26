import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadNoticeList, type NoticeListData } from '@/services/loaders/notice';
import { NoticeListView } from '@/components/notice/NoticeListView';

export const getServerSideProps = pageLoader(loadNoticeList, { errorPage: true });

/** 通知 (issue 27 §2): 交易通知 / 互动消息 / 系统通知, opened from the 消息 tab. */
const NoticesPage: PageWithLayout<ReadyProps<NoticeListData>> = ({ data }) => <NoticeListView category={data.category} first={data.first} />;

NoticesPage.getLayout = defaultLayout;
export default NoticesPage;
