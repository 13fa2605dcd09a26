import { Seo } from '@/components/common/Seo';
import { TopicListView } from '@/components/topic/TopicListView';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadTopicList, type Loaded } from '@/services/loaders/topic';
import type { TopicPage } from '@/services/topic';

type Props = ReadyProps<Loaded<TopicPage>>;

export const getServerSideProps = pageLoader((ctx) => loadTopicList(ctx), { errorPage: true });

/** /activity/marketing — 营销活动: every topic and venue under way or coming. */
export default function MarketingPage({ data }: Props) {
  return (
    <>
      <Seo title="营销活动" description="薯片企服正在进行的专题活动与会场" path="/activity/marketing" />
      <TopicListView title="营销活动" first={data.item} error={data.error} />
    </>
  );
}
